import type { Settlement } from '../outbox/queue';
import type { OutboxEntry, PushOutcome } from '../outbox/types';
import { classifyPush } from './classify';

/** How a drain ended, and the consecutive failures to carry into the backoff. */
export type DrainEnd =
  | { kind: 'drained' | 'no-owner' }
  | { kind: 'auth'; reason: string }
  | { kind: 'offline' | 'waiting-to-retry'; reason: string; failures: number };

type StopEnd = Extract<DrainEnd, { kind: 'auth' | 'offline' | 'waiting-to-retry' }>;

/**
 * Maps a batch's outcomes (same order, possibly fewer) back to its entries: pushed, superseded
 * and failed entries settle and the batch goes on; a 401 or a transient failure stops it there,
 * leaving that entry and every later one pending, so the queue's order holds.
 */
export function settle(batch: readonly OutboxEntry[], outcomes: readonly PushOutcome[]): { settlements: Settlement[]; end: StopEnd | null } {
  const settlements: Settlement[] = [];
  for (const [i, entry] of batch.entries()) {
    const outcome = outcomes[i];
    if (!outcome) return { settlements, end: { kind: 'waiting-to-retry', reason: 'the batch was not answered in full', failures: 0 } };
    if (outcome.ok) {
      settlements.push({ entry, as: 'pushed' });
      continue;
    }
    switch (classifyPush(entry, outcome)) {
      case 'superseded':
        settlements.push({ entry, as: 'superseded', reason: outcome.message });
        break;
      case 'permanent':
        settlements.push({ entry, as: 'failed', failure: outcome });
        break;
      case 'auth':
        return { settlements, end: { kind: 'auth', reason: outcome.message } };
      case 'transient':
        settlements.push({ entry, as: 'transient', failure: outcome });
        return { settlements, end: { kind: outcome.status === 0 ? 'offline' : 'waiting-to-retry', reason: outcome.message, failures: 0 } };
    }
  }
  return { settlements, end: null };
}
