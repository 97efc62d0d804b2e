/**
 * The security matrix over HTTP: supabase-js against the embedded backend, each demo role signed in
 * for real. The cases are the same data as the PGlite suite (supabase/tests/support/security-matrix.ts).
 * This file has its own copy of the prepared database, so its writes touch no other file.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ROLE_KEYS, SPARE_USER_ID, type RoleKey } from '../../supabase/tests/support/demo-ids.ts';
import { cloneSql, SPARE_USER_SQL } from '../../supabase/tests/support/pglite-harness.ts';
import {
  ACME_ROWS_SQL,
  SELECT_EXPECTATIONS,
  TABLES,
  UNASSIGNED_TEMPLATE_SQL,
  WRITE_CASES,
  keyOf,
} from '../../supabase/tests/support/security-matrix.ts';
import { WORKSHOP_FIXTURE_SQL } from '../../supabase/tests/support/workshop-fixtures.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { projectKeys } from '../support/keys.ts';

type Outcome = 'allowed' | 'denied';
type Row = Record<string, unknown>;
// The generated Database type knows every table; the matrix addresses them by name at run time.
type LooseClient = { from(table: string): ReturnType<TestClient['from']> };

let backend: TestBackend;
let seededUntil: string;
const clients = {} as Record<RoleKey, LooseClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.query(SPARE_USER_SQL, [SPARE_USER_ID]);
  await backend.db.exec(UNASSIGNED_TEMPLATE_SQL);
  await backend.db.exec(WORKSHOP_FIXTURE_SQL);
  seededUntil = (await backend.db.query<{ now: string }>(`select now()::text as now`)).rows[0]!.now;
  for (const role of ROLE_KEYS) clients[role] = (await backend.signIn(ACCOUNTS[role].email)) as unknown as LooseClient;
});
afterAll(async () => {
  await backend?.close();
});

const isDenied = (error: { code?: string } | null): boolean => error?.code === '42501';

async function visibleIds(client: LooseClient, table: string): Promise<string[]> {
  const key = keyOf(table);
  const { data, error } = await client.from(table).select(key);
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as unknown as Record<string, string>[]).map((r) => r[key]!).sort();
}

/** Writes make the database notify people (an assigned assessment, an opened phase): undone after each attempt. */
async function dropNotificationsSinceSeed(): Promise<void> {
  await backend.db.query(`delete from public.notifications where created_at > $1`, [seededUntil]);
}

async function removeAsSuperuser(table: string, id: unknown): Promise<void> {
  await backend.db.query(`delete from public.${table} where ${keyOf(table)} = $1`, [id]);
  await dropNotificationsSinceSeed();
}

async function tryInsert(role: RoleKey, table: string, row: Row): Promise<Outcome> {
  const key = keyOf(table);
  const withId: Row = { [key]: randomUUID(), ...row };
  const { error } = await clients[role].from(table).insert(withId as never);
  if (isDenied(error)) return 'denied';
  if (error) throw new Error(`${table} insert as ${role}: ${error.code} ${error.message}`);
  await removeAsSuperuser(table, withId[key]);
  return 'allowed';
}

async function tryUpdate(role: RoleKey, table: string, id: string, patch: Row): Promise<Outcome> {
  const { data, error } = await clients[role]
    .from(table)
    .update(patch as never)
    .eq(keyOf(table), id)
    .select(keyOf(table));
  await dropNotificationsSinceSeed();
  if (isDenied(error)) return 'denied';
  if (error) throw new Error(`${table} update as ${role}: ${error.code} ${error.message}`);
  return (data as unknown[]).length === 1 ? 'allowed' : 'denied';
}

async function tryDeleteClone(role: RoleKey, table: string, cloneOf: string, override: Row): Promise<Outcome> {
  const key = keyOf(table);
  const { rows } = await backend.db.query<{ id: string }>(cloneSql(table, key), [
    JSON.stringify({ [key]: randomUUID(), ...override }),
    cloneOf,
  ]);
  const cloneId = rows[0]!.id;
  const { data, error } = await clients[role].from(table).delete().eq(key, cloneId).select(key);
  await removeAsSuperuser(table, cloneId);
  if (isDenied(error)) return 'denied';
  if (error) throw new Error(`${table} delete as ${role}: ${error.code} ${error.message}`);
  return (data as unknown[]).length === 1 ? 'allowed' : 'denied';
}

