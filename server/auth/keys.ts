import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_JWT_SECRET } from './demo-keys.ts';

/**
 * The keys of one installation: a JWT secret generated on first run and the anon and service-role
 * keys signed with it, kept in `.data/keys.json` (mode 0600). Deleting the file rotates all three at
 * the next start (and every session and build made with the old ones stops working).
 *
 * Beside them, `.data/anon-key` holds the anon key alone: the file the build reads to embed it
 * (scripts/build/anon-key.ts), so the build needs neither this module nor the secret.
 */
export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Where they are kept. */
  file: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultKeysFile = path.resolve(here, '..', '..', '.data', 'keys.json');

const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT, signed synchronously (the keys are made before anything async can run, e.g. in vite.config.ts). */
export function signKey(
  secret: string,
  role: 'anon' | 'service_role',
  issuedAt = Math.floor(Date.now() / 1000),
): string {
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify({ iss: 'supabase', role, iat: issuedAt, exp: issuedAt + KEY_LIFETIME_SECONDS }))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function generateKeys(file: string): ProjectKeys {
  const jwtSecret = randomBytes(48).toString('base64url');
  return { jwtSecret, anonKey: signKey(jwtSecret, 'anon'), serviceRoleKey: signKey(jwtSecret, 'service_role'), file };
}

function parse(file: string): ProjectKeys {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { jwt_secret: jwtSecret, anon_key: anonKey, service_role_key: serviceRoleKey } = stored;
  if (
    typeof jwtSecret !== 'string' ||
    typeof anonKey !== 'string' ||
    typeof serviceRoleKey !== 'string' ||
    jwtSecret.length < 32
  ) {
    throw new Error(`${file} is not a valid keys file: delete it to generate new keys`);
  }
  if (jwtSecret === DEMO_JWT_SECRET)
    throw new Error(`${file} holds the publicly documented demo JWT secret: delete it to generate new keys`);
  // A file made readable to others (a copy, an unpack) is put back to owner-only.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return { jwtSecret, anonKey, serviceRoleKey, file };
}

/** The anon key's own file, beside the keys file: public, it is what every build embeds. */
export const anonKeyFileOf = (keysFile: string) => path.join(path.dirname(keysFile), 'anon-key');

function writeAnonKey(keys: ProjectKeys): ProjectKeys {
  const file = anonKeyFileOf(keys.file);
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current !== `${keys.anonKey}\n`) writeFileSync(file, `${keys.anonKey}\n`, { mode: 0o644 });
  return keys;
}

/** The installation's keys; created on first use. Safe when several processes start at once. */
export function loadOrCreateKeys(file: string = process.env.TAAS_KEYS_FILE || defaultKeysFile): ProjectKeys {
  try {
    return writeAnonKey(parse(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = generateKeys(file);
  const json = `${JSON.stringify({ jwt_secret: keys.jwtSecret, anon_key: keys.anonKey, service_role_key: keys.serviceRoleKey }, null, 2)}\n`;
  try {
    // 'wx': whoever creates the file first wins; the others read what it wrote.
    writeFileSync(file, json, { flag: 'wx', mode: 0o600 });
    return writeAnonKey(keys);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return writeAnonKey(parse(file));
  }
}
