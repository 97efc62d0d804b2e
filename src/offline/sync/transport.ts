import type { SupabaseClient } from '@supabase/supabase-js';
import { handlerFor } from '../operations/registry';
import type { RestRequest } from '../operations/handler';
import { operationOf } from '../outbox/entry';
import type { OutboxEntry, PushFailure, PushOutcome } from '../outbox/types';
import { stopsTheQueue } from './classify';
import {
  BATCH_RPC,
  outcomeOfAnswer,
  sameForAll,
  splitIntoBatches,
  type BatchAnswer,
  type BatchOperation,
} from './batch';

/**
 * Pushes queued entries in queue order and answers one outcome per entry pushed, in the same
 * order. It may answer fewer outcomes than entries when it stopped early (a failure that stops the
 * queue: network, 401, 408/429/5xx); the entries left out were not sent.
 */
export type PushBatch = (entries: readonly OutboxEntry[]) => Promise<PushOutcome[]>;

/** Pushes one queued entry and reports what the server said; never throws for server answers. */
export type Transport = ((entry: OutboxEntry) => Promise<PushOutcome>) & { pushBatch?: PushBatch };

/** The request an entry becomes (shared by the batch body and the test model). */
export function requestFor(entry: OutboxEntry): RestRequest {
  const op = operationOf(entry);
  return handlerFor(op).toRequest(op);
}

/** The batch push of a transport: its own, or one entry at a time for a transport that has none. */
export function batchPushOf(transport: Transport): PushBatch {
  if (transport.pushBatch) return transport.pushBatch;
  return async (entries) => {
    const outcomes: PushOutcome[] = [];
    for (const entry of entries) {
      const outcome = await transport(entry);
      outcomes.push(outcome);
      if (stopsTheQueue(outcome)) break;
    }
    return outcomes;
  };
}

async function callBatch(client: SupabaseClient, operations: BatchOperation[]): Promise<PushOutcome[]> {
  try {
    const { data, error, status } = await client.rpc(BATCH_RPC, { operations });
    if (error) {
      const failure: PushFailure = { ok: false, status: status || 0, code: error.code, message: error.message };
      return sameForAll(operations.length, failure);
    }
    const answers = (Array.isArray(data) ? data : []) as BatchAnswer[];
    return operations.map((op, i) => outcomeOfAnswer(answers[i]?.id === op.id ? answers[i] : undefined));
  } catch (error) {
    return sameForAll(operations.length, {
      ok: false,
      status: 0,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * The real transport: the queue goes to the server in ordered batches through one RPC that applies
 * them in one transaction and answers per operation (see ./batch.ts and src/offline/README.md).
 * Called with one entry it pushes a batch of one.
 */
export function createSupabaseTransport(client: SupabaseClient): Transport {
  const pushBatch: PushBatch = async (entries) => {
    const outcomes: PushOutcome[] = [];
    for (const operations of splitIntoBatches(entries)) {
      const answered = await callBatch(client, operations);
      const stop = answered.findIndex(stopsTheQueue);
      outcomes.push(...(stop === -1 ? answered : answered.slice(0, stop + 1)));
      if (stop !== -1) break;
    }
    return outcomes;
  };
  const single = async (entry: OutboxEntry): Promise<PushOutcome> => {
    const [outcome] = await pushBatch([entry]);
    if (!outcome) return { ok: false, status: 0, message: 'not sent' };
    return outcome.ok ? { ok: true } : outcome;
  };
  return Object.assign(single, { pushBatch });
}
