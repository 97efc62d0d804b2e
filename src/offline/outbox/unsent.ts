import { getOfflineDb, type OfflineDb } from '../store/db';

/** Outbox entries of the user not yet accepted by the server (pending and failed). */
export function countUnsent(ownerId: string, db: OfflineDb = getOfflineDb()): Promise<number> {
  return db.outbox.where('ownerId').equals(ownerId).count();
}
