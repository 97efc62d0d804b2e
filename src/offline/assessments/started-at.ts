import type { LocalAssessment } from '../store/rows';
import type { Operation } from '../operations/payloads';

type AssessmentOp = Operation<'assessment/save-partial'> | Operation<'assessment/complete'>;

/** Two devices may both have started a timed assessment: the earlier start is the real one. */
export function earlierStart(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b) return a || b || null;
  return Date.parse(b) < Date.parse(a) ? b : a;
}

/**
 * An operation that carries a start is queued with the earliest start known on this device
 * (local row or payload); one without a start leaves the server's value alone.
 */
export function withEarliestStart<T extends AssessmentOp>(op: T, row: LocalAssessment | undefined): T {
  if (!op.payload.started_at) return op;
  const started_at = earlierStart(row?.started_at, op.payload.started_at);
  if (!started_at || started_at === op.payload.started_at) return op;
  return { ...op, payload: { ...op.payload, started_at } };
}

/** The started_at field of a PATCH body, only when the operation has one. */
export const startedAtField = (op: AssessmentOp): { started_at?: string } =>
  op.payload.started_at ? { started_at: op.payload.started_at } : {};
