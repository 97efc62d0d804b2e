import type { LocalSubmission } from '../store/rows';
import type { OperationHandler } from '../operations/handler';
import type { Operation } from '../operations/payloads';

type SubmissionOp = Operation<'submission/upsert'>;

function submissionRow(op: SubmissionOp): Omit<LocalSubmission, 'ownerId' | 'ai_suggestions'> {
  const p = op.payload;
  return {
    id: op.target,
    form_id: p.form_id,
    user_id: op.ownerId,
    answers: p.answers,
    status: p.status,
    submitted_at: p.submitted_at ?? (p.status === 'submitted' ? op.actedAt : null),
  };
}

/** Insert-or-update by the client's id; once submitted the submission is read-only. */
export const submissionUpsertHandler: OperationHandler<'submission/upsert'> = {
  kind: 'submission/upsert',
  tables: ['submissions'],

  load: (db, op) => db.submissions.get([op.ownerId, op.target]),

  supersededReason(op, row) {
    return row?.status === 'submitted' ? `submission ${op.target} already submitted` : null;
  },

  async applyLocal(db, op, row) {
    const ai_suggestions = op.payload.ai_suggestions ?? row?.ai_suggestions ?? null;
    await db.submissions.put({ ...row, ...submissionRow(op), ai_suggestions, ownerId: op.ownerId });
  },

  coalesce(_queued, op) {
    return op.payload;
  },

  toRequest(op) {
    const body: Record<string, unknown> = { ...submissionRow(op) };
    if (op.payload.ai_suggestions !== undefined) body.ai_suggestions = op.payload.ai_suggestions;
    return { method: 'upsert', table: 'assignment_submissions', onConflict: 'id', body };
  },

  // Submitted on another device (or before): the submission is read-only, so this change lost.
  isSupersededFailure(failure) {
    return failure.message.startsWith('submission_submitted:');
  },
};
