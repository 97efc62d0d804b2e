import { getOfflineDb, type OfflineDb } from '../store/db';
import type { LocalSuggestion } from '../store/rows';

const newestFirst = (a: LocalSuggestion, b: LocalSuggestion): number =>
  (b.generated_at ?? b.created_at ?? '').localeCompare(a.generated_at ?? a.created_at ?? '');

/**
 * A coaching session's team suggestions (those without an activity, whoever asked for them), newest
 * first, as the device has them. A row without an activity is in no [ownerId+activity_id] index
 * entry, so the owner's rows are filtered; a device holds few suggestions per user.
 */
export async function readTeamSuggestions(
  ownerId: string,
  sessionId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalSuggestion[]> {
  const rows = await db.suggestions
    .where('ownerId')
    .equals(ownerId)
    .filter((row) => row.activity_id == null && row.session_id === sessionId)
    .toArray();
  return rows.sort(newestFirst);
}
