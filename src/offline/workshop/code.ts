import { fromBase64Url, toBase64Url } from './base64url';
import { getWorkshopDb, readRow, type WorkshopCodeHash, type WorkshopDb } from './db';

/**
 * PBKDF2-SHA-256 iterations for the workshop code: OWASP's 2023 figure for this hash, so that a
 * stolen tablet's copy costs an attacker as much per guess as a server's password store would.
 */
export const CODE_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

/** The shortest code a coach may choose: with the wait after wrong codes it resists guessing by hand. */
export const MIN_CODE_LENGTH = 6;

async function derive(code: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(code.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    HASH_BITS,
  );
  return toBase64Url(bits);
}

/** Hashes the code with a fresh random salt; the code itself is never stored. */
export async function hashWorkshopCode(code: string, iterations = CODE_ITERATIONS): Promise<WorkshopCodeHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { key: 'code', salt: toBase64Url(salt), iterations, hash: await derive(code, salt, iterations) };
}

/** Compares in constant time over the hash's characters (they are the same length). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function saveWorkshopCode(code: string, db: WorkshopDb = getWorkshopDb(), iterations?: number) {
  await db.state.put(await hashWorkshopCode(code, iterations));
}

/** False as well when no code was ever set (fails closed). */
export async function codeMatches(code: string, db: WorkshopDb = getWorkshopDb()): Promise<boolean> {
  const stored = await readRow(db, 'code');
  if (!stored) return false;
  return sameText(await derive(code, fromBase64Url(stored.salt), stored.iterations), stored.hash);
}
