import type { OfflineDb } from '../store/db';

/**
 * What the service worker needs to flush the outbox by itself when no page is open: the signed-in
 * user's access token and where to send it. Written by the page at sign-in and every token
 * refresh, removed at sign-out. The worker never refreshes the token (that would rotate the
 * refresh token behind the page's back); with an expired token it leaves the queue to the page.
 */
// A type alias (not an interface) so that it is assignable to the meta table's Json value.
export type WorkerSession = {
  ownerId: string;
  accessToken: string;
  /** seconds since the epoch, as in the session's expires_at */
  expiresAt: number;
  supabaseUrl: string;
  anonKey: string;
};

const KEY = 'worker-session';

export async function saveWorkerSession(db: OfflineDb, session: WorkerSession): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.filter((row) => row.key === KEY && row.ownerId !== session.ownerId).delete();
    await db.meta.put({ ownerId: session.ownerId, key: KEY, value: session, updatedAt: new Date().toISOString() });
  });
}

export async function clearWorkerSession(db: OfflineDb): Promise<void> {
  await db.meta.filter((row) => row.key === KEY).delete();
}

function isWorkerSession(value: unknown): value is WorkerSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.ownerId === 'string' &&
    typeof v.accessToken === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof v.supabaseUrl === 'string' &&
    typeof v.anonKey === 'string'
  );
}

/** The stored session, or null when there is none or its token expires within `marginMs`. */
export async function readUsableWorkerSession(
  db: OfflineDb,
  nowMs: number,
  marginMs = 30_000,
): Promise<WorkerSession | null> {
  const row = await db.meta.filter((r) => r.key === KEY).first();
  const session = row && isWorkerSession(row.value) ? row.value : null;
  if (!session || session.expiresAt * 1000 - marginMs <= nowMs) return null;
  return session;
}

/**
 * Logout, whatever happens to the user's data: the token goes (a shared tablet keeps the work of
 * a user who asked, never their access token). Only that user's copy, so another signed-in tab's
 * session is not touched.
 */
export async function forgetWorkerSession(db: OfflineDb, ownerId: string): Promise<void> {
  await db.meta.delete([ownerId, KEY]);
}
