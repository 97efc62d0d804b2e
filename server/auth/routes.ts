import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { identifyCaller, type Caller } from '../auth/caller.ts';
import { refuseIfHookSaysSo } from './access-token-hook.ts';
import { readJson } from './json-body.ts';
import { send } from '../http/send.ts';
import { handleAdmin } from './admin.ts';
import { authError, emailNotConfirmed, invalidCredentials, noAuthorization } from './errors.ts';
import { changePassword } from './password-change.ts';
import { upgradeHashIfWeak, verifyPassword } from './passwords.ts';
import { endSessions, refreshSession, sessionExists, startSession, type SessionIssuer } from './sessions.ts';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function sessionIssuer(ctx: BackendContext): SessionIssuer {
  return {
    db: ctx.db,
    jwt: ctx.jwt,
    issuer: `${ctx.url}/auth/v1`,
    reuseIntervalSeconds: ctx.auth.refreshTokenReuseIntervalSeconds,
  };
}

/**
 * grant_type=password. Every refusal costs one bcrypt verification, whether or not the e-mail
 * exists, and failures count towards the per-address and per-account limits.
 */
async function passwordGrant(
  ctx: BackendContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const email = str(body.email);
  const password = str(body.password);
  if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone', 'invalid_grant');
  const address = req.socket.remoteAddress ?? 'unknown';
  ctx.signInLimits.check(address, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!(await verifyPassword(ctx.db, user?.encrypted_password, password)) || !user?.encrypted_password) {
    ctx.signInLimits.failed(address, email);
    throw invalidCredentials();
  }
  if (!user.email_confirmed_at) throw emailNotConfirmed();
  if (user.banned_until && new Date(user.banned_until) > new Date())
    throw authError(400, 'user_banned', 'User is banned', 'invalid_grant');
  await refuseIfHookSaysSo(ctx.db, user.id, 'password');
  await upgradeHashIfWeak(ctx.db, user.id, user.encrypted_password, password, ctx.auth.passwordHashCost);
  return startSession(sessionIssuer(ctx), user);
}

/** The signed-in user behind the bearer token; GoTrue refuses tokens whose session was ended. */
async function currentUser(ctx: BackendContext, caller: Caller): Promise<UserRow> {
  const sub = caller.claims.sub;
  if (!sub || caller.role === 'anon' || caller.role === 'service_role') throw noAuthorization();
  if (caller.claims.session_id && !(await sessionExists(ctx.db, caller.claims.session_id))) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(ctx.db, sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

/** The most a user's own metadata may take (jsonb bytes): each PUT /user merges its keys into what is stored. */
const MAX_USER_METADATA_BYTES = 16_384;

/** PUT /user; a new password ends the user's other sessions (all of them for a token without a session). */
async function updateUser(
  ctx: BackendContext,
  user: UserRow,
  sessionId: string | undefined,
  body: Record<string, unknown>,
): Promise<void> {
  if (typeof body.data === 'object' && body.data !== null) {
    const { rows } = await ctx.db.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb, updated_at = now()
       where id = $1 and pg_column_size(coalesce(raw_user_meta_data, '{}') || $2::jsonb) <= ${MAX_USER_METADATA_BYTES} returning id`,
      [user.id, JSON.stringify(body.data)],
    );
    if (rows.length === 0)
      throw authError(422, 'validation_failed', `User metadata may take at most ${MAX_USER_METADATA_BYTES} bytes`);
  }
  if (typeof body.password === 'string') {
    if (body.password.length < 6) throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
    await changePassword(ctx.db, user.id, body.password, ctx.auth.passwordHashCost, sessionId);
  }
}

const SETTINGS = {
  external: { email: true, phone: false, anonymous_users: false, google: false, github: false },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

/** auth/v1: the GoTrue endpoints supabase-js calls for password sign-in, refresh, user, logout and admin. */
export async function handleAuth(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const caller = await identifyCaller(ctx, req, 'gotrue');
  if (path === '/settings' && method === 'GET') return send(res, 200, SETTINGS);
  if (path === '/health' && method === 'GET')
    return send(res, 200, { version: 'embedded', name: 'GoTrue', description: 'embedded' });
  if (path === '/token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    const body = await readJson(req);
    if (grant === 'password') return send(res, 200, await passwordGrant(ctx, req, body));
    if (grant === 'refresh_token') {
      const token = str(body.refresh_token);
      if (!token)
        throw authError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
          'invalid_grant',
        );
      return send(res, 200, await refreshSession(sessionIssuer(ctx), token));
    }
    throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type', 'unsupported_grant_type');
  }
  if (path === '/user' && (method === 'GET' || method === 'PUT')) {
    const user = await currentUser(ctx, caller);
    if (method === 'PUT') await updateUser(ctx, user, caller.claims.session_id, await readJson(req));
    return send(res, 200, userJson((await findUserById(ctx.db, user.id)) ?? user));
  }
  if (path === '/logout' && method === 'POST') {
    const user = await currentUser(ctx, caller).catch(() => undefined);
    if (user) await endSessions(ctx.db, user.id, caller.claims.session_id, url.searchParams.get('scope') ?? 'global');
    return send(res, 204, null);
  }
  if (path === '/signup' && method === 'POST')
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (path === '/recover' && method === 'POST') return send(res, 200, {});
  if (path.startsWith('/admin/')) return handleAdmin(ctx, req, res, caller, path.slice('/admin'.length));
  throw authError(404, 'not_found', `Not found: ${method} ${path}`);
}
