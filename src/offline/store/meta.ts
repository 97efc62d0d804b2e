import { getOfflineDb, type OfflineDb } from './db';

const LAST_SYNC = 'last-sync';
const AUTO_PREPARED = 'auto-prepared';
const readyKey = (scope: ReadyScope, id: string) => `ready-offline:${scope}:${id}`;

export type ReadyScope = 'assessment' | 'session';

export async function readLastSync(db: OfflineDb, ownerId: string): Promise<string | null> {
  const row = await db.meta.get([ownerId, LAST_SYNC]);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function writeLastSync(db: OfflineDb, ownerId: string, at: string): Promise<void> {
  await db.meta.put({ ownerId, key: LAST_SYNC, value: at, updatedAt: at });
}

/** When the automatic preparation after sign-in last finished on this device (null: never, or purged since). */
export async function readAutoPreparedAt(db: OfflineDb, ownerId: string): Promise<string | null> {
  const row = await db.meta.get([ownerId, AUTO_PREPARED]);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function writeAutoPreparedAt(db: OfflineDb, ownerId: string, at: string): Promise<void> {
  await db.meta.put({ ownerId, key: AUTO_PREPARED, value: at, updatedAt: at });
}

/** "Ready offline": everything needed to work on this assessment/session was downloaded at `at`. */
export async function markReadyOffline(db: OfflineDb, ownerId: string, scope: ReadyScope, id: string, at: string) {
  await db.meta.put({ ownerId, key: readyKey(scope, id), value: at, updatedAt: at });
}

export async function readyOfflineSince(
  db: OfflineDb,
  ownerId: string,
  scope: ReadyScope,
  id: string,
): Promise<string | null> {
  const row = await db.meta.get([ownerId, readyKey(scope, id)]);
  return typeof row?.value === 'string' ? row.value : null;
}

export interface ReadyMark {
  scope: ReadyScope;
  id: string;
  at: string;
}

/** Every "ready offline" mark of the user. */
export async function listReadyOffline(db: OfflineDb, ownerId: string): Promise<ReadyMark[]> {
  const rows = await db.meta.where('ownerId').equals(ownerId).toArray();
  return rows.flatMap((row) => {
    const match = /^ready-offline:(assessment|session):(.+)$/.exec(row.key);
    return match && typeof row.value === 'string'
      ? [{ scope: match[1] as ReadyScope, id: match[2]!, at: row.value }]
      : [];
  });
}

/** "Ready offline" from now: everything needed for this assessment or session is on the device. */
export function markReadyOfflineNow(
  ownerId: string,
  scope: ReadyScope,
  id: string,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  return markReadyOffline(db, ownerId, scope, id, new Date().toISOString());
}
