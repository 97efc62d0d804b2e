import { getOfflineDb, ownedTableNames, type OfflineDb, type OwnedTableName } from './db';

export type HeldRows = Record<OwnedTableName, number>;

/**
 * How many rows the device holds for the user, per table: the sync panel says what the app keeps
 * beside the storage the browser reports. One indexed count per table, whatever the rows' size.
 */
export async function countHeldRows(ownerId: string, db: OfflineDb = getOfflineDb()): Promise<HeldRows> {
  const counts = await Promise.all(
    ownedTableNames.map((name) => db.table(name).where('ownerId').equals(ownerId).count()),
  );
  return Object.fromEntries(ownedTableNames.map((name, i) => [name, counts[i] ?? 0])) as HeldRows;
}
