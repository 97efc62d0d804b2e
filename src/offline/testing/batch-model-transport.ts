import type { OutboxEntry, PushOutcome } from '../outbox/types';
import { receiptIdOf } from '../sync/batch';
import { requestFor, type Transport } from '../sync/transport';
import { pick } from './random';
import type { ServerModel } from './server-model';

export type BatchFault = 'none' | 'lose-request' | 'lose-response' | 'duplicate' | 'server-error' | 'retry-midway';

const network: PushOutcome = { ok: false, status: 0, message: 'Failed to fetch' };

/**
 * The batch RPC's contract in front of the in-memory model: operations in order, a receipt per
 * operation id answering a replay without applying it again, and a hostile network per call
 * (requests lost, answers lost after the server applied the batch, batches delivered twice, 503s,
 * a transient failure midway that leaves the rest unapplied). `appliedPerReceipt` counts how often
 * each receipt id reached the model: exactly once means 1 everywhere.
 */
export function batchModelTransport(model: ServerModel, random: () => number, faults: readonly BatchFault[]) {
  const receipts = new Map<string, PushOutcome>();
  const appliedPerReceipt = new Map<string, number>();

  function apply(entries: readonly OutboxEntry[]): PushOutcome[] {
    return entries.map((entry) => {
      const key = receiptIdOf(entry);
      const receipt = receipts.get(key);
      if (receipt) return receipt;
      const outcome = model.execute(requestFor(entry));
      if (outcome.ok) {
        receipts.set(key, outcome);
        appliedPerReceipt.set(key, (appliedPerReceipt.get(key) ?? 0) + 1);
      }
      return outcome;
    });
  }

  const pushBatch = async (entries: readonly OutboxEntry[]): Promise<PushOutcome[]> => {
    const sent = structuredClone([...entries]);
    switch (pick(random, faults)) {
      case 'lose-request':
        return [network];
      case 'server-error':
        return [{ ok: false, status: 503, message: 'Service Unavailable' }];
      case 'lose-response':
        apply(sent);
        return [network];
      case 'duplicate':
        apply(sent);
        return apply(sent);
      case 'retry-midway': {
        const applied = Math.floor(random() * sent.length);
        return [
          ...apply(sent.slice(0, applied)),
          { ok: false, status: 503, code: '40001', message: 'could not serialize access' },
        ];
      }
      case 'none':
        return apply(sent);
    }
  };
  const single = async (entry: OutboxEntry) => (await pushBatch([entry]))[0] ?? network;
  const transport: Transport = Object.assign(single, { pushBatch });
  return { transport, appliedPerReceipt };
}
