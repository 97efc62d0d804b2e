import type { IncomingMessage } from 'node:http';
import { API_ROLES, type ApiRole } from '../config.ts';
import { verifyJwt, type Claims } from '../jwt.ts';
import { HttpError } from './errors.ts';

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

function refuse(style: CallerErrorStyle, expired: boolean, message: string): HttpError {
  const headers: Record<string, string> = { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` };
  if (style === 'gotrue') {
    return new HttpError(401, { code: 401, error_code: 'bad_jwt', msg: `invalid JWT: unable to parse or verify signature, ${message}` }, headers);
  }
  return new HttpError(401, { code: expired ? 'PGRST303' : 'PGRST301', message, details: null, hint: null }, headers);
}

/**
 * Who is calling: the Authorization bearer token if present, else the apikey header.
 * Both must be valid JWTs signed with the project secret, as Supabase's gateway demands.
 */
export async function identifyCaller(req: IncomingMessage, style: CallerErrorStyle): Promise<Caller> {
  const apikey = req.headers.apikey;
  const bearer = bearerToken(req);
  if (typeof apikey !== 'string' && !bearer) {
    throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  }
  if (typeof apikey === 'string' && apikey !== bearer) {
    const key = await verifyJwt(apikey);
    if (!key.ok) throw new HttpError(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }
  const token = bearer ?? (apikey as string);
  const verified = await verifyJwt(token);
  if (!verified.ok) throw refuse(style, verified.expired, verified.message);
  const role = verified.claims.role ?? 'anon';
  if (!(API_ROLES as readonly string[]).includes(role)) throw refuse(style, false, `role "${role}" does not exist`);
  return { role: role as ApiRole, claims: verified.claims, token };
}
