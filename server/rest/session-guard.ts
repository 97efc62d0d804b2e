import type { PGlite } from '@electric-sql/pglite';
import type { Claims } from '../jwt.ts';
import type { Statement } from '../db/statement-batch.ts';
import { isPgError } from './pg-errors.ts';

/*
 * A user's token stays refused once its session ended (sign-out, refresh-token reuse, a ban) or its
 * user was banned, though its signature and expiry are still fine. REST checks that inside the same
 * call into the database as the request's own statements, as their first statement, run before the
 * role switch: it raises, so nothing after it runs. auth/v1, functions/v1 and realtime run the same
 * statement on its own (http/caller.ts). The schema is not exposed through rest/v1.
 */
const BANNED_CODE = 'TA401';
const SESSION_ENDED_CODE = 'TA402';

const INSTALL_SQL = `
create schema if not exists rest_session;
create or replace function rest_session.require_live(_sub uuid, _session_id uuid) returns boolean
language plpgsql stable set search_path = '' as $$
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

export async function installSessionGuard(db: PGlite): Promise<void> {
  await db.exec(INSTALL_SQL);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guard statement for a user's claims; none for a token without a user (anon, service_role). */
export function sessionGuard(claims: Claims): Statement | undefined {
  const sub = claims.sub;
  if (typeof sub !== 'string' || !UUID.test(sub)) return undefined;
  const sessionId = typeof claims.session_id === 'string' && UUID.test(claims.session_id) ? claims.session_id : null;
  return { text: 'select rest_session.require_live($1, $2)', params: [sub, sessionId] };
}

/** The guard's refusal, with GoTrue's error code; undefined for any other error. */
export function sessionEnded(error: unknown): { code: 'user_banned' | 'session_not_found'; message: string } | undefined {
  if (!isPgError(error)) return undefined;
  if (error.code === BANNED_CODE) return { code: 'user_banned', message: error.message };
  if (error.code === SESSION_ENDED_CODE) return { code: 'session_not_found', message: error.message };
  return undefined;
}
