import type { OfflineDb } from '../store/db';
import type { SnapshotRow } from '../store/rows';

/** The snapshot the coach workspace (/coach) renders from: its sessions, as its feature loaded them. */
export const COACH_WORKSPACE_KEY = 'coach:workspace';

/** Workshop logistics as the workspace shows and edits them (content_data keys of the activity). */
export interface WorkshopLogistics {
  venue_address: string | null;
  scheduled_datetime: string | null;
  logistics_notes: string | null;
}

/** The parts of a workspace session that a coach edits offline; the rest is left as it is. */
interface EditableSession {
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
