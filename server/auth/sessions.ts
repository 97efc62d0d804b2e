import { randomBytes } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts';
import type { JwtKeys } from '../jwt.ts';
import { refuseIfHookSaysSo } from './access-token-hook.ts';
import { authError } from './errors.ts';
import { appMetadata, findUserById, userJson, type UserRow } from './users.ts';

/** Where sessions are issued from: the database, the signer, the issuer URL and GoTrue's reuse interval. */
export interface SessionIssuer {
  db: Database;
  jwt: JwtKeys;
  issuer: string;
  reuseIntervalSeconds: number;
}

function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

const isBanned = (user: UserRow) => user.banned_until !== null && new Date(user.banned_until) > new Date();

async function accessToken(
  jwt: JwtKeys,
  user: UserRow,
  sessionId: string,
  issuer: string,
  now: number,
): Promise<string> {
  return jwt.sign({
    aud: 'authenticated',
    exp: now + ACCESS_TOKEN_TTL_SECONDS,
    iat: now,
    iss: issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: { ...(user.raw_user_meta_data ?? {}) },
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
}

async function sessionJson(
  from: SessionIssuer,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: await accessToken(from.jwt, user, sessionId, from.issuer, now),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session (password sign-in): a row in auth.sessions and its first refresh token. */
export async function startSession(from: SessionIssuer, user: UserRow): Promise<Record<string, unknown>> {
  const token = newRefreshToken();
  const sessionId = await from.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [
      user.id,
    ]);
    const id = (rows[0] as { id: string }).id;
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
      token,
      user.id,
      id,
    ]);
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return id;
  });
  const fresh = (await findUserById(from.db, user.id)) ?? user;
  return sessionJson(from, fresh, sessionId, token);
}

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
  reusable: boolean;
}

/** The session's newest token that is still valid. */
async function activeToken(
  tx: Transaction,
  sessionId: string,
): Promise<{ token: string; parent: string | null } | undefined> {
  const { rows } = await tx.query<{ token: string; parent: string | null }>(
    'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  );
  return rows[0];
}

async function rotate(tx: Transaction, row: TokenRow): Promise<string> {
  const token = newRefreshToken();
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1 and not revoked', [
    row.token,
  ]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    token,
    row.user_id,
    row.session_id,
    row.token,
  ]);
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return token;
}

type Rotation = { ok: true; userId: string; sessionId: string; token: string } | { ok: false };

/**
 * grant_type=refresh_token, as GoTrue does it: the presented token is revoked and its successor
 * issued in the same session. A revoked token is still honoured if its child is the session's
 * active token (the client lost the answer: the active token is returned again) or within the
 * reuse interval (parallel tabs). Any other reuse means the token leaked: the whole session ends.
 */
export async function refreshSession(from: SessionIssuer, presented: string): Promise<Record<string, unknown>> {
  const rotation = await from.db.transaction(async (tx): Promise<Rotation> => {
    const { rows } = await tx.query<TokenRow>(
      `select t.token, t.user_id, t.revoked, t.session_id, t.updated_at > now() - make_interval(secs => $2) as reusable
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id where t.token = $1`,
      [presented, from.reuseIntervalSeconds],
    );
    const row = rows[0];
    if (!row)
      throw authError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
        'invalid_grant',
      );
    const user = await findUserById(tx, row.user_id);
    if (!user)
      throw authError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
        'invalid_grant',
      );
    if (isBanned(user)) throw authError(400, 'user_banned', 'Invalid Refresh Token: User Banned', 'invalid_grant');
    await refuseIfHookSaysSo(tx, user.id, 'token_refresh');
    if (!row.revoked) return { ok: true, userId: row.user_id, sessionId: row.session_id, token: await rotate(tx, row) };
    const active = await activeToken(tx, row.session_id);
    if (active?.parent === presented)
      return { ok: true, userId: row.user_id, sessionId: row.session_id, token: active.token };
    if (row.reusable) return { ok: true, userId: row.user_id, sessionId: row.session_id, token: await rotate(tx, row) };
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { ok: false };
  });
  if (!rotation.ok)
    throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used', 'invalid_grant');
  const user = await findUserById(from.db, rotation.userId);
  if (!user) throw authError(400, 'user_not_found', 'User from sub claim in JWT does not exist', 'invalid_grant');
  return sessionJson(from, user, rotation.sessionId, rotation.token);
}

export async function sessionExists(db: Database, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** POST /logout?scope=global|local|others */
export async function endSessions(
  db: Database,
  userId: string,
  sessionId: string | undefined,
  scope: string,
): Promise<void> {
  if (scope === 'global' || !sessionId) await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where id = $1', [sessionId]);
}
