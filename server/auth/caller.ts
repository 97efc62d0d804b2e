import type { IncomingMessage } from 'node:http';
import { API_ROLES, type ApiRole } from '../config.ts';
import type { BackendContext } from '../context.ts';
import type { Claims } from '../jwt.ts';
import { sessionEnded, sessionGuard } from './session-guard.ts';
import { HttpError } from '../http/errors.ts';

export interface Caller {
  role: ApiRole;
  claims: Claims;
  token: string;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

export type CallerErrorStyle = 'postgrest' | 'gotrue';

export function refuse(style: CallerErrorStyle, expired: boolean, message: string): HttpError {
  const headers: Record<string, string> = {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  };
  if (style === 'gotrue') {
    return new HttpError(
      401,
      { code: 401, error_code: 'bad_jwt', msg: `invalid JWT: unable to parse or verify signature, ${message}` },
      headers,
    );
  }
  return new HttpError(401, { code: expired ? 'PGRST303' : 'PGRST301', message, details: null, hint: null }, headers);
}

/**
 * Why a user's access token may no longer be used, though its signature and expiry are fine: its
 * session was ended (sign-out, refresh-token reuse, a ban) or its user is banned. The same guard
 * statement REST runs with each request's own statements (auth/session-guard.ts), here on its own.
 */
async function endedBecause(
  ctx: BackendContext,
  claims: Claims,
): Promise<{ code: string; message: string } | undefined> {
  const guard = sessionGuard(claims);
  if (!guard) return undefined;
  try {
    await ctx.db.query(guard.text, guard.params as unknown[]);
    return undefined;
  } catch (error) {
    const ended = sessionEnded(error);
    if (ended) return ended;
    throw error;
  }
}

/**
 * Who is calling, from the token alone (no database): the Authorization bearer token if present,
 * else the apikey header. Both must be valid JWTs signed with the installation's secret, as
 * Supabase's gateway demands. The caller must still check the session (see identifyCaller).
 */
export async function verifyCaller(
  ctx: BackendContext,
  req: IncomingMessage,
  style: CallerErrorStyle,
): Promise<Caller> {
  const apikey = req.headers.apikey;
  const bearer = bearerToken(req);
  if (typeof apikey !== 'string' && !bearer) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (typeof apikey === 'string' && apikey !== bearer) {
    const key = await ctx.jwt.verify(apikey);
    if (!key.ok)
      throw new HttpError(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
  }
  const token = bearer ?? (apikey as string);
  const verified = await ctx.jwt.verify(token);
  if (!verified.ok) throw refuse(style, verified.expired, verified.message);
  const role = verified.claims.role ?? 'anon';
  if (!(API_ROLES as readonly string[]).includes(role)) throw refuse(style, false, `role "${role}" does not exist`);
  return { role: role as ApiRole, claims: verified.claims, token };
}

/** The caller (verifyCaller), whose token must also still belong to a live session of a user who is not banned. */
export async function identifyCaller(
  ctx: BackendContext,
  req: IncomingMessage,
  style: CallerErrorStyle,
): Promise<Caller> {
  const caller = await verifyCaller(ctx, req, style);
  if (caller.role === 'authenticated') {
    const ended = await endedBecause(ctx, caller.claims);
    if (ended && style === 'gotrue')
      throw new HttpError(403, { code: 403, error_code: ended.code, msg: ended.message });
    if (ended) throw refuse(style, false, ended.message);
  }
  return caller;
}
