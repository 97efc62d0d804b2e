import type { OfflineDb } from '../store/db';
import type { Operation } from '../operations/payloads';
import type { LogOutcome } from './types';

/** Records an operation that will never be applied, with why (nothing is dropped silently). */
export async function recordDropped(
  db: OfflineDb,
  operation: Operation,
  outcome: LogOutcome,
  reason: string,
  at: string = new Date().toISOString(),
  coalescedIds: string[] = [],
): Promise<void> {
  await db.outboxLog.add({
    ownerId: operation.ownerId,
    opId: operation.id,
    kind: operation.kind,
    target: operation.target,
    outcome,
    reason,
    at,
    operation,
    coalescedIds,
  });
}
