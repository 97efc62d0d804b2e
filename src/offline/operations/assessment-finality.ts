import type { OutboxEntry } from '../outbox/types';
import type { LocalAssessment } from '../rows';
import type { Operation } from './payloads';

/**
 * A completed assessment is final: a partial save or a second completion arriving after the
 * completion (already on the row, or queued before it) is superseded, never applied. Nothing is
 * queued for the assessment after a completion, so a queued one is always the newest entry.
 */
export function afterCompletionReason(
  op: Operation<'assessment/save-partial' | 'assessment/complete'>,
  row: LocalAssessment,
  lastQueued: OutboxEntry | undefined,
): string | null {
  if (row.completed_at) return `assessment ${op.target} already completed at ${row.completed_at}`;
  if (lastQueued?.kind === 'assessment/complete') return `assessment ${op.target} has a queued completion`;
  return null;
}
