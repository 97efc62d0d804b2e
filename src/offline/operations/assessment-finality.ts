import type { OfflineDb } from '../db';
import type { OutboxEntry } from '../outbox/types';
import { requireAssessment } from './local-rows';
import type { Operation } from './payloads';

/**
 * A completed assessment is final: a partial save or a second completion arriving after the
 * completion (already on the row, or queued before it) is superseded, never applied.
 */
export async function afterCompletionReason(
  db: OfflineDb,
  op: Operation<'assessment/save-partial' | 'assessment/complete'>,
  queued: readonly OutboxEntry[],
): Promise<string | null> {
  const row = await requireAssessment(db, op.ownerId, op.target);
  if (row.completed_at) return `assessment ${op.target} already completed at ${row.completed_at}`;
  if (queued.some((entry) => entry.kind === 'assessment/complete')) return `assessment ${op.target} has a queued completion`;
  return null;
}
