import type { OfflineDb } from '../db';
import { operationOf } from './entry';
import { recordDropped } from './log';
import type { OutboxEntry, PushFailure } from './types';

/** The oldest entry of this user still to push (failed entries wait for a retry). */
export function nextPending(db: OfflineDb, ownerId: string): Promise<OutboxEntry | undefined> {
  return db.outbox.where('[ownerId+status]').equals([ownerId, 'pending']).first();
}

/** Pushed: delete unless a later operation was folded in meanwhile (then it is pushed again). */
export async function settlePushed(db: OfflineDb, pushed: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(pushed.seq!);
    if (current && current.rev === pushed.rev) await db.outbox.delete(pushed.seq!);
  });
}

/** Dropped because a later fact won on the server: removed, with a record of what and why. */
export async function settleSuperseded(db: OfflineDb, pushed: OutboxEntry, reason: string, at: string) {
  await db.transaction('rw', db.outbox, db.outboxLog, async () => {
    const current = (await db.outbox.get(pushed.seq!)) ?? pushed;
    await recordDropped(db, operationOf(current), 'superseded', reason, at, current.coalescedIds);
    await db.outbox.delete(pushed.seq!);
  });
}

export async function markFailed(db: OfflineDb, entry: OutboxEntry, failure: PushFailure, at: string) {
  await db.outbox.update(entry.seq!, { status: 'failed', attempts: entry.attempts + 1, lastError: { ...failure, at } });
}

export async function noteTransientFailure(db: OfflineDb, entry: OutboxEntry, failure: PushFailure, at: string) {
  await db.outbox.update(entry.seq!, { attempts: entry.attempts + 1, lastError: { ...failure, at } });
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
