/**
 * Cross-organisation writes on PGlite, generated from the catalog of foreign keys (support/
 * cross-org-matrix.ts): every foreign key, every role, insert and update; plus the catalog rules
 * that keep the policies closed (row-level security everywhere, a check on every write policy,
 * the active-account restriction on every table, no TRUNCATE for the API roles).
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ROLE_KEYS, SPARE_USER_ID, type RoleKey } from './support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL } from './support/cross-org-fixtures.ts';
import {
  FOREIGN_KEYS_SQL,
  crossOrgCases,
  uncovered,
  type CrossOrgCase,
  type ForeignKey,
} from './support/cross-org-matrix.ts';
import { UNASSIGNED_TEMPLATE_SQL, keyOf } from './support/security-matrix.ts';
import { SPARE_USER_SQL, actAs, insertSql, openSeededDatabase, sqlError, updateSql } from './support/pglite-harness.ts';
import { WORKSHOP_FIXTURE_SQL } from './support/workshop-fixtures.ts';

let db: PGlite;
let foreignKeys: ForeignKey[];

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.query(SPARE_USER_SQL, [SPARE_USER_ID]);
  await db.exec(UNASSIGNED_TEMPLATE_SQL);
  await db.exec(WORKSHOP_FIXTURE_SQL);
  foreignKeys = (await db.query<ForeignKey>(FOREIGN_KEYS_SQL)).rows;
}, 180_000);
afterAll(async () => {
  await db?.close();
});

/** One write as `role` inside a savepoint of the case's transaction: 'allowed', 'denied' (42501) or the unexpected error. */
async function attempt(role: RoleKey, c: CrossOrgCase): Promise<string> {
  await db.exec('savepoint attempt');
  try {
    await actAs(db, ACCOUNTS[role].userId);
    const result = c.insert
      ? await db.query(insertSql(c.table, c.insert, false), [JSON.stringify(c.insert)])
      : await db.query(updateSql(c.table, { [c.column]: c.value }, keyOf(c.table)), [
          JSON.stringify({ [c.column]: c.value }),
          c.id,
        ]);
    return (result.affectedRows ?? result.rows.length) === 1 ? 'allowed' : 'denied';
  } catch (error) {
    const { code, message } = sqlError(error);
    return code === '42501' ? 'denied' : `${code} ${message}`;
  } finally {
    await db.exec('rollback to savepoint attempt');
  }
}

async function outcomes(c: CrossOrgCase): Promise<string[]> {
  await db.exec('begin');
  try {
    await db.exec(CROSS_ORG_FIXTURE_SQL);
    const wrong: string[] = [];
    for (const role of ROLE_KEYS) {
      const outcome = await attempt(role, c);
      const expected = c.allowed.includes(role) ? 'allowed' : 'denied';
      if (outcome !== expected) wrong.push(`${role}: ${outcome}, expected ${expected}`);
    }
    return wrong;
  } finally {
    await db.exec('rollback');
  }
}

describe('both ends of every foreign key stay in one organisation', () => {
  it('has a Globex row to point at for every foreign key, or a reason why not', () => {
    expect(foreignKeys.length).toBeGreaterThan(50);
    expect(uncovered(foreignKeys)).toEqual([]);
  });

  it('refuses every role every write that points one end at Globex (save the listed whole-Globex rows)', async () => {
    const failures: string[] = [];
    for (const c of crossOrgCases(foreignKeys)) {
      for (const line of await outcomes(c)) failures.push(`${c.name}: ${line}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('policies fail closed', () => {
  it('has row-level security on every public table', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  it('gives every insert and update policy a check, and no policy a blanket true', async () => {
    const { rows } = await db.query<{ policy: string }>(
      `select tablename || ': ' || policyname as policy from pg_policies where schemaname = 'public' and (
         (cmd in ('INSERT', 'UPDATE', 'ALL') and with_check is null)
         or (cmd <> 'INSERT' and qual is null)
         or btrim(coalesce(qual, ''), '() ') = 'true' or btrim(coalesce(with_check, ''), '() ') = 'true')`,
    );
    expect(rows).toEqual([]);
  });

  it('restricts every table to active accounts of active organisations', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not exists (
         select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
           and p.permissive = 'RESTRICTIVE' and p.qual like '%caller_is_active()%')`,
    );
    expect(rows).toEqual([]);
  });

  it('grants TRUNCATE to no API role, on the tables of today or on a table created later', async () => {
    await db.exec('begin');
    try {
      await db.exec('create table public.zz_later (id int primary key)');
      const { rows } = await db.query<{ grant: string }>(
        `select r.rolname || ' on ' || c.relname as grant from pg_class c join pg_namespace n on n.oid = c.relnamespace
         cross join pg_roles r where n.nspname = 'public' and c.relkind = 'r' and r.rolname in ('anon', 'authenticated')
           and has_table_privilege(r.oid, c.oid, 'TRUNCATE')`,
      );
      expect(rows).toEqual([]);
    } finally {
      await db.exec('rollback');
    }
  });
});
