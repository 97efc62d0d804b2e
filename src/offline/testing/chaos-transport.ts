import type { RestRequest } from '../operations/handler';
import { requestFor, type Transport } from '../sync/transport';
import { pick } from './random';
import type { ServerModel } from './server-model';

export type Fault = 'none' | 'lose-request' | 'lose-response' | 'duplicate' | 'server-error' | 'late-replay';

/**
 * The network as it really is: requests lost before or after the server applied them,
 * delivered twice, refused with 503, and old copies arriving late (out of order).
 */
export function chaosTransport(model: ServerModel, random: () => number, faults: readonly Fault[]) {
  const inFlight: RestRequest[] = [];
  const counts: Record<Fault, number> = { none: 0, 'lose-request': 0, 'lose-response': 0, duplicate: 0, 'server-error': 0, 'late-replay': 0 };
  const network = { ok: false as const, status: 0, message: 'Failed to fetch' };

  const transport: Transport = async (entry) => {
    const request = requestFor(entry);
    const fault = pick(random, faults);
    counts[fault] += 1;
    switch (fault) {
      case 'lose-request':
        return network;
      case 'server-error':
        return { ok: false, status: 503, message: 'Service Unavailable' };
      case 'lose-response':
        model.execute(request);
        inFlight.push(request);
        return network;
      case 'duplicate':
        model.execute(request);
        return model.execute(request);
      case 'late-replay':
        inFlight.push(request);
        replayOne();
        return model.execute(request);
      case 'none':
        return model.execute(request);
    }
  };

  /** A copy of an earlier request (a retry that was stuck somewhere) finally arrives. */
  function replayOne(): void {
    if (inFlight.length === 0) return;
    const index = Math.floor(random() * inFlight.length);
    model.execute(inFlight[index]!);
  }

  function replayAll(): void {
    for (const request of inFlight) model.execute(request);
  }

  return { transport, counts, replayAll };
}
