import type { LocalProgress, ProgressStatus } from '../store/rows';
import { later, type OperationHandler } from '../operations/handler';
import type { Operation } from '../operations/payloads';

type ProgressOp = Operation<'progress/upsert'>;

const defaultPercentage: Record<ProgressStatus, number> = { completed: 100, in_progress: 50, not_started: 0 };

/** The row the server's upsert receives; updated_at is the user's action time. */
function progressRow(op: ProgressOp): Omit<LocalProgress, 'ownerId'> {
  const p = op.payload;
  return {
    user_id: op.ownerId,
    activity_id: p.activity_id,
    session_id: p.session_id,
    status: p.status,
    completion_percentage: p.completion_percentage ?? defaultPercentage[p.status],
    completed_at: p.completed_at ?? (p.status === 'completed' ? op.actedAt : null),
    submission_data: p.submission_data ?? null,
    updated_at: op.actedAt,
  };
}

/** Progress never goes back from completed, and an older action never overwrites a newer one. */
export const progressUpsertHandler: OperationHandler<'progress/upsert'> = {
  kind: 'progress/upsert',
  tables: ['progress'],

  load: (db, op) => db.progress.get([op.ownerId, op.payload.session_id, op.payload.activity_id]),

  supersededReason(op, row) {
    if (!row) return null;
    if (row.status === 'completed' && op.payload.status !== 'completed') {
      return `activity ${op.payload.activity_id} already completed`;
    }
    if (later(row.updated_at, op.actedAt)) return `progress changed later (${row.updated_at})`;
    return null;
  },

  prepare(op, row) {
    // A second completion (e.g. form sent after the video ended) keeps the first completion time.
    if (row?.status !== 'completed' || op.payload.completed_at) return op;
    return { ...op, payload: { ...op.payload, completed_at: row.completed_at } };
  },

  async applyLocal(db, op) {
    await db.progress.put({ ...progressRow(op), ownerId: op.ownerId });
  },

  coalesce(_queued, op) {
    // supersededReason refused regressions and prepare fixed completed_at: the newer payload is the truth.
    return op.payload;
  },

  toRequest(op) {
    return {
      method: 'upsert',
      table: 'user_activity_progress',
      onConflict: 'user_id,activity_id,session_id',
      body: progressRow(op),
    };
  },
};
