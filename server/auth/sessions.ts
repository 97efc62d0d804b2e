import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts';
import { signJwt } from '../jwt.ts';
import { authError } from './errors.ts';
import { appMetadata, findUserById, userJson, type UserRow } from './users.ts';

/** GoTrue lets a just-rotated refresh token be used again for this long (parallel tabs). */
const REUSE_INTERVAL_SECONDS = 10;

function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

async function accessToken(user: UserRow, sessionId: string, issuer: string, now: number): Promise<string> {
  return signJwt({
    aud: 'authenticated', exp: now + ACCESS_TOKEN_TTL_SECONDS, iat: now, iss: issuer, sub: user.id,
    email: user.email ?? '', phone: '', app_metadata: appMetadata(user), user_metadata: { ...(user.raw_user_meta_data ?? {}) },
    role: user.role ?? 'authenticated', aal: 'aal1', amr: [{ method: 'password', timestamp: now }], session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
}

async function sessionJson(user: UserRow, sessionId: string, refreshToken: string, issuer: string): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: await accessToken(user, sessionId, issuer, now),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session (password sign-in): a row in auth.sessions and its first refresh token. */
export async function startSession(db: PGlite, user: UserRow, issuer: string): Promise<Record<string, unknown>> {
  const token = newRefreshToken();
  const sessionId = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id]);
    const id = (rows[0] as { id: string }).id;
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [token, user.id, id]);
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return id;
  });
  const fresh = (await findUserById(db, user.id)) ?? user;
  return sessionJson(fresh, sessionId, token, issuer);
}

interface TokenRow { token: string; user_id: string; revoked: boolean; session_id: string; recent: boolean }

async function childOf(tx: Transaction, token: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ token: string }>('select token from auth.refresh_tokens where parent = $1 and not revoked order by id desc limit 1', [token]);
  return rows[0]?.token;
}

/** grant_type=refresh_token: revoke the presented token and issue its successor in the same session. */
export async function refreshSession(db: PGlite, presented: string, issuer: string): Promise<Record<string, unknown>> {
  const rotated = await db.transaction(async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      `select token, user_id, revoked, session_id, updated_at > now() - make_interval(secs => $2) as recent
       from auth.refresh_tokens where token = $1`, [presented, REUSE_INTERVAL_SECONDS]);
    const row = rows[0];
    if (!row) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found', 'invalid_grant');
    if (row.revoked) {
      const child = row.recent ? await childOf(tx, presented) : undefined;
      if (child) return { userId: row.user_id, sessionId: row.session_id, token: child };
      throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used', 'invalid_grant');
    }
    const token = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [presented]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [token, row.user_id, row.session_id, presented]);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    return { userId: row.user_id, sessionId: row.session_id, token };
  });
  const user = await findUserById(db, rotated.userId);
  if (!user) throw authError(400, 'user_not_found', 'User from sub claim in JWT does not exist', 'invalid_grant');
  return sessionJson(user, rotated.sessionId, rotated.token, issuer);
}

export async function sessionExists(db: PGlite, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** POST /logout?scope=global|local|others */
export async function endSessions(db: PGlite, userId: string, sessionId: string | undefined, scope: string): Promise<void> {
  if (scope === 'global' || !sessionId) await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where id = $1', [sessionId]);
}
