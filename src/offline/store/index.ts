// The device's store: the Dexie database, its rows, the snapshots of whole reads, the "ready
// offline" marks, and the logout purge (the browser's storage quota is in ../storage-quota). React hooks are in ./hooks.
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
export { assertSignedInAs, NotSignedInError, type SessionSource } from './read-guard';
export { countHeldRows, type HeldRows } from './held-rows';
export { ownedTableNames } from './db';
