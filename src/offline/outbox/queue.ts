import type { OfflineDb } from '../store/db';
import { operationOf } from './entry';
import { recordDropped } from './log';
import type { OutboxEntry, PushFailure } from './types';

/** The user's oldest entries still to push, in queue order (at most `limit`). */
export function pendingHead(db: OfflineDb, ownerId: string, limit: number): Promise<OutboxEntry[]> {
  return db.outbox.where('[ownerId+status]').equals([ownerId, 'pending']).limit(limit).toArray();
}

/** What became of one pushed entry (see sync/classify.ts). */
export type Settlement =
  | { entry: OutboxEntry; as: 'pushed' }
  | { entry: OutboxEntry; as: 'superseded'; reason: string }
  | { entry: OutboxEntry; as: 'failed' | 'transient'; failure: PushFailure };

/** Settles the entries of one batch in one Dexie transaction (the same effects as the single calls below). */
export async function settleBatch(db: OfflineDb, settlements: readonly Settlement[], at: string): Promise<void> {
  if (settlements.length === 0) return;
  await db.transaction('rw', db.outbox, db.outboxLog, async () => {
    const current = await db.outbox.bulkGet(settlements.map((s) => s.entry.seq!));
    const deletions: number[] = [];
    for (const [i, settlement] of settlements.entries()) {
      const { entry } = settlement;
      const now = current[i];
      switch (settlement.as) {
        case 'pushed':
          if (now && now.rev === entry.rev) deletions.push(entry.seq!);
          break;
        case 'superseded':
          await recordDropped(
            db,
            operationOf(now ?? entry),
            'superseded',
            settlement.reason,
            at,
            (now ?? entry).coalescedIds,
          );
          deletions.push(entry.seq!);
          break;
        case 'failed':
          await db.outbox.update(entry.seq!, {
            status: 'failed',
            attempts: entry.attempts + 1,
            lastError: { ...settlement.failure, at },
          });
          break;
        case 'transient':
          await db.outbox.update(entry.seq!, {
            attempts: entry.attempts + 1,
            lastError: { ...settlement.failure, at },
          });
          break;
      }
    }
    if (deletions.length > 0) await db.outbox.bulkDelete(deletions);
  });
}

/** Puts failed entries (all of the user's, or the given ids) back in the queue. */
export async function retryFailed(db: OfflineDb, ownerId: string, entryIds?: readonly string[]): Promise<number> {
  return db.outbox
    .where('[ownerId+status]')
    .equals([ownerId, 'failed'])
    .filter((entry) => !entryIds || entryIds.includes(entry.id))
    .modify({ status: 'pending' });
}

/** The user gives up on an entry (after the rescue export): removed with a record. */
export async function discardEntry(db: OfflineDb, entryId: string, reason: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.outboxLog, async () => {
    const entry = await db.outbox.where('id').equals(entryId).first();
    if (!entry) return false;
    await recordDropped(db, operationOf(entry), 'discarded', reason, undefined, entry.coalescedIds);
    await db.outbox.delete(entry.seq!);
    return true;
  });
}

export function countPending(db: OfflineDb, ownerId: string): Promise<number> {
  return db.outbox.where('[ownerId+status]').equals([ownerId, 'pending']).count();
}

export function listFailed(db: OfflineDb, ownerId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[ownerId+status]').equals([ownerId, 'failed']).toArray();
}

/** The targets the user has entries queued for: a server refresh leaves those rows as the device has them. */
export async function queuedTargets(db: OfflineDb, ownerId: string): Promise<Set<string>> {
  const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
  return new Set(entries.map((entry) => entry.target));
}
