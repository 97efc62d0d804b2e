import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';
import { BCRYPT_COST } from '../config.ts';

type Queryable = Database | Transaction;

/**
 * A bcrypt hash (cost 10) of a random string nobody knows. An unknown e-mail, or an account without
 * a password, is checked against it so that a refusal costs the same time whether or not the
 * address exists.
 */
export const DUMMY_HASH = '$2a$10$D/8hFSFK/yvhvNLrtofTrud2aPoP5DFxaMLkscVXxj2lKtvWCYyGu';

/** SQL that hashes the text parameter `param` (e.g. `$2`) with bcrypt at the current cost. */
export const hashPasswordSql = (param: string, cost: number = BCRYPT_COST) =>
  `extensions.crypt(${param}::text, extensions.gen_salt('bf', ${Math.trunc(cost)}))`;

/** Whether `password` matches `storedHash`; with no hash, the same bcrypt work is done and the answer is no. */
export async function verifyPassword(
  db: Queryable,
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const check = async (hash: string) =>
    (await db.query<{ ok: boolean }>(VERIFY_SQL, [password, hash])).rows[0]?.ok === true;
  if (!storedHash) {
    await check(DUMMY_HASH);
    return false;
  }
  // A cheaper hash (a seed or an account not signed in since the cost was raised) would answer
  // faster than an unknown e-mail: the dummy verification pads it to at least the same cost.
  if (bcryptCost(storedHash) < BCRYPT_COST) await check(DUMMY_HASH);
  return check(storedHash);
}

const VERIFY_SQL = 'select extensions.crypt($1, $2) = $2 as ok';

/** The cost of a bcrypt hash (`$2a$06$...` -> 6); 0 when it is not bcrypt. */
export function bcryptCost(hash: string): number {
  const match = /^\$2[abxy]?\$(\d\d)\$/.exec(hash);
  return match ? Number(match[1]) : 0;
}

/** Hashes made at a lower cost (older seeds, older installations) are upgraded when the password is next known. */
export async function upgradeHashIfWeak(
  db: Queryable,
  userId: string,
  storedHash: string,
  password: string,
  cost: number = BCRYPT_COST,
): Promise<void> {
  if (bcryptCost(storedHash) >= cost) return;
  await db.query(`update auth.users set encrypted_password = ${hashPasswordSql('$2', cost)} where id = $1`, [
    userId,
    password,
  ]);
}
