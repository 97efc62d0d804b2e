import { getOfflineDb, type OfflineDb } from '../db';
import { latestOf } from '../operations/handler';
import { handlerFor } from '../operations/index';
import type { Operation } from '../operations/payloads';
import { newEntry, operationOf } from './entry';
import { journalClear, journalWrite, journalledFor } from './journal';
import { recordDropped } from './log';
import { notifyOutboxChanged } from './notify';
import { MAX_COALESCED_IDS, type CommitResult, type OutboxEntry } from './types';
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
 * One read of the local row (the handler's `load`) and one of the target's newest queue entry,
 * issued together; then the row write and the entry write, issued together.
 */
async function commitToDexie(op: Operation, db: OfflineDb): Promise<CommitResult> {
  const handler = handlerFor(op);
  const tables = [db.outbox, ...handler.tables.map((name) => db.table(name))];
  const result = await db.transaction('rw', tables, async () => {
    const [last, row] = await Promise.all([
      db.outbox.where('[ownerId+target]').equals([op.ownerId, op.target]).toArray().then((queued) => queued.at(-1)),
      handler.load(db, op),
    ]);
    const reason = handler.supersededReason(op, row, last);
    if (reason !== null) return { status: 'superseded', reason } satisfies CommitResult;
    const prepared = handler.prepare ? handler.prepare(op, row) : op;
    const folded = foldedInto(last, prepared);
    await Promise.all([
      handler.applyLocal(db, prepared, row),
      folded ? db.outbox.put(folded) : db.outbox.add(newEntry(prepared, new Date().toISOString())),
    ]);
    return folded ? ({ status: 'coalesced', entryId: folded.id } satisfies CommitResult) : ({ status: 'queued', entryId: prepared.id } satisfies CommitResult);
  });
  // The record of a dropped operation is written after the transaction (it takes the log's store out
  // of every commit's scope); an unload before it leaves the operation in the journal, whose replay
  // drops and records it again.
  if (result.status === 'superseded') await recordDropped(db, op, 'superseded', result.reason);
  else notifyOutboxChanged(op.ownerId);
  return result;
}

/** The target's newest entry with op folded in, when it is the same kind, still pending and foldable. */
function foldedInto(last: OutboxEntry | undefined, op: Operation): OutboxEntry | null {
  if (!last || last.kind !== op.kind || last.status !== 'pending' || last.seq === undefined) return null;
  const payload = handlerFor(op).coalesce?.(operationOf(last), op) ?? null;
  if (payload === null) return null;
  return {
    ...last,
    payload,
    actedAt: latestOf(last.actedAt, op.actedAt),
    rev: last.rev + 1,
    coalescedIds: [...last.coalescedIds.slice(1 - MAX_COALESCED_IDS), op.id],
    coalescedCount: (last.coalescedCount ?? last.coalescedIds.length) + 1,
  } as OutboxEntry;
}
