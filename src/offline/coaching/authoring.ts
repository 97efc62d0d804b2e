import { editBody, mergeFieldEdits, withFieldTimes } from './field-edits';
import { applyWorkspaceEdit, editWorkspace, loadWorkspace } from './workspace-snapshot';
import type { OperationHandler } from '../operations/handler';
import type { LogisticsField, ScheduleField } from '../operations/payloads';

const scheduleFields = ['start_date', 'end_date', 'current_phase'] as const satisfies readonly ScheduleField[];
const logisticsFields = [
  'venue_address',
  'scheduled_datetime',
  'logistics_notes',
] as const satisfies readonly LogisticsField[];

/**
 * A coach's edit of a session's dates and current phase: on the device's copy of the workspace at
 * once, on the server when the outbox flushes, where each field keeps the later of this edit and
 * any other (20250123000100_keep_the_later_field_edit.sql). Never superseded on the device: the
 * server decides which edit is later, and tells the one replaced.
 */
export const sessionScheduleHandler: OperationHandler<'session/edit-schedule'> = {
  kind: 'session/edit-schedule',
  tables: ['snapshots'],
  load: (db, op) => loadWorkspace(db, op.ownerId),
  supersededReason: () => null,
  prepare: (op) => ({ ...op, payload: withFieldTimes(op.payload, scheduleFields, op.actedAt) }),

  async applyLocal(db, op, snapshot) {
    await editWorkspace(db, snapshot, (session) => applyWorkspaceEdit(session, op));
  },

  coalesce: (queued, op) => mergeFieldEdits(queued.payload, op.payload, scheduleFields),

  toRequest: (op) => ({
    method: 'update',
    table: 'coaching_sessions',
    match: { id: op.target },
    body: editBody(withFieldTimes(op.payload, scheduleFields, op.actedAt), scheduleFields),
  }),
};

/** A coach's edit of a workshop's logistics (venue, date and time, notes), like the schedule above. */
export const workshopLogisticsHandler: OperationHandler<'activity/edit-logistics'> = {
  kind: 'activity/edit-logistics',
  tables: ['snapshots'],
  load: (db, op) => loadWorkspace(db, op.ownerId),
  supersededReason: () => null,
  prepare: (op) => ({ ...op, payload: withFieldTimes(op.payload, logisticsFields, op.actedAt) }),

  async applyLocal(db, op, snapshot) {
    await editWorkspace(db, snapshot, (session) => applyWorkspaceEdit(session, op));
  },

  coalesce: (queued, op) => mergeFieldEdits(queued.payload, op.payload, logisticsFields),

  toRequest: (op) => ({
    method: 'update',
    table: 'coaching_activities',
    match: { id: op.target },
    body: editBody(withFieldTimes(op.payload, logisticsFields, op.actedAt), logisticsFields),
  }),
};
