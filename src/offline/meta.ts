import type { OfflineDb } from './db';

const LAST_SYNC = 'last-sync';
const readyKey = (scope: ReadyScope, id: string) => `ready-offline:${scope}:${id}`;

export type ReadyScope = 'assessment' | 'session';

export async function readLastSync(db: OfflineDb, ownerId: string): Promise<string | null> {
  const row = await db.meta.get([ownerId, LAST_SYNC]);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function writeLastSync(db: OfflineDb, ownerId: string, at: string): Promise<void> {
  await db.meta.put({ ownerId, key: LAST_SYNC, value: at, updatedAt: at });
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
