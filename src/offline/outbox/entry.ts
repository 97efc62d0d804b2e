import type { Operation } from '../operations/payloads';
import type { OutboxEntry } from './types';

/** Only the operation's own fields (what is pushed, logged and exported). */
export function operationOf(entry: OutboxEntry): Operation {
  const { id, kind, target, payload, actedAt, ownerId } = entry;
  return { id, kind, target, payload, actedAt, ownerId } as Operation;
}

export function newEntry(op: Operation, queuedAt: string): OutboxEntry {
  return { ...op, status: 'pending', rev: 0, queuedAt, attempts: 0, lastError: null, coalescedIds: [] };
}
