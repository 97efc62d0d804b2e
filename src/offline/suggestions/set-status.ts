import type { OperationHandler } from '../operations/handler';
import { later } from '../operations/handler';
import { requireSuggestion } from '../operations/local-rows';
import type { Operation } from '../operations/payloads';

type SuggestionOp = Operation<'suggestion/set-status'>;

function statusFields(op: SuggestionOp) {
  const p = op.payload;
  const fields: Record<string, unknown> = {
    status: p.status,
    accepted_at: p.accepted_at ?? (p.status === 'accepted' ? op.actedAt : null),
    status_changed_at: op.actedAt,
  };
  if (p.user_modifications !== undefined) fields.user_modifications = p.user_modifications;
  return fields;
}

/** The later status change wins, on the device and on the server (status_changed_at). */
export const suggestionSetStatusHandler: OperationHandler<'suggestion/set-status'> = {
  kind: 'suggestion/set-status',
  tables: ['suggestions'],

  load: (db, op) => requireSuggestion(db, op.ownerId, op.target),

  supersededReason(op, row) {
    if (row.status_changed_at && later(row.status_changed_at, op.actedAt)) {
      return `suggestion ${op.target} changed later (${row.status_changed_at})`;
    }
    return null;
  },

  async applyLocal(db, op, row) {
    await db.suggestions.put({ ...row, ...statusFields(op) });
  },

  coalesce(_queued, op) {
    return op.payload;
  },

  toRequest(op) {
    return { method: 'update', table: 'ai_suggestions', match: { id: op.target }, body: statusFields(op) };
  },
};
