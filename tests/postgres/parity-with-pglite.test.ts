/**
 * The embedded backend's stand-in for Supabase (server/db/bootstrap.sql on PGlite) against Supabase's
 * own bootstrap on a real server, after the same migrations and seed: the API roles get the same
 * privileges and policies, and the auth helpers read the same claims the same way.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/open.ts';
import { loadPreparedDump } from '../../server/db/prepared.ts';
import { ACCOUNTS } from '../../supabase/tests/support/demo-ids.ts';
import { openSeededDatabase } from './seeded-database.ts';

let postgres: PGlite;
let pglite: PGlite;

beforeAll(async () => {
  postgres = await openSeededDatabase();
  pglite = await openPglite({ loadDataDir: await loadPreparedDump() });
}, 180_000);
afterAll(async () => {
  await postgres?.close();
  await pglite?.close();
});

const API_ROLES = `('anon', 'authenticated', 'service_role')`;

async function onBoth<R>(sql: string, params?: unknown[]): Promise<{ postgres: R[]; pglite: R[] }> {
  return { postgres: (await postgres.query<R>(sql, params)).rows, pglite: (await pglite.query<R>(sql, params)).rows };
}

describe('after the same migrations and seed', () => {
  it('grants the API roles the same privileges on the public tables', async () => {
    const both = await onBoth(`
      select table_name || ' ' || grantee || ' ' || privilege_type as grant from information_schema.role_table_grants
      where table_schema = 'public' and grantee in ${API_ROLES} order by 1`);
    expect(both.postgres.length).toBeGreaterThan(0);
    expect(both.postgres).toEqual(both.pglite);
  });

  it('lets the API roles execute the same functions of public and private', async () => {
    const both = await onBoth(`
      select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || r.rolname as grant
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join pg_roles r
      where n.nspname in ('public', 'private') and r.rolname in ${API_ROLES} and has_function_privilege(r.oid, p.oid, 'execute')
      order by 1`);
    expect(both.postgres.length).toBeGreaterThan(0);
    expect(both.postgres).toEqual(both.pglite);
  });

  it('has the same row-level security policies', async () => {
    const both = await onBoth(`
      select tablename, policyname, permissive, roles::text as roles, cmd, qual, with_check
      from pg_policies where schemaname = 'public' order by 1, 2`);
    expect(both.postgres.length).toBeGreaterThan(0);
    expect(both.postgres).toEqual(both.pglite);
  });
});

describe('the auth helpers', () => {
  it.each<[string, Record<string, string>]>([
    ['a signed-in user', { sub: ACCOUNTS.member.userId, role: 'authenticated', email: 'member@acme.test' }],
    ['anon', { role: 'anon' }],
  ])('read the claims of %s the same way', async (_name, claims) => {
    const read = async (db: PGlite) => {
      await db.exec('begin');
      try {
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        return (
          await db.query(
            `select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt`,
          )
        ).rows;
      } finally {
        await db.exec('rollback');
      }
    };
    const onPostgres = await read(postgres);
    expect(onPostgres).toEqual([
      { uid: claims.sub ?? null, role: claims.role, email: claims.email ?? null, jwt: claims },
    ]);
    expect(await read(pglite)).toEqual(onPostgres);
  });
});
