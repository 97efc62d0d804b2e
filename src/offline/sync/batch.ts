import { handlerFor } from '../operations/registry';
import { operationOf } from '../outbox/entry';
import type { OutboxEntry, PushFailure, PushOutcome } from '../outbox/types';

/** The RPC that applies a batch of outbox operations (migration 20250107000200_create_apply_outbox_batch.sql). */
export const BATCH_RPC = 'apply_outbox_batch';
/** Operations per call; the RPC takes at most 1000. */
export const BATCH_SIZE = 200;
/** Bytes of JSON per call, well below the backend's 1 MiB body limit. */
export const BATCH_BYTES = 512 * 1024;

/** One operation as the RPC takes it: `body` is the row or patch the kind writes. */
export interface BatchOperation {
  id: string;
  kind: string;
  target: string;
  body: Record<string, unknown>;
}

/** The RPC's answer for one operation, in the order sent. */
export type BatchAnswer =
  | { id: string; status: 'ok'; row_id?: string; replay?: boolean }
  | { id: string; status: 'failed' | 'retry'; code: string; message: string };

/**
 * The id the server keys the receipt on: the last operation folded into the entry, so a push of
 * content folded in after an earlier push is applied, while a replay of the same content is not.
 */
export function receiptIdOf(entry: OutboxEntry): string {
  return entry.coalescedIds.at(-1) ?? entry.id;
}

export function batchOperationOf(entry: OutboxEntry): BatchOperation {
  const op = operationOf(entry);
  return { id: receiptIdOf(entry), kind: op.kind, target: op.target, body: handlerFor(op).toRequest(op).body };
}

/** Splits the queue's head into calls of at most BATCH_SIZE operations and BATCH_BYTES of JSON. */
export function splitIntoBatches(entries: readonly OutboxEntry[]): BatchOperation[][] {
  const batches: BatchOperation[][] = [];
  let current: BatchOperation[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const op = batchOperationOf(entry);
    const size = JSON.stringify(op).length;
    if (current.length > 0 && (current.length >= BATCH_SIZE || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(op);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** HTTP-like statuses for per-operation errors, as PostgREST would have answered the single write. */
function statusOfCode(code: string): number {
  if (code === 'PGRST116') return 404;
  if (code === '42501') return 403;
  if (code === '23505' || code === '23503') return 409;
  return 400;
}

/** What one answer means for its entry (a missing answer: the server did not get to it). */
export function outcomeOfAnswer(answer: BatchAnswer | undefined): PushOutcome {
  if (!answer) return { ok: false, status: 503, code: 'not_applied', message: 'no answer for this operation' };
  if (answer.status === 'ok') return answer.row_id ? { ok: true, rowId: answer.row_id } : { ok: true };
  if (answer.status === 'retry') return { ok: false, status: 503, code: answer.code, message: answer.message };
  return { ok: false, status: statusOfCode(answer.code), code: answer.code, message: answer.message };
}

/** A call that failed as a whole gives every operation of it the same answer. */
export const sameForAll = (count: number, failure: PushFailure): PushOutcome[] =>
  Array.from({ length: count }, () => failure);
