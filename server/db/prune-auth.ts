/*
 * The embedded backend's auth tables, kept bounded per user. Every refresh (hourly while the app is
 * open) revokes a refresh token and adds its successor, and every sign-in on a device that is later
 * wiped leaves a session nobody ends: a year of use would otherwise leave thousands of rows per user.
 * Refresh tokens revoked more than 24 hours ago go, as Supabase Auth's own cleanup deletes them (a
 * revoked token is only honoured within the reuse interval, or while its child is the session's
 * newest); sessions not refreshed for 180 days go with their tokens (the device report retention: the
 * installation is gone; a device that comes back signs in again). A hosted project's Auth cleans its
 * tokens itself; its sessions are bounded by the project's inactivity timeout setting.
 */
import type { Queryable } from './pruning.ts';

export const REVOKED_TOKEN_RETENTION = '24 hours';
export const IDLE_SESSION_RETENTION = '180 days';

/** Deletes at most `maxRows` expired refresh tokens, then at most `maxRows` idle sessions; answers the rows deleted. */
export async function pruneAuthBatch(db: Queryable, maxRows: number): Promise<number> {
  const tokens = await db.query<{ id: string }>(
    `delete from auth.refresh_tokens where id in (
       select id from auth.refresh_tokens where revoked and updated_at < now() - $2::interval limit $1
     ) returning id`,
    [maxRows, REVOKED_TOKEN_RETENTION],
  );
  const sessions = await db.query<{ id: string }>(
    `delete from auth.sessions where id in (
       select id from auth.sessions where coalesce(updated_at, created_at) < now() - $2::interval limit $1
     ) returning id`,
    [maxRows, IDLE_SESSION_RETENTION],
  );
  return tokens.rows.length + sessions.rows.length;
}
