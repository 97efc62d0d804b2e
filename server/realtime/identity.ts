import type { IncomingMessage } from 'node:http';
import type { ApiRole } from '../config.ts';
import type { BackendContext } from '../context.ts';
import { identifyCaller } from '../auth/caller.ts';
import { HttpError } from '../http/errors.ts';
import type { Claims } from '../jwt.ts';

/** Whose eyes a channel reads through: the role and claims its rows are read back with. */
export interface Identity {
  role: ApiRole;
  claims: Claims;
}

export type IdentifyResult = { ok: true; identity: Identity } | { ok: false; reason: string };

/** A Realtime join error reason, "<Code>: <message>" as Supabase Realtime words them. */
function reasonFor(error: unknown): string {
  if (!(error instanceof HttpError)) throw error;
  const message = error.message;
  if (error.body.code === 'PGRST303') return `InvalidJWTExpiration: ${message}`;
  if (/JWSInvalidSignature/.test(message)) return `JwtSignatureError: ${message}`;
  if (/CompactDecodeError/.test(message)) return `MalformedJWT: ${message}`;
  return `Unauthorized: ${message}`;
}

/**
 * Checks the apikey and the access token exactly as a REST request carrying them would be checked
 * (signature, expiry, role, live session, ban): the same function decides, so the websocket can
 * never be a way around it.
 */
export async function identify(
  ctx: BackendContext,
  apikey: string | undefined,
  accessToken?: string,
): Promise<IdentifyResult> {
  const headers: Record<string, string> = {};
  if (apikey !== undefined) headers.apikey = apikey;
  if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
  try {
    const caller = await identifyCaller(ctx, { headers } as IncomingMessage, 'postgrest');
    return { ok: true, identity: { role: caller.role, claims: caller.claims } };
  } catch (error) {
    return { ok: false, reason: reasonFor(error) };
  }
}

/** Seconds since the identity's token expired, or undefined while it is valid. */
export function expiredFor(identity: Identity, now = Date.now()): number | undefined {
  const exp = identity.claims.exp;
  if (typeof exp !== 'number') return undefined;
  const seconds = Math.floor(now / 1000) - exp;
  return seconds >= 0 ? seconds : undefined;
}
