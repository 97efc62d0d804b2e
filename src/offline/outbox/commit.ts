import { getOfflineDb, type OfflineDb } from '../store/db';
import { handlerFor } from '../operations/registry';
import type { Operation } from '../operations/payloads';
import { newEntry } from './entry';
import { journalClear, journalWrite, journalledFor } from './journal';
import { recordDropped } from './log';
import { notifyOutboxChanged } from './notify';
import type { CommitResult } from './types';
import { validateOperation } from './validate';

/**
 * The one public way to write: the local row change and its outbox entry commit in one Dexie
 * transaction, so either both exist or neither does. Resolve = durable; only then say "saved".
 * Until the transaction has settled, the operation waits in the synchronous journal (./journal.ts).
 */
export async function commit(op: Operation, db: OfflineDb = getOfflineDb()): Promise<CommitResult> {
  validateOperation(op);
  journalWrite(op);
  inFlight.add(op.id);
  try {
    return await commitToDexie(op, db);
  } finally {
    clearJournalSoon(op.id);
  }
}

/**
 * Operations of this page whose transaction is running, or has settled with the journal entry not
 * yet removed: not to be replayed from the journal.
 */
const inFlight = new Set<string>();
const settled: string[] = [];

/**
 * Removing a settled operation's journal entry is not part of making it durable, so it waits for the
 * next task (one removal for a burst of answers) and the caller hears "saved" without it. A page gone
 * before then leaves an entry that the next start replays as already done (see replayJournal).
 */
function clearJournalSoon(opId: string): void {
  settled.push(opId);
  if (settled.length === 1) setTimeout(clearSettled, 0);
}

function clearSettled(): void {
  for (const opId of settled.splice(0)) {
    journalClear(opId);
    inFlight.delete(opId);
  }
}

/**
 * Commits what the journal still holds for the user: operations whose transaction was cut short
 * by an unload. An operation that did land meanwhile (its id already queued) counts as done.
 */
export async function replayJournal(ownerId: string, db: OfflineDb = getOfflineDb()): Promise<number> {
  let replayed = 0;
  for (const op of journalledFor(ownerId)) {
    if (inFlight.has(op.id)) continue;
    try {
      await commit(op, db);
      replayed += 1;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ConstraintError')) throw error;
    }
  }
  clearSettled();
  return replayed;
}

/**
 * One read of the local row (the handler's `load`), then the row write and the new entry, issued
 * together. The queue is not read: operations of one target are folded together when the queue is
 * pushed (sync/coalesce.ts), so a commit costs the least a read-then-write transaction can.
 */
async function commitToDexie(op: Operation, db: OfflineDb): Promise<CommitResult> {
  const handler = handlerFor(op);
  const tables = [db.outbox, ...handler.tables.map((name) => db.table(name))];
  const result = await db.transaction('rw', tables, async () => {
    const row = await handler.load(db, op);
    const reason = handler.supersededReason(op, row);
    if (reason !== null) return { status: 'superseded', reason } satisfies CommitResult;
    const prepared = handler.prepare ? handler.prepare(op, row) : op;
    await Promise.all([
      handler.applyLocal(db, prepared, row),
      db.outbox.add(newEntry(prepared, new Date().toISOString())),
    ]);
    return { status: 'queued', entryId: prepared.id } satisfies CommitResult;
  });
  // The record of a dropped operation is written after the transaction (it takes the log's store out
  // of every commit's scope); an unload before it leaves the operation in the journal, whose replay
  // drops and records it again.
  if (result.status === 'superseded') await recordDropped(db, op, 'superseded', result.reason);
  else notifyOutboxChanged(op.ownerId);
  return result;
}
