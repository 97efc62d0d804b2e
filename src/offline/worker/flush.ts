import { createTokenClient } from '../../backend/token-client';
import { getOfflineDb, type OfflineDb } from '../store/db';
import * as queue from '../outbox/queue';
import { SyncEngine } from '../sync/engine';
import { createSupabaseTransport } from '../sync/transport';
import { readUsableWorkerSession } from './session';

export interface WorkerFlushResult {
  ok: boolean;
  pending: number;
}

/**
 * The service worker's own outbox flush (Background Sync with no page open). Worker-safe: Dexie
 * and fetch only. It pushes with the session the page stored, and only while that token is still
 * valid; otherwise it reports the entries as still pending and the next page flushes them.
 */
export async function flushFromWorker(
  db: OfflineDb = getOfflineDb(),
  now: () => number = Date.now,
): Promise<WorkerFlushResult> {
  const session = await readUsableWorkerSession(db, now());
  if (!session) {
    const pending = await db.outbox.filter((entry) => entry.status === 'pending').count();
    return { ok: pending === 0, pending };
  }
  const client = createTokenClient(session.supabaseUrl, session.anonKey, session.accessToken);
  const engine = new SyncEngine({
    transport: createSupabaseTransport(client),
    getOwnerId: () => session.ownerId,
    db,
    registerSync: async () => false,
  });
  try {
    await engine.flush();
  } finally {
    engine.stop(); // no backoff timer in the worker: the browser retries a failed sync event itself
  }
  const pending = await queue.countPending(db, session.ownerId);
  return { ok: pending === 0, pending };
}
