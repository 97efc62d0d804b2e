import { stampAnswers } from './answers';
import { afterCompletionReason } from './finality';
import type { OperationHandler } from '../operations/handler';
import { requireAssessment } from '../operations/local-rows';
import type { Operation } from '../operations/payloads';
import { earlierStart, startedAtField, withEarliestStart } from './started-at';

type Complete = Operation<'assessment/complete'>;

/** completed_at is the user's time (or the timer's deadline), never the sync's. */
export const completedAtOf = (op: Complete): string => op.payload.completed_at ?? op.actedAt;

function completionBody(op: Complete) {
  const { answers, answer_times } = stampAnswers(op.payload.answers, op.actedAt);
  const body = {
    answers,
    answer_times,
    score: op.payload.score,
    completed_at: completedAtOf(op),
    ...startedAtField(op),
  };
  return op.payload.results === undefined ? body : { ...body, results: op.payload.results };
}

/** Completion is final: a second one is superseded, and it is never folded into partial saves. */
export const completeHandler: OperationHandler<'assessment/complete'> = {
  kind: 'assessment/complete',
  tables: ['assessments'],

  load: (db, op) => requireAssessment(db, op.ownerId, op.target),

  supersededReason: afterCompletionReason,

  prepare: withEarliestStart,

  async applyLocal(db, op, row) {
    await db.assessments.put({
      ...row,
      ...completionBody(op),
      started_at: earlierStart(row.started_at, op.payload.started_at),
    });
  },

  toRequest(op) {
    return { method: 'update', table: 'assessments', match: { id: op.target }, body: completionBody(op) };
  },
};
