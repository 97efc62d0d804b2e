/**
 * PGlite access for the schema tests: a seeded database loaded from the prepared dump (the same one
 * the integration suite uses), and helpers that run SQL as a signed-in user inside a transaction
 * that is always rolled back, the way the embedded backend and PostgREST run each request.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../../server/db/open.ts';
import { loadPreparedDump } from '../../../server/db/prepared.ts';

export async function openSeededDatabase(): Promise<PGlite> {
  return openPglite({ loadDataDir: await loadPreparedDump() });
}

export interface SqlError {
  code?: string;
  message: string;
}

export function sqlError(error: unknown): SqlError {
  const e = error as { code?: string; message?: string };
  return { code: e.code, message: e.message ?? String(error) };
}

/** Runs `fn` in a transaction, optionally after switching to `authenticated` with the user's claims; always rolls back. */
export async function inRolledBackTransaction<T>(
  db: PGlite,
  fn: (sql: <R>(text: string, params?: unknown[]) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  await db.exec('begin');
  try {
    return await fn(async <R>(text: string, params?: unknown[]) => (await db.query<R>(text, params)).rows);
  } finally {
    await db.exec('rollback');
  }
}

/** Switches the current transaction to a caller: a user id (authenticated) or null (anon). */
export async function actAs(db: PGlite, userId: string | null): Promise<void> {
  const claims = userId ? { sub: userId, role: 'authenticated' } : { role: 'anon' };
  await db.exec(`set local role ${userId ? 'authenticated' : 'anon'}`);
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

/** Runs `fn` as the given caller in a rolled-back transaction. */
export async function asUser<T>(
  db: PGlite,
  userId: string | null,
  fn: (sql: <R>(text: string, params?: unknown[]) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  return inRolledBackTransaction(db, async (sql) => {
    await actAs(db, userId);
    return fn(sql);
  });
}

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** INSERT of a JSON row into public.<table>, omitted columns taking their defaults. */
export function insertSql(table: string, row: Record<string, unknown>, returning = true, key = 'id'): string {
  const cols = Object.keys(row).map(ident).join(', ');
  const insert = `insert into public.${ident(table)} (${cols}) select ${cols} from jsonb_populate_record(null::public.${ident(table)}, $1::jsonb)`;
  return returning ? `${insert} returning ${ident(key)}::text as id` : insert;
}

/** UPDATE of public.<table> row $2 (by its key column) with the JSON patch $1. */
export function updateSql(table: string, patch: Record<string, unknown>, key = 'id'): string {
  const sets = Object.keys(patch)
    .map((c) => `${ident(c)} = r.${ident(c)}`)
    .join(', ');
  return `update public.${ident(table)} t set ${sets} from jsonb_populate_record(null::public.${ident(table)}, $1::jsonb) r where t.${ident(key)} = $2 returning t.${ident(key)}::text as id`;
}

/** Copies row $2 of public.<table> with the JSON overrides $1 (which include the new key). */
export function cloneSql(table: string, key = 'id'): string {
  return `insert into public.${ident(table)} select (jsonb_populate_record(t, $1::jsonb)).* from public.${ident(table)} t where t.${ident(key)} = $2 returning ${ident(key)}::text as id`;
}

export const SPARE_USER_SQL = `insert into auth.users (id, email, aud, role) values ($1, 'spare@acme.test', 'authenticated', 'authenticated') on conflict (id) do nothing`;
