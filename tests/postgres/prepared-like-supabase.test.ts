/**
 * Runs only on the real PostgreSQL server that tests/postgres/run.ts prepares: the suites really talk
 * to it (not to PGlite), it was prepared as a hosted Supabase project is, and every migration and
 * the seed went in as `postgres`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../server/db/open.ts';
import { vendoredDir } from './supabase-bootstrap.ts';
import { openSeededDatabase } from './seeded-database.ts';

let db: PGlite;
const one = async <R>(text: string): Promise<R> => (await db.query<R>(text)).rows[0]!;

beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('the server', () => {
  it('is a PostgreSQL server, not PGlite, reached as postgres', async () => {
    const row = await one<{ version: string; user: string }>('select version() as version, current_user as user');
    expect(row.version).toMatch(/^PostgreSQL \d+/);
    expect(row.version).not.toMatch(/wasm|emscripten/i);
    expect(row.user).toBe('postgres');
  });
});

describe('Supabase bootstrap', () => {
  it('leaves postgres a non-superuser that bypasses row-level security, as on a hosted project', async () => {
    expect(
      await one(`select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = 'postgres'`),
    ).toEqual({ super: false, bypass: true });
  });

  it('refuses postgres what only a superuser may do, so a migration that needs one fails here as on Supabase', async () => {
    await db.exec('begin');
    try {
      await db.exec(`create function public.zz_noop() returns event_trigger language plpgsql as 'begin end'`);
      const error = await db
        .exec('create event trigger zz_noop on ddl_command_end execute function public.zz_noop()')
        .then(
          () => null,
          (e: { code?: string }) => e.code,
        );
      expect(error).toBe('42501');
    } finally {
      await db.exec('rollback');
    }
  });

  it('has the API roles without login, granted to authenticator and to postgres', async () => {
    const rows = (
      await db.query<{ role: string; login: boolean; authenticator: boolean; postgres: boolean }>(`
      select r.rolname as role, r.rolcanlogin as login,
        pg_has_role('authenticator', r.oid, 'member') as authenticator, pg_has_role('postgres', r.oid, 'member') as postgres
      from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role') order by 1`)
    ).rows;
    expect(rows).toEqual(
      ['anon', 'authenticated', 'service_role'].map((role) => ({
        role,
        login: false,
        authenticator: true,
        postgres: true,
      })),
    );
  });

  it('ran every supabase/auth migration: auth.users has its current columns', async () => {
    const versions = readdirSync(path.join(vendoredDir, 'supabase-auth', 'migrations')).map((f) => f.split('_')[0]!);
    const recorded = (await db.query<{ version: string }>('select version from auth.schema_migrations')).rows.map(
      (r) => r.version,
    );
    expect(recorded).toEqual(expect.arrayContaining(versions));
    const column = await one<{ n: number }>(`select count(*)::int as n from information_schema.columns
      where table_schema = 'auth' and table_name = 'users' and column_name in ('is_anonymous', 'is_sso_user', 'deleted_at', 'banned_until')`);
    expect(column.n).toBe(4);
  });
});

describe('the project schema', () => {
  it('records every migration of supabase/migrations, applied unchanged', async () => {
    const files = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.split('_')[0]!)
      .sort();
    const { rows } = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    );
    expect(rows.map((r) => r.version)).toEqual(files);
  });

  it('is owned by postgres, so its security definer functions run without superuser rights', async () => {
    const owners = (
      await db.query<{ owner: string }>(`
      select distinct pg_get_userbyid(p.proowner) as owner from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosecdef
      union select distinct pg_get_userbyid(c.relowner) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`)
    ).rows;
    expect(owners).toEqual([{ owner: 'postgres' }]);
  });

  it('holds the seed', async () => {
    expect(
      await one(
        `select (select count(*)::int from auth.users) > 0 as users, (select count(*)::int from public.organizations) as organizations`,
      ),
    ).toEqual({ users: true, organizations: 2 });
  });
});
