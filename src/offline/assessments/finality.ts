import type { LocalAssessment } from '../store/rows';
import type { Operation } from '../operations/payloads';

/**
 * A completed assessment is final: a partial save or a second completion arriving after the
 * completion is superseded, never applied. A completion marks the local row in its own commit, and
 * a refresh from the server keeps a local completion (cache.ts), so the row alone tells. The server
 * refuses the same (`assessment_completed:`), for a row that was somehow lost on the device.
 */
export function afterCompletionReason(
  op: Operation<'assessment/save-partial' | 'assessment/complete'>,
  row: LocalAssessment,
): string | null {
  return row.completed_at ? `assessment ${op.target} already completed at ${row.completed_at}` : null;
}
