import { getOfflineDb } from '../store/db';
import type { SuggestionFields } from '../store/rows';
import { queuedTargets } from '../outbox/queue';

/** While a status change of the suggestion is queued, the local row wins over the server's. */
export async function cacheSuggestions(ownerId: string, rows: readonly SuggestionFields[], db = getOfflineDb()) {
  await db.transaction('rw', db.suggestions, db.outbox, async () => {
    const queued = await queuedTargets(db, ownerId);
    await db.suggestions.bulkPut(rows.filter((row) => !queued.has(row.id)).map((row) => ({ ...row, ownerId })));
  });
}
