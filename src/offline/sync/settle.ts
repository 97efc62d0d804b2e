import type { Settlement } from '../outbox/queue';
import type { PushOutcome } from '../outbox/types';
import { classifyPush } from './classify';
import type { PushUnit } from './coalesce';

/** How a drain ended, and the consecutive failures to carry into the backoff. */
export type DrainEnd =
  | { kind: 'drained' | 'no-owner' }
  | { kind: 'auth'; reason: string }
  | { kind: 'offline' | 'waiting-to-retry'; reason: string; failures: number };

type StopEnd = Extract<DrainEnd, { kind: 'auth' | 'offline' | 'waiting-to-retry' }>;

/**
 * Maps a batch's outcomes (one per pushed unit, same order, possibly fewer) back to the queued
 * entries each unit stands for: pushed, superseded and failed units settle all their entries and
 * the batch goes on; a 401 or a transient failure stops it there, leaving that unit and every later
 * one pending, so the queue's order holds.
 */
export function settle(
  units: readonly PushUnit[],
  outcomes: readonly PushOutcome[],
): { settlements: Settlement[]; end: StopEnd | null } {
  const settlements: Settlement[] = [];
  for (const [i, { entry, members }] of units.entries()) {
    const outcome = outcomes[i];
    if (!outcome)
      return {
        settlements,
        end: { kind: 'waiting-to-retry', reason: 'the batch was not answered in full', failures: 0 },
      };
    if (outcome.ok) {
      settlements.push(...members.map((member) => ({ entry: member, as: 'pushed' as const })));
      continue;
    }
    switch (classifyPush(entry, outcome)) {
      case 'superseded':
        settlements.push(
          ...members.map((member) => ({ entry: member, as: 'superseded' as const, reason: outcome.message })),
        );
        break;
      case 'permanent':
        settlements.push(...members.map((member) => ({ entry: member, as: 'failed' as const, failure: outcome })));
        break;
      case 'auth':
        return { settlements, end: { kind: 'auth', reason: outcome.message } };
      case 'transient':
        settlements.push(...members.map((member) => ({ entry: member, as: 'transient' as const, failure: outcome })));
        return {
          settlements,
          end: { kind: outcome.status === 0 ? 'offline' : 'waiting-to-retry', reason: outcome.message, failures: 0 },
        };
    }
  }
  return { settlements, end: null };
}
