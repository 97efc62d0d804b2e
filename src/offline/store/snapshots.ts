import { getOfflineDb, type OfflineDb } from './db';

/**
 * Reads that are not rows of one table (a dashboard's teams with their counts, a coach's sessions,
 * an organisation's overview) are kept whole, per user and read name, so the screen renders from
 * the device first and offline. The refresh from the backend replaces the copy.
 */
export async function saveSnapshot(
  ownerId: string,
  key: string,
  value: unknown,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.snapshots.put({ ownerId, key, value, fetchedAt: new Date().toISOString() });
}

/** The saved copy, or undefined when this user never received this read on this device. */
export async function readSnapshot<T>(
  ownerId: string,
  key: string,
  db: OfflineDb = getOfflineDb(),
): Promise<T | undefined> {
  return (await db.snapshots.get([ownerId, key]))?.value as T | undefined;
}

/** When the device's copy of a read was fetched (ISO), undefined when it has none. */
export async function readSnapshotTime(
  ownerId: string,
  key: string,
  db: OfflineDb = getOfflineDb(),
): Promise<string | undefined> {
  return (await db.snapshots.get([ownerId, key]))?.fetchedAt;
}
