import { getOfflineDb, type OfflineDb } from '../store/db';
import type { SnapshotRow } from '../store/rows';
import type { Operation } from '../operations/payloads';

/** The snapshot the coach workspace (/coach) renders from: its sessions, as its feature loaded them. */
export const COACH_WORKSPACE_KEY = 'coach:workspace';

/** Workshop logistics as the workspace shows and edits them (content_data keys of the activity). */
export interface WorkshopLogistics {
  venue_address: string | null;
  scheduled_datetime: string | null;
  logistics_notes: string | null;
}

/** The parts of a workspace session that a coach edits offline; the rest is left as it is. */
export interface EditableSession {
  id: string;
  startDate: string | null;
  endDate: string | null;
  currentPhase: number;
  phases: { activities: { id: string; logistics?: WorkshopLogistics | null }[] }[];
}

export const loadWorkspace = (db: OfflineDb, ownerId: string): Promise<SnapshotRow | undefined> =>
  db.snapshots.get([ownerId, COACH_WORKSPACE_KEY]);

/** Puts the device's copy back with `edit` applied to each session (a missing copy stays missing). */
export async function editWorkspace(
  db: OfflineDb,
  snapshot: SnapshotRow | undefined,
  edit: (session: EditableSession) => EditableSession,
): Promise<void> {
  if (!snapshot || !Array.isArray(snapshot.value)) return;
  await db.snapshots.put({ ...snapshot, value: (snapshot.value as EditableSession[]).map(edit) });
}

type WorkspaceEdit = Operation<'session/edit-schedule'> | Operation<'activity/edit-logistics'>;

/** One coach edit applied to one session of the workspace (the session unchanged when not concerned). */
export function applyWorkspaceEdit(session: EditableSession, op: WorkspaceEdit): EditableSession {
  if (op.kind === 'session/edit-schedule') {
    if (session.id !== op.target) return session;
    const p = op.payload;
    return {
      ...session,
      ...('start_date' in p ? { startDate: p.start_date ?? null } : {}),
      ...('end_date' in p ? { endDate: p.end_date ?? null } : {}),
      ...(p.current_phase !== undefined ? { currentPhase: p.current_phase } : {}),
    };
  }
  const p = op.payload;
  const edited = Object.fromEntries(
    (['venue_address', 'scheduled_datetime', 'logistics_notes'] as const)
      .filter((field) => field in p)
      .map((field) => [field, p[field] ?? null]),
  );
  return {
    ...session,
    phases: session.phases.map((phase) => ({
      ...phase,
      activities: phase.activities.map((activity) =>
        activity.id === op.target && activity.logistics
          ? { ...activity, logistics: { ...activity.logistics, ...edited } }
          : activity,
      ),
    })),
  };
}

/**
 * The workspace as the server answered it with this coach's edits still in the outbox applied over
 * it, in queue order: a refresh that lands before the push does not show the older values.
 */
export async function withPendingEdits<S extends EditableSession>(
  ownerId: string,
  sessions: S[],
  db: OfflineDb = getOfflineDb(),
): Promise<S[]> {
  const queued = await db.outbox
    .where('ownerId')
    .equals(ownerId)
    .filter(
      (entry) =>
        entry.status === 'pending' &&
        (entry.kind === 'session/edit-schedule' || entry.kind === 'activity/edit-logistics'),
    )
    .sortBy('seq');
  return sessions.map(
    (session) =>
      queued.reduce(
        (current, entry) => applyWorkspaceEdit(current, entry as WorkspaceEdit),
        session as EditableSession,
      ) as S,
  );
}
