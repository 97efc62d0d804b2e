import type { OfflineDb } from '../store/db';
import type { Operation } from '../operations/payloads';
import type { LogOutcome } from './types';

/**
 * The records of dropped operations a device keeps per user: the latest LOG_KEEP_PER_USER, none older
 * than LOG_RETENTION_DAYS. They explain, in the sync panel and the rescue export, why an operation was
 * never applied; a year of use must not make them the largest thing on the device. Pruned each time a
 * record is added, in the same transaction, so the log is bounded whatever the device's history.
 */
export const LOG_KEEP_PER_USER = 500;
export const LOG_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Records an operation that will never be applied, with why (nothing is dropped silently). */
export async function recordDropped(
  db: OfflineDb,
  operation: Operation,
  outcome: LogOutcome,
  reason: string,
  at: string = new Date().toISOString(),
  coalescedIds: string[] = [],
): Promise<void> {
  await db.transaction('rw', db.outboxLog, async () => {
    await db.outboxLog.add({
      ownerId: operation.ownerId,
      opId: operation.id,
      kind: operation.kind,
      target: operation.target,
      outcome,
      reason,
      at,
      operation,
      coalescedIds,
    });
    await pruneLog(db, operation.ownerId, at);
  });
}

/** Deletes the user's records past the retention or beyond the newest LOG_KEEP_PER_USER; answers how many. */
export async function pruneLog(
  db: OfflineDb,
  ownerId: string,
  now: string = new Date().toISOString(),
): Promise<number> {
  const cutoff = new Date(new Date(now).getTime() - LOG_RETENTION_DAYS * DAY_MS).toISOString();
  // The ownerId index lists a user's records in insertion order (by seq): the first is the oldest.
  const records = () => db.outboxLog.where('ownerId').equals(ownerId);
  const [count, oldest] = await Promise.all([records().count(), records().first()]);
  if (count <= LOG_KEEP_PER_USER && (!oldest || oldest.at >= cutoff)) return 0;
  const rows = await records().toArray();
  const excess = rows.length - LOG_KEEP_PER_USER;
  const doomed = rows.filter((row, i) => i < excess || row.at < cutoff).map((row) => row.seq!);
  if (doomed.length > 0) await db.outboxLog.bulkDelete(doomed);
  return doomed.length;
}
