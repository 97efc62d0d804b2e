/**
 * Cross-organisation writes over HTTP, the same catalog-generated cases as the PGlite suite
 * (supabase/tests/support/cross-org-matrix.ts): every foreign key pointed at a Globex row, by every
 * demo role signed in for real, insert and update. This file has its own copy of the prepared
 * database; an allowed write is undone by the superuser before the next role tries.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ROLE_KEYS, SPARE_USER_ID, type RoleKey } from '../../supabase/tests/support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL } from '../../supabase/tests/support/cross-org-fixtures.ts';
import {
  FOREIGN_KEYS_SQL,
  crossOrgCases,
  type CrossOrgCase,
  type ForeignKey,
} from '../../supabase/tests/support/cross-org-matrix.ts';
import { SPARE_USER_SQL } from '../../supabase/tests/support/pglite-harness.ts';
import { UNASSIGNED_TEMPLATE_SQL, keyOf } from '../../supabase/tests/support/security-matrix.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

type LooseClient = { from(table: string): ReturnType<TestClient['from']> };

let backend: TestBackend;
let cases: CrossOrgCase[] = [];
const clients = {} as Record<RoleKey, LooseClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.query(SPARE_USER_SQL, [SPARE_USER_ID]);
  await backend.db.exec(UNASSIGNED_TEMPLATE_SQL);
  await backend.db.exec(CROSS_ORG_FIXTURE_SQL);
  cases = crossOrgCases((await backend.db.query<ForeignKey>(FOREIGN_KEYS_SQL)).rows);
  for (const role of ROLE_KEYS) clients[role] = (await backend.signIn(ACCOUNTS[role].email)) as unknown as LooseClient;
});
afterAll(async () => {
  await backend?.close();
});

async function tryInsert(role: RoleKey, c: CrossOrgCase): Promise<string> {
  const key = keyOf(c.table);
  const row: Record<string, unknown> = { [key]: randomUUID(), ...c.insert };
  const { error } = await clients[role].from(c.table).insert(row as never);
  if (error) return error.code === '42501' ? 'denied' : `${error.code} ${error.message}`;
  await backend.db.query(`delete from public.${c.table} where ${key} = $1`, [row[key]]);
  return 'allowed';
}

async function tryUpdate(role: RoleKey, c: CrossOrgCase): Promise<string> {
  const key = keyOf(c.table);
  const before = await backend.db.query<{ value: string | null }>(
    `select ${c.column}::text as value from public.${c.table} where ${key} = $1`,
    [c.id],
  );
  const { data, error } = await clients[role]
    .from(c.table)
    .update({ [c.column]: c.value } as never)
    .eq(key, c.id!)
    .select(key);
  if (error) return error.code === '42501' ? 'denied' : `${error.code} ${error.message}`;
  if ((data as unknown[]).length === 0) return 'denied';
  const rowKey = c.column === key ? c.value : c.id;
  await backend.db.query(`update public.${c.table} set ${c.column} = $1 where ${key} = $2`, [
    before.rows[0]!.value,
    rowKey,
  ]);
  return 'allowed';
}

describe('both ends of every foreign key stay in one organisation, over HTTP', () => {
  it('refuses every role every write that points one end at Globex (save the listed whole-Globex rows)', async () => {
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const c of cases) {
      for (const role of ROLE_KEYS) {
        const outcome = c.insert ? await tryInsert(role, c) : await tryUpdate(role, c);
        const expected = c.allowed.includes(role) ? 'allowed' : 'denied';
        if (outcome !== expected) failures.push(`${c.name}: ${role}: ${outcome}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
