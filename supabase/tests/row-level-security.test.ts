/**
 * The security matrix on PGlite: every table x every demo role x select/insert/update/delete, as the
 * policies mean it (cases in support/security-matrix.ts), plus anon and the Globex isolation.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, ROLE_KEYS, SPARE_USER_ID, seedId, type RoleKey } from './support/demo-ids.ts';
import {
  SPARE_USER_SQL,
  asUser,
  cloneSql,
  inRolledBackTransaction,
  actAs,
  insertSql,
  openSeededDatabase,
  sqlError,
  updateSql,
} from './support/pglite-harness.ts';
import {
  ACME_ROWS_SQL,
  SELECT_EXPECTATIONS,
  TABLES,
  UNASSIGNED_TEMPLATE_SQL,
  WRITE_CASES,
  keyOf,
} from './support/security-matrix.ts';
import { WORKSHOP_FIXTURE_SQL } from './support/workshop-fixtures.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.query(SPARE_USER_SQL, [SPARE_USER_ID]);
  await db.exec(UNASSIGNED_TEMPLATE_SQL);
  await db.exec(WORKSHOP_FIXTURE_SQL);
}, 180_000);

afterAll(async () => {
  await db?.close();
});

type Outcome = 'allowed' | 'denied';
const CLONE_ID = seedId('ee000000', 999);

async function visibleIds(table: string, userId: string | null): Promise<string[]> {
  return asUser(db, userId, async (sql) =>
    (await sql<{ id: string }>(`select ${keyOf(table)}::text as id from public.${table} order by 1`)).map((r) => r.id),
  );
}

/** Inserts without RETURNING, like supabase-js insert() without select() (Prefer: return=minimal). */
async function tryInsert(table: string, userId: string, row: Record<string, unknown>): Promise<Outcome> {
  return asUser(db, userId, async () => {
    try {
      const result = await db.query(insertSql(table, row, false), [JSON.stringify(row)]);
      return result.affectedRows === 1 ? 'allowed' : 'denied';
    } catch (error) {
      if (sqlError(error).code === '42501') return 'denied';
      throw error;
    }
  });
}

async function tryUpdate(table: string, userId: string, id: string, patch: Record<string, unknown>): Promise<Outcome> {
  return asUser(db, userId, async (sql) => {
    try {
      return (await sql(updateSql(table, patch, keyOf(table)), [JSON.stringify(patch), id])).length === 1
        ? 'allowed'
        : 'denied';
    } catch (error) {
      if (sqlError(error).code === '42501') return 'denied';
      throw error;
    }
  });
}

async function tryDeleteClone(
  table: string,
  userId: string,
  cloneOf: string,
  override: Record<string, unknown>,
): Promise<Outcome> {
  return inRolledBackTransaction(db, async (sql) => {
    const key = keyOf(table);
    const [clone] = await sql<{ id: string }>(cloneSql(table, key), [
      JSON.stringify({ [key]: CLONE_ID, ...override }),
      cloneOf,
    ]);
    await actAs(db, userId);
    const deleted = await sql(`delete from public.${table} where ${key} = $1 returning 1`, [clone!.id]);
    return deleted.length === 1 ? 'allowed' : 'denied';
  });
}

/** Runs one operation for every role and returns the roles whose outcome differs from the expectation. */
async function mismatches(allowed: RoleKey[], run: (role: RoleKey) => Promise<Outcome>): Promise<string[]> {
  const wrong: string[] = [];
  for (const role of ROLE_KEYS) {
    const outcome = await run(role);
    const expected: Outcome = allowed.includes(role) ? 'allowed' : 'denied';
    if (outcome !== expected) wrong.push(`${role}: ${outcome}, expected ${expected}`);
  }
  return wrong;
}

describe.each(TABLES)('%s', (table) => {
  it('shows each role exactly the rows it may see', async () => {
    const expected = SELECT_EXPECTATIONS[table]!;
    for (const role of ROLE_KEYS) {
      const ids = await visibleIds(table, ACCOUNTS[role].userId);
      const want = expected[role] ?? [];
      if (typeof want === 'number') expect(ids.length, `${table} as ${role}`).toBe(want);
      else expect(ids, `${table} as ${role}`).toEqual([...want].sort());
    }
  });

  it('shows anon nothing and refuses its writes', async () => {
    expect(await visibleIds(table, null)).toEqual([]);
    const row = WRITE_CASES[table]!.inserts[0]!.row('super');
    const outcome = await asUser(db, null, async (sql) => {
      try {
        await sql(insertSql(table, row, true, keyOf(table)), [JSON.stringify(row)]);
        return 'allowed';
      } catch (error) {
        return sqlError(error).code;
      }
    });
    expect(outcome).toBe('42501');
  });

  it('shows member@globex.test no Acme row', async () => {
    const acme = new Set(
      (await db.query<{ id: string }>(`select id::text as id from (${ACME_ROWS_SQL[table]}) x`)).rows.map((r) => r.id),
    );
    const leaked = (await visibleIds(table, ACCOUNTS.globex.userId)).filter((id) => acme.has(id));
    expect(leaked).toEqual([]);
  });

  for (const insert of WRITE_CASES[table]!.inserts) {
    it(`insert ${insert.name}: allowed exactly for ${insert.allowed.join(', ')}`, async () => {
      expect(
        await mismatches(insert.allowed, (role) => tryInsert(table, ACCOUNTS[role].userId, insert.row(role))),
      ).toEqual([]);
    });
  }

  it(`update: allowed exactly for ${WRITE_CASES[table]!.update.allowed.join(', ')}`, async () => {
    const { id, patch, allowed } = WRITE_CASES[table]!.update;
    expect(await mismatches(allowed, (role) => tryUpdate(table, ACCOUNTS[role].userId, id, patch))).toEqual([]);
  });

  it(`delete: allowed exactly for ${WRITE_CASES[table]!.delete.allowed.join(', ')}`, async () => {
    const { cloneOf, override, allowed } = WRITE_CASES[table]!.delete;
    expect(
      await mismatches(allowed, (role) => tryDeleteClone(table, ACCOUNTS[role].userId, cloneOf, override)),
    ).toEqual([]);
  });
});

describe('privilege escalation', () => {
  it.each([
    ['organization_id', ORG.globex],
    ['manager_level', 'senior'],
    ['status', 'inactive'],
    ['email', 'someone@else.test'],
  ])('refuses a member changing their own profile.%s', async (column, value) => {
    const error = await asUser(db, ACCOUNTS.member.userId, (sql) =>
      sql(`update public.profiles set ${column} = $1 where user_id = $2`, [value, ACCOUNTS.member.userId]).then(
        () => null,
        sqlError,
      ),
    );
    expect(error?.code).toBe('42501');
  });

  it("lets an org admin change a member's status", async () => {
    const rows = await asUser(db, ACCOUNTS.admin.userId, (sql) =>
      sql(`update public.profiles set status = 'inactive' where user_id = $1 returning id`, [ACCOUNTS.member.userId]),
    );
    expect(rows).toHaveLength(1);
  });

  it('lets creators read back what they insert (return=representation)', async () => {
    const rows = await asUser(db, ACCOUNTS.admin.userId, (sql) =>
      sql<{ name: string }>(`insert into public.teams (name, organization_id) values ('Gamma', $1) returning name`, [
        ORG.acme,
      ]),
    );
    expect(rows).toEqual([{ name: 'Gamma' }]);
  });
});

describe('the matrix covers the schema', () => {
  it('names every table of the public schema', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([...TABLES].sort());
  });
});
