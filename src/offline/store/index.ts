// The device's store: the Dexie database, its rows, the snapshots of whole reads, the "ready
// offline" marks, the logout purge and the browser's storage quota. React hooks are in ./hooks.
export { OfflineDb, getOfflineDb } from './db';
export type { Json } from './rows';
export { cacheRows } from './cache-rows';
export { readSnapshot, saveSnapshot } from './snapshots';
export {
  listReadyOffline,
  markReadyOffline,
  markReadyOfflineNow,
  readAutoPreparedAt,
  readyOfflineSince,
  writeAutoPreparedAt,
  type ReadyMark,
  type ReadyScope,
} from './meta';
export { purgeUser } from './purge';
export { readStorageReport, requestPersistentStorage, type StorageReport } from './storage';
