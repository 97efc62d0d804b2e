// The browser's storage quota for this origin: how much the device holds and whether it may evict it.
// Apart from the Dexie store, so the app's first screen can ask for persistence without loading Dexie.
export { readStorageReport, requestPersistentStorage, type StorageReport } from './quota';
