/** A coach's edits, committed on the device first and pushed by the outbox (src/offline/coaching/authoring.ts). */
import { commit, newOperation } from '../../offline/outbox';
import type { WorkshopLogistics } from '../../offline/coaching';
import type { WorkspaceActivity, WorkspaceSession } from './workspace-api';

export interface ScheduleDraft {
  startDate: string;
  endDate: string;
  currentPhase: number;
}

/** Why the dates cannot be saved, or null: an end before the start is refused as the database does. */
export function scheduleProblem(draft: ScheduleDraft): 'end-before-start' | null {
  return draft.startDate && draft.endDate && draft.endDate < draft.startDate ? 'end-before-start' : null;
}

/** Saves, on the device, only the fields the coach changed; false when nothing changed. */
export async function saveSchedule(ownerId: string, session: WorkspaceSession, draft: ScheduleDraft): Promise<boolean> {
  const payload: { start_date?: string | null; end_date?: string | null; current_phase?: number } = {};
  if (draft.startDate !== (session.startDate ?? '')) payload.start_date = draft.startDate || null;
  if (draft.endDate !== (session.endDate ?? '')) payload.end_date = draft.endDate || null;
  if (draft.currentPhase !== session.currentPhase) payload.current_phase = draft.currentPhase;
  if (Object.keys(payload).length === 0) return false;
  await commit(newOperation('session/edit-schedule', { target: session.id, ownerId, payload }));
  return true;
}

/** Saves, on the device, the workshop logistics the coach changed; false when nothing changed. */
export async function saveLogistics(
  ownerId: string,
  activity: WorkspaceActivity,
  draft: WorkshopLogistics,
): Promise<boolean> {
  const before = activity.logistics;
  if (!before) return false;
  const payload: Partial<WorkshopLogistics> = {};
  for (const field of ['venue_address', 'scheduled_datetime', 'logistics_notes'] as const) {
    const value = draft[field]?.trim() || null;
    if (value !== before[field]) payload[field] = value;
  }
  if (Object.keys(payload).length === 0) return false;
  await commit(newOperation('activity/edit-logistics', { target: activity.id, ownerId, payload }));
  return true;
}

/** Marks a notice read (on the device at once, on the server through the outbox). */
export async function dismissNotice(ownerId: string, noticeId: string): Promise<void> {
  await commit(newOperation('notification/mark-read', { target: noticeId, ownerId, payload: {} }));
}
