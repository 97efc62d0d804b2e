import { handlerFor } from '../operations/registry';
import { operationOf } from '../outbox/entry';
import type { OutboxEntry, PushOutcome } from '../outbox/types';

/**
 * success: delete the entry. superseded: a later fact won (drop with a record). auth: pause until
 * the session is refreshed. permanent: mark failed, keep, go on. transient: stop, retry later.
 */
export type PushClass = 'success' | 'superseded' | 'auth' | 'permanent' | 'transient';

/** A failure after which nothing later in the queue may be sent (order): no answer, 401, 408/429/5xx. */
export const stopsTheQueue = (outcome: PushOutcome): boolean =>
  !outcome.ok &&
  (outcome.status === 0 ||
    outcome.status === 401 ||
    outcome.status === 408 ||
    outcome.status === 429 ||
    outcome.status >= 500);

export function classifyPush(entry: OutboxEntry, outcome: PushOutcome): PushClass {
  if (outcome.ok) return 'success';
  if (stopsTheQueue(outcome)) return outcome.status === 401 ? 'auth' : 'transient';
  if (handlerFor(operationOf(entry)).isSupersededFailure?.(outcome)) return 'superseded';
  if (outcome.status >= 400) return 'permanent';
  return 'transient';
}
