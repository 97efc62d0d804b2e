/**
 * Prepares a bare PostgreSQL cluster the way Supabase prepares its own, from Supabase's own files
 * kept verbatim under supabase/tests/postgres/ (see the README there):
 *  1. supabase/postgres `migrations/db/migrate.sh`: as supabase_admin, create the `postgres`
 *     superuser; the init scripts as postgres; the image migrations as supabase_admin (the first one
 *     demotes postgres to a non-superuser with BYPASSRLS, as on a hosted project);
 *  2. supabase/auth (GoTrue) migrations, as the auth server runs them: supabase_auth_admin, one
 *     transaction each, the "Namespace" template set to `auth`.
 * The only edits are the statements for extensions Debian does not package, listed in NOT_ON_DEBIAN,
 * and one grant that stands in for supautils (SUPAUTILS_STAND_IN).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const vendoredDir = path.resolve(here, '..', '..', 'supabase', 'tests', 'postgres');

/** Statements removed from Supabase's files because Debian's PostgreSQL has no such extension. */
const NOT_ON_DEBIAN: { file: string; statement: string; why: string }[] = [
  {
    file: 'init-scripts/00000000000000-initial-schema.sql',
    statement: 'create extension if not exists pgjwt            with schema extensions;',
    why: 'pgjwt is not packaged by Debian; the project signs no JWT in SQL',
  },
  {
    file: 'migrations/20230529180330_alter_api_roles_for_inherit.sql',
    statement: 'GRANT pgsodium_keyholder to service_role;',
    why: 'pgsodium is not packaged by Debian (its own migration 20221207154255 skips it when unavailable)',
  },
];

/**
 * What Supabase's supautils extension (not packaged by Debian) lets the non-superuser `postgres` do
 * on a hosted project, granted natively (PostgreSQL 15+) instead: among its privileged settings are
 * session_replication_role, which bulk fixes and the realtime read-back set, and pgrst.* (PostgREST's
 * in-database configuration), where a migration names PostgREST's pre-request check.
 */
const SUPAUTILS_STAND_IN = 'grant set on parameter session_replication_role, "pgrst.db_pre_request" to postgres';

export type Connect = (user: string, database?: string) => Promise<pg.Client>;

export function connector(port: number): Connect {
  return async (user, database = 'postgres') => {
    const client = new pg.Client({ host: '127.0.0.1', port, user, database });
    await client.connect();
    return client;
  };
}

async function sqlFiles(dir: string, suffix = '.sql'): Promise<string[]> {
  return (await readdir(dir))
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => path.join(dir, f));
}

async function vendoredSql(file: string): Promise<string> {
  let sql = await readFile(file, 'utf8');
  const relative = path.relative(path.join(vendoredDir, 'supabase-postgres'), file);
  for (const edit of NOT_ON_DEBIAN.filter((e) => e.file === relative)) {
    if (!sql.includes(edit.statement))
      throw new Error(`${relative} no longer contains "${edit.statement}": review NOT_ON_DEBIAN`);
    sql = sql.replace(edit.statement, `-- removed for Debian's PostgreSQL: ${edit.why}`);
  }
  return sql;
}

async function runFiles(
  client: pg.Client,
  files: string[],
  load: (file: string) => Promise<string>,
  inTransaction: boolean,
): Promise<void> {
  for (const file of files) {
    const sql = await load(file);
    try {
      await client.query(inTransaction ? `begin;\n${sql}\n;commit;` : sql);
    } catch (error) {
      if (inTransaction) await client.query('rollback').catch(() => undefined);
      throw new Error(`${path.relative(vendoredDir, file)}: ${(error as Error).message}`, { cause: error });
    }
  }
}

async function asUser(connect: Connect, user: string, fn: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = await connect(user);
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

export async function applySupabaseBootstrap(connect: Connect): Promise<void> {
  const image = path.join(vendoredDir, 'supabase-postgres');
  await asUser(connect, 'supabase_admin', (c) =>
    c.query(`create role postgres superuser login; alter database postgres owner to postgres;`).then(() => undefined),
  );
  await asUser(connect, 'postgres', async (c) =>
    runFiles(c, await sqlFiles(path.join(image, 'init-scripts')), vendoredSql, false),
  );
  await asUser(connect, 'supabase_admin', async (c) => {
    await runFiles(c, await sqlFiles(path.join(image, 'migrations')), vendoredSql, false);
    await c.query(SUPAUTILS_STAND_IN);
  });

  const auth = path.join(vendoredDir, 'supabase-auth', 'migrations');
  await asUser(connect, 'supabase_auth_admin', async (c) => {
    const files = await sqlFiles(auth, '.up.sql');
    const load = async (file: string): Promise<string> => {
      const version = path.basename(file).split('_')[0]!;
      const sql = (await readFile(file, 'utf8')).replace(/\{\{\s*index \.Options "Namespace"\s*\}\}/g, 'auth');
      return `${sql}\n;insert into auth.schema_migrations (version) values ('${version}') on conflict do nothing;`;
    };
    await runFiles(c, files, load, true);
  });
}
