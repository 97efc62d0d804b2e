import { getOfflineDb, type OfflineDb } from '../db';
import { latestOf } from '../operations/handler';
import { handlerFor } from '../operations/index';
import type { Operation } from '../operations/payloads';
import { newEntry, operationOf } from './entry';
import { journalClear, journalWrite, journalledFor } from './journal';
import { recordDropped } from './log';
import { notifyOutboxChanged } from './notify';
import type { CommitResult, OutboxEntry } from './types';
import { validateOperation } from './validate';

/**
 * The one public way to write: the local row change and its outbox entry commit in one Dexie
 * transaction, so either both exist or neither does. Resolve = durable; only then say "saved".
 * While the transaction runs, the operation waits in the synchronous journal (./journal.ts).
 */
export async function commit(op: Operation, db: OfflineDb = getOfflineDb()): Promise<CommitResult> {
  validateOperation(op);
  journalWrite(op);
  inFlight.add(op.id);
  try {
    return await commitToDexie(op, db);
  } finally {
    inFlight.delete(op.id);
    journalClear(op.id);
  }
}

/** Operations of this page whose transaction is running: not to be replayed from the journal. */
const inFlight = new Set<string>();

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
  return replayed;
}

async function commitToDexie(op: Operation, db: OfflineDb): Promise<CommitResult> {
  const handler = handlerFor(op);
  const tables = [db.outbox, db.outboxLog, ...handler.tables.map((name) => db.table(name))];
  const result = await db.transaction('rw', tables, async () => {
    const queued = await db.outbox.where('[ownerId+target]').equals([op.ownerId, op.target]).sortBy('seq');
    const reason = await handler.supersededReason(db, op, queued);
    if (reason !== null) {
      await recordDropped(db, op, 'superseded', reason);
      return { status: 'superseded', reason } satisfies CommitResult;
    }
    const prepared = handler.prepare ? await handler.prepare(db, op) : op;
    await handler.applyLocal(db, prepared);
    const folded = await foldIntoLast(db, queued.at(-1), prepared);
    if (folded) return { status: 'coalesced', entryId: folded.id } satisfies CommitResult;
    await db.outbox.add(newEntry(prepared, new Date().toISOString()));
    return { status: 'queued', entryId: prepared.id } satisfies CommitResult;
  });
  if (result.status !== 'superseded') notifyOutboxChanged(op.ownerId);
  return result;
}

/** Folds op into the last queued entry of the target when it is the same kind and still pending. */
async function foldIntoLast(db: OfflineDb, last: OutboxEntry | undefined, op: Operation) {
  if (!last || last.kind !== op.kind || last.status !== 'pending' || last.seq === undefined) return null;
  const handler = handlerFor(op);
  const payload = handler.coalesce?.(operationOf(last), op) ?? null;
  if (payload === null) return null;
  const changes = {
    payload,
    actedAt: latestOf(last.actedAt, op.actedAt),
    rev: last.rev + 1,
    coalescedIds: [...last.coalescedIds, op.id],
  } as Partial<OutboxEntry>;
  await db.outbox.update(last.seq, changes);
  return last;
}
