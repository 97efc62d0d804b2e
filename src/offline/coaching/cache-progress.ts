import { getOfflineDb } from '../store/db';
import type { ProgressFields } from '../store/rows';
import { progressTarget } from '../operations/payloads';
import { queuedTargets } from '../outbox/queue';

/** Progress, submissions, suggestions: while an entry for the row is queued, the local row wins. */
export async function cacheProgress(ownerId: string, rows: readonly ProgressFields[], db = getOfflineDb()) {
  await db.transaction('rw', db.progress, db.outbox, async () => {
    const queued = await queuedTargets(db, ownerId);
    const fresh = rows.filter((row) => !queued.has(progressTarget(row.session_id, row.activity_id)));
    await db.progress.bulkPut(fresh.map((row) => ({ ...row, ownerId })));
  });
}