async function mismatches(allowed: RoleKey[], run: (role: RoleKey) => Promise<Outcome>): Promise<string[]> {
  const wrong: string[] = [];
  for (const role of ROLE_KEYS) {
    const outcome = await run(role);
    const expected: Outcome = allowed.includes(role) ? 'allowed' : 'denied';
    if (outcome !== expected) wrong.push(`${role}: ${outcome}, expected ${expected}`);
  }
  return wrong;
}

describe.each(TABLES)('%s over HTTP', (table) => {
  it('shows each role exactly the rows it may see', async () => {
    const expected = SELECT_EXPECTATIONS[table]!;
    for (const role of ROLE_KEYS) {
      const ids = await visibleIds(clients[role], table);
      const want = expected[role] ?? [];
      if (typeof want === 'number') expect(ids.length, `${table} as ${role}`).toBe(want);
      else expect(ids, `${table} as ${role}`).toEqual([...want].sort());
    }
  });

  it('shows anon nothing and refuses its inserts', async () => {
    const anon = backend.anonClient() as unknown as LooseClient;
    expect(await visibleIds(anon, table)).toEqual([]);
    const { error } = await anon
      .from(table)
      .insert({ [keyOf(table)]: randomUUID(), ...WRITE_CASES[table]!.inserts[0]!.row('super') } as never);
    expect(error?.code).toBe('42501');
  });

  it('lets anon neither change nor delete a row', async () => {
    const anon = backend.anonClient() as unknown as LooseClient;
    const { id, patch } = WRITE_CASES[table]!.update;
    const key = keyOf(table);
    const before = await backend.db.query(`select to_jsonb(t) as row from public.${table} t where ${key} = $1`, [id]);
    const updated = await anon
      .from(table)
      .update(patch as never)
      .eq(key, id)
      .select(key);
    expect(updated.error?.code ?? (updated.data ?? []).length).toSatisfy((v: unknown) => v === '42501' || v === 0);
    const deleted = await anon.from(table).delete().eq(key, id).select(key);
    expect(deleted.error?.code ?? (deleted.data ?? []).length).toSatisfy((v: unknown) => v === '42501' || v === 0);
    const after = await backend.db.query(`select to_jsonb(t) as row from public.${table} t where ${key} = $1`, [id]);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows).toHaveLength(1);
  });

  it('shows member@globex.test no Acme row', async () => {
    const acme = new Set(
      (await backend.db.query<{ id: string }>(`select id::text as id from (${ACME_ROWS_SQL[table]}) x`)).rows.map(
        (r) => r.id,
      ),
    );
    expect((await visibleIds(clients.globex, table)).filter((id) => acme.has(id))).toEqual([]);
  });

  for (const insert of WRITE_CASES[table]!.inserts) {
    it(`insert ${insert.name}: allowed exactly for ${insert.allowed.join(', ')}`, async () => {
      expect(await mismatches(insert.allowed, (role) => tryInsert(role, table, insert.row(role)))).toEqual([]);
    });
  }

  it(`update: allowed exactly for ${WRITE_CASES[table]!.update.allowed.join(', ')}`, async () => {
    const { id, patch, allowed } = WRITE_CASES[table]!.update;
    expect(await mismatches(allowed, (role) => tryUpdate(role, table, id, patch))).toEqual([]);
  });

  it(`delete: allowed exactly for ${WRITE_CASES[table]!.delete.allowed.join(', ')}`, async () => {
    const { cloneOf, override, allowed } = WRITE_CASES[table]!.delete;
    expect(await mismatches(allowed, (role) => tryDeleteClone(role, table, cloneOf, override))).toEqual([]);
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode(projectKeys().jwtSecret);
  const claims = {
    sub: ACCOUNTS.member.userId,
    role: 'authenticated',
    aud: 'authenticated',
    email: ACCOUNTS.member.email,
  };
  const get = (token: string) =>
    fetch(`${backend.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
    });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-but-long-enough-to-sign-with-hs256'));
    expect((await get(forged)).status).toBe(401);
  });

  it('refuses a forged service_role token', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-but-long-enough-to-sign-with-hs256'));
    expect((await get(forged)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(secret);
    expect((await get(expired)).status).toBe(401);
  });

  it('accepts a valid token for the same user (the refusals above are about the token)', async () => {
    const valid = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
    const response = await get(valid);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(3);
  });
});
