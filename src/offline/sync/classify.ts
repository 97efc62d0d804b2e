import { handlerFor } from '../operations/index';
import { operationOf } from '../outbox/entry';
import type { OutboxEntry, PushOutcome } from '../outbox/types';

/**
 * success: delete the entry. superseded: a later fact won (drop with a record). auth: pause until
 * the session is refreshed. permanent: mark failed, keep, go on. transient: stop, retry later.
 */
export type PushClass = 'success' | 'superseded' | 'auth' | 'permanent' | 'transient';

const transientStatuses = new Set([0, 408, 429]);

export function classifyPush(entry: OutboxEntry, outcome: PushOutcome): PushClass {
  if (outcome.ok) return 'success';
  if (outcome.status === 401) return 'auth';
  if (transientStatuses.has(outcome.status) || outcome.status >= 500) return 'transient';
  if (handlerFor(operationOf(entry)).isSupersededFailure?.(outcome)) return 'superseded';
  if (outcome.status >= 400) return 'permanent';
  return 'transient';
}
