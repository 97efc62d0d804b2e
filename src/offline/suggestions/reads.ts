import { getOfflineDb, type OfflineDb } from '../store/db';
import type { LocalSuggestion } from '../store/rows';

const newestFirst = (a: LocalSuggestion, b: LocalSuggestion): number =>
  (b.generated_at ?? b.created_at ?? '').localeCompare(a.generated_at ?? a.created_at ?? '');

/** One user's suggestions for an activity, newest first (the newest is current). */
export async function readSuggestions(
  ownerId: string,
  activityId: string,
  userId: string = ownerId,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalSuggestion[]> {
  const rows = await db.suggestions.where('[ownerId+activity_id]').equals([ownerId, activityId]).toArray();
  return rows.filter((row) => row.user_id === userId).sort(newestFirst);
}
