/**
 * A refused write tells nothing about rows the caller cannot see: naming another organisation's row
 * is answered exactly as naming a row that does not exist (same code, same message), for every
 * foreign key of the catalog, every role, insert and update. Otherwise a refusal would confirm that
 * a guessed or leaked id belongs to some other organisation.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ROLE_KEYS, SPARE_USER_ID, type RoleKey } from './support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL } from './support/cross-org-fixtures.ts';
import { FOREIGN_KEYS_SQL, crossOrgCases, type CrossOrgCase, type ForeignKey } from './support/cross-org-matrix.ts';
import { UNASSIGNED_TEMPLATE_SQL, keyOf } from './support/security-matrix.ts';
import { SPARE_USER_SQL, actAs, insertSql, openSeededDatabase, sqlError, updateSql } from './support/pglite-harness.ts';
import { WORKSHOP_FIXTURE_SQL } from './support/workshop-fixtures.ts';

let db: PGlite;
let cases: CrossOrgCase[];

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.query(SPARE_USER_SQL, [SPARE_USER_ID]);
  await db.exec(UNASSIGNED_TEMPLATE_SQL);
  await db.exec(WORKSHOP_FIXTURE_SQL);
  cases = crossOrgCases((await db.query<ForeignKey>(FOREIGN_KEYS_SQL)).rows);
}, 180_000);
afterAll(async () => {
  await db?.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The answer to one write of `value` into the case's column as `role`, ids blanked: 'allowed' or 'code message'. */
async function answer(role: RoleKey, c: CrossOrgCase, value: string): Promise<string> {
  await db.exec('savepoint attempt');
  try {
    await actAs(db, ACCOUNTS[role].userId);
    const patch = { [c.column]: value };
    const result = c.insert
      ? await db.query(insertSql(c.table, { ...c.insert, ...patch }, false), [
          JSON.stringify({ ...c.insert, ...patch }),
        ])
      : await db.query(updateSql(c.table, patch, keyOf(c.table)), [JSON.stringify(patch), c.id]);
    return (result.affectedRows ?? result.rows.length) === 1 ? 'allowed' : 'no row';
  } catch (error) {
    const { code, message } = sqlError(error);
    return `${code} ${message.replaceAll(UUID, '<id>')}`;
  } finally {
    await db.exec('rollback to savepoint attempt');
  }
}

describe('a refusal does not reveal that a row exists in another organisation', () => {
  it("answers another organisation's id as it answers an id of no row, for every foreign key and role", async () => {
    expect(cases.length).toBeGreaterThan(100);
    const differences: string[] = [];
    await db.exec('begin');
    try {
      await db.exec(CROSS_ORG_FIXTURE_SQL);
      for (const c of cases) {
        for (const role of ROLE_KEYS) {
          // The caller's own id is no secret to them.
          if (c.allowed.includes(role) || c.value === ACCOUNTS[role].userId) continue;
          const foreign = await answer(role, c, c.value);
          const missing = await answer(role, c, randomUUID());
          if (foreign !== missing) differences.push(`${c.name}: ${role}: ${foreign} | no row: ${missing}`);
        }
      }
    } finally {
      await db.exec('rollback');
    }
    expect(differences).toEqual([]);
  }, 600_000);
});
