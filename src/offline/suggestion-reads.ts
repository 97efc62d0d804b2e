import { getOfflineDb, type OfflineDb } from './db';
import type { LocalSuggestion } from './rows';

const newestFirst = (a: LocalSuggestion, b: LocalSuggestion): number =>
  (b.generated_at ?? b.created_at ?? '').localeCompare(a.generated_at ?? a.created_at ?? '');

/** One user's suggestions for an activity, newest first (spec part 2 §4: the newest is current). */
export async function readSuggestions(ownerId: string, activityId: string, userId: string = ownerId, db: OfflineDb = getOfflineDb()): Promise<LocalSuggestion[]> {
  const rows = await db.suggestions.where('[ownerId+activity_id]').equals([ownerId, activityId]).toArray();
  return rows.filter((row) => row.user_id === userId).sort(newestFirst);
}

/** Every suggestion the device holds for these activities (a coach reviewing a team). */
export async function readSuggestionsOfActivities(ownerId: string, activityIds: readonly string[], db: OfflineDb = getOfflineDb()): Promise<LocalSuggestion[]> {
  if (activityIds.length === 0) return [];
  const rows = await db.suggestions.where('[ownerId+activity_id]').anyOf(activityIds.map((id) => [ownerId, id])).toArray();
  return rows.sort(newestFirst);
}
