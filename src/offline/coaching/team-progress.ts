// Every member's progress in a session (coach and team views), cached from the server.
import { getOfflineDb, type OfflineDb } from '../store/db';
import type { LocalTeamProgress, TeamProgressFields } from '../store/rows';

export async function readTeamProgress(
  ownerId: string,
  sessionId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<TeamProgressFields[]> {
  const rows = await db.teamProgress.where('[ownerId+session_id]').equals([ownerId, sessionId]).toArray();
  return rows.map(({ ownerId: _owner, ...row }: LocalTeamProgress) => row);
}

/** Rows of one or more sessions from the server; a row changed by Realtime simply replaces its copy. */
export async function cacheTeamProgress(
  ownerId: string,
  rows: readonly TeamProgressFields[],
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  if (rows.length === 0) return;
  await db.teamProgress.bulkPut(rows.map((row) => ({ ...row, ownerId })));
}

/** The user's own progress rows in a session as the device has them (offline changes included). */
export async function readOwnSessionProgress(
  ownerId: string,
  sessionId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<TeamProgressFields[]> {
  const rows = await db.progress.where('[ownerId+session_id]').equals([ownerId, sessionId]).toArray();
  return rows.map(
    ({ ownerId: _owner, ...row }) =>
      ({ id: `${row.session_id}/${row.activity_id}`, created_at: row.updated_at, ...row }) as TeamProgressFields,
  );
}
