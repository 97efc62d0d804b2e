import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import { DEMO_KEYS } from './auth/demo-keys.ts';
import { Lru } from './lru.ts';

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  [key: string]: unknown;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; expired: boolean; message: string };

export interface JwtKeys {
  sign(claims: Claims): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

const CACHE_LIMIT = 1000;
const INVALID_SIGNATURE: VerifyResult = { ok: false, expired: false, message: 'JWSError JWSInvalidSignature' };

/** Signs and verifies HS256 JWTs with one installation's secret. */
export function createJwtKeys(jwtSecret: string): JwtKeys {
  const secret = new TextEncoder().encode(jwtSecret);
  // Verified tokens are cached until they expire: every request carries one, and most carry the same
  // few. A hit skips only the signature check; whether the token's session still lives is asked of the
  // database on every request (auth/caller.ts, auth/session-guard.ts).
  const cache = new Lru<string, Claims>(CACHE_LIMIT);
  return {
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret),
    async verify(token) {
      if (DEMO_KEYS.includes(token)) return INVALID_SIGNATURE;
      const cached = cache.get(token);
      const now = Math.floor(Date.now() / 1000);
      if (cached) {
        if (typeof cached.exp === 'number' && cached.exp <= now) {
          cache.delete(token);
          return { ok: false, expired: true, message: 'JWT expired' };
        }
        return { ok: true, claims: cached };
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        cache.set(token, payload as Claims);
        return { ok: true, claims: payload as Claims };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, expired: true, message: 'JWT expired' };
        if (error instanceof errors.JWSSignatureVerificationFailed) return INVALID_SIGNATURE;
        return {
          ok: false,
          expired: false,
          message: 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
        };
      }
    },
  };
}
