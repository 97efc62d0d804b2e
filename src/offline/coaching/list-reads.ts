// The coaching list's counts (active phases of the program, active
// activities across them), as the backend's count reads answered them, kept per user and session so
// the list shows them offline. A session never counted on this device has no counts (null).
import { getOfflineDb, type OfflineDb } from '../store/db';
import { readSnapshot, saveSnapshot } from '../store/snapshots';

export interface SessionCounts {
  activePhases: number;
  activeActivities: number;
}

const countsKey = (sessionId: string) => `coaching-list:counts:${sessionId}`;

export function saveSessionCounts(
  ownerId: string,
  sessionId: string,
  counts: SessionCounts,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  return saveSnapshot(ownerId, countsKey(sessionId), counts, db);
}

export async function readSessionCounts(
  ownerId: string,
  sessionId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<SessionCounts | null> {
  return (await readSnapshot<SessionCounts>(ownerId, countsKey(sessionId), db)) ?? null;
}
