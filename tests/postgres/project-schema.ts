/**
 * The project's migrations and seed, applied unchanged the way the Supabase CLI applies them to a
 * project (`supabase db push` / `db reset`): connected as `postgres`, each migration in its own
 * transaction and recorded in supabase_migrations.schema_migrations, then the starter library
 * (supabase/library/starter.sql) and supabase/seed.sql, which uses the library's rows.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { libraryFile, migrationsDir, seedFile } from '../../server/db/open.ts';

export async function applyProjectMigrations(client: pg.Client): Promise<string[]> {
  await client.query(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`);
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    const [version, ...name] = file.replace(/\.sql$/, '').split('_');
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name.join('_'),
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`supabase/migrations/${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  return files;
}

export async function applySeed(client: pg.Client): Promise<void> {
  try {
    await client.query(await readFile(libraryFile, 'utf8'));
  } catch (error) {
    throw new Error(`supabase/library/starter.sql: ${(error as Error).message}`, { cause: error });
  }
  try {
    await client.query(await readFile(seedFile, 'utf8'));
  } catch (error) {
    throw new Error(`supabase/seed.sql: ${(error as Error).message}`, { cause: error });
  }
}
