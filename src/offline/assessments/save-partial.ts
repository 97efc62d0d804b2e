import { mergeAnswers, stampAnswers } from './answers';
import { afterCompletionReason } from './finality';
import type { OperationHandler } from '../operations/handler';
import { requireAssessment } from '../operations/local-rows';
import type { Operation } from '../operations/payloads';
import { earlierStart, startedAtField, withEarliestStart } from './started-at';

type SavePartial = Operation<'assessment/save-partial'>;

const timed = (op: SavePartial) => stampAnswers(op.payload.answers, op.actedAt, op.payload.answer_times);

/** Partial save: answers merge per question, later action wins; nothing after a completion. */
export const savePartialHandler: OperationHandler<'assessment/save-partial'> = {
  kind: 'assessment/save-partial',
  tables: ['assessments'],

  load: (db, op) => requireAssessment(db, op.ownerId, op.target),

  supersededReason: afterCompletionReason,

  prepare: withEarliestStart,

  async applyLocal(db, op, row) {
    const merged = mergeAnswers({ answers: row.answers, answer_times: row.answer_times }, timed(op));
    await db.assessments.put({ ...row, ...merged, started_at: earlierStart(row.started_at, op.payload.started_at) });
  },

  coalesce(queued, op) {
    const started_at = earlierStart(queued.payload.started_at, op.payload.started_at);
    return { ...mergeAnswers(timed(queued), timed(op)), ...(started_at ? { started_at } : {}) };
  },

  toRequest(op) {
    return {
      method: 'update',
      table: 'assessments',
      match: { id: op.target },
      body: { ...timed(op), ...startedAtField(op) },
    };
  },

  isSupersededFailure(failure) {
    return failure.message.startsWith('assessment_completed:');
  },
};
