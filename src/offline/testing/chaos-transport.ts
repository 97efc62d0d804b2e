import type { OutboxEntry, PushOutcome } from '../outbox/types';
import type { Transport } from '../sync/transport';
import { pick } from './random';

export type Fault = 'none' | 'lose-request' | 'lose-response' | 'duplicate' | 'server-error' | 'late-replay';

/**
 * The network as it really is, in front of a server (`deliver`: the in-memory model, or the real
 * transport to the embedded backend): requests lost before or after the server applied them,
 * delivered twice, refused with 503, and old copies arriving late (out of order).
 */
export function chaosTransport(deliver: Transport, random: () => number, faults: readonly Fault[]) {
  const inFlight: OutboxEntry[] = [];
  const counts: Record<Fault, number> = {
    none: 0,
    'lose-request': 0,
    'lose-response': 0,
    duplicate: 0,
    'server-error': 0,
    'late-replay': 0,
  };
  const network: PushOutcome = { ok: false, status: 0, message: 'Failed to fetch' };

  const transport: Transport = async (entry) => {
    const sent = structuredClone(entry);
    const fault = pick(random, faults);
    counts[fault] += 1;
    switch (fault) {
      case 'lose-request':
        return network;
      case 'server-error':
        return { ok: false, status: 503, message: 'Service Unavailable' };
      case 'lose-response':
        await deliver(sent);
        inFlight.push(sent);
        return network;
      case 'duplicate':
        await deliver(sent);
        return deliver(sent);
      case 'late-replay':
        inFlight.push(sent);
        await replayOne();
        return deliver(sent);
      case 'none':
        return deliver(sent);
    }
  };

  /** A copy of an earlier request (a retry that was stuck somewhere) finally arrives. */
  async function replayOne(): Promise<void> {
    if (inFlight.length === 0) return;
    const index = Math.floor(random() * inFlight.length);
    await deliver(inFlight[index]!);
  }

  async function replayAll(): Promise<void> {
    for (const entry of inFlight) await deliver(entry);
  }

  return { transport, counts, replayAll };
}
