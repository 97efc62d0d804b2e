import { getOfflineDb, ownedTableNames, type OfflineDb } from './db';
import { clearJournalFor } from '../outbox/journal';
import { closeOwner, reopenOwner } from './signed-out-gate';

export type PurgeResult = { purged: true } | { purged: false; pending: number };

/**
 * Logout: removes every local row of one user. While that user still has unsent (pending or
 * failed) outbox entries it refuses and says how many, unless `force` (the user chose to lose
 * them, after the rescue export was offered). From the moment it starts, writes for that user are
 * dropped (signed-out-gate), so a read or preparation still in flight cannot put rows back.
 */
export async function purgeUser(
  ownerId: string,
  { force = false, db = getOfflineDb() }: { force?: boolean; db?: OfflineDb } = {},
): Promise<PurgeResult> {
  const tables = ownedTableNames.map((name) => db.table(name));
  closeOwner(db, ownerId);
  const result = await db.transaction('rw', tables, async (): Promise<PurgeResult> => {
    const pending = await db.outbox.where('ownerId').equals(ownerId).count();
    if (pending > 0 && !force) return { purged: false, pending };
    for (const table of tables) await table.where('ownerId').equals(ownerId).delete();
    return { purged: true };
  });
  if (result.purged) clearJournalFor(ownerId);
  else reopenOwner(db, ownerId);
  return result;
}
