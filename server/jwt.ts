import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import { JWT_SECRET } from './config.ts';

const secret = new TextEncoder().encode(JWT_SECRET);

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  [key: string]: unknown;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; expired: boolean; message: string };

// Verified tokens are cached: every request carries one, and most carry the same few.
const cache = new Map<string, Claims>();
const CACHE_LIMIT = 1000;

export async function verifyJwt(token: string): Promise<VerifyResult> {
  const cached = cache.get(token);
  const now = Math.floor(Date.now() / 1000);
  if (cached) {
    if (typeof cached.exp === 'number' && cached.exp <= now) return { ok: false, expired: true, message: 'JWT expired' };
    return { ok: true, claims: cached };
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(token, payload as Claims);
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, expired: true, message: 'JWT expired' };
    const message = error instanceof errors.JWSSignatureVerificationFailed ? 'JWSError JWSInvalidSignature' : 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)';
    return { ok: false, expired: false, message };
  }
}

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}
