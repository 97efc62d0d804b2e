import type { Database } from '../db/database.ts';
import type { Claims } from '../jwt.ts';
import type { Statement } from '../db/statement-batch.ts';
import { isPgError } from '../db/pg-error.ts';

/*
 * A user's token stays refused once its session ended (sign-out, refresh-token reuse, a ban) or its
 * user was banned, though its signature and expiry are still fine. REST checks that inside the same
 * call into the database as the request's own statements, in the statement that switches to the
 * caller's role (transaction.ts): it raises, so that statement and everything after it fail and roll
 * back. The function is security definer, so it reads auth.users and auth.sessions as its owner
 * whatever role the statement has switched to by the time it runs. auth/v1, functions/v1 and
 * realtime run the same check on its own (auth/caller.ts). The schema is not exposed through rest/v1.
 */
const BANNED_CODE = 'TA401';
const SESSION_ENDED_CODE = 'TA402';

const INSTALL_SQL = `
create schema if not exists rest_session;
create or replace function rest_session.require_live(_sub uuid, _session_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  if exists (select 1 from auth.users u where u.id = _sub and u.banned_until > now()) then
    raise exception 'User is banned' using errcode = '${BANNED_CODE}';
  end if;
  if _session_id is not null and not exists (select 1 from auth.sessions s where s.id = _session_id and s.user_id = _sub) then
    raise exception 'Session from session_id claim in JWT does not exist' using errcode = '${SESSION_ENDED_CODE}';
  end if;
  return true;
end $$;
revoke all on function rest_session.require_live(uuid, uuid) from public;
`;

export async function installSessionGuard(db: Database): Promise<void> {
  await db.exec(INSTALL_SQL);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guard's call as an SQL expression, its two parameters numbered from `first`. */
export function sessionGuardSql(first: number): string {
  return `rest_session.require_live($${first}, $${first + 1})`;
}

/** The guard's parameters for a user's claims (user id, session id); none for a token without a user (anon, service_role). */
export function sessionGuardParams(claims: Claims): [string, string | null] | undefined {
  const sub = claims.sub;
  if (typeof sub !== 'string' || !UUID.test(sub)) return undefined;
  const sessionId = typeof claims.session_id === 'string' && UUID.test(claims.session_id) ? claims.session_id : null;
  return [sub, sessionId];
}

/** The guard statement on its own for a user's claims; none for a token without a user (anon, service_role). */
export function sessionGuard(claims: Claims): Statement | undefined {
  const params = sessionGuardParams(claims);
  return params && { text: `select ${sessionGuardSql(1)}`, params };
}

/** The guard's refusal, with GoTrue's error code; undefined for any other error. */
export function sessionEnded(
  error: unknown,
): { code: 'user_banned' | 'session_not_found'; message: string } | undefined {
  if (!isPgError(error)) return undefined;
  if (error.code === BANNED_CODE) return { code: 'user_banned', message: error.message };
  if (error.code === SESSION_ENDED_CODE) return { code: 'session_not_found', message: error.message };
  return undefined;
}
