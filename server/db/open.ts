import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { DurableNodeFS, durableStartParams, fsyncWanted } from './durability.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
export const migrationsDir = path.join(repoRoot, 'supabase', 'migrations');
export const seedFile = path.join(repoRoot, 'supabase', 'seed.sql');
/** The starter library: content every organisation reads, no accounts; idempotent, so it may load again. */
export const libraryFile = path.join(repoRoot, 'supabase', 'library', 'starter.sql');

export interface OpenOptions {
  /** Folder kept on disk (survives restarts). Omit for an in-memory database. */
  dataDir?: string;
  /** A dump made by `db.dumpDataDir()`, to start from a prepared database without initdb. */
  loadDataDir?: Blob | File;
  /** fsync at commit for a folder on disk (durability.ts). Default: on unless BACKEND_FSYNC=off. */
  fsync?: boolean;
}

export async function openPglite(options: OpenOptions = {}): Promise<PGlite> {
  const durable = options.dataDir !== undefined && !options.dataDir.includes('://') && (options.fsync ?? fsyncWanted());
  return PGlite.create({
    ...(durable
      ? { fs: new DurableNodeFS(options.dataDir as string), startParams: durableStartParams() }
      : { dataDir: options.dataDir }),
    loadDataDir: options.loadDataDir,
    extensions: { pgcrypto },
  });
}

async function isBootstrapped(db: PGlite): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  return rows[0]?.present ?? false;
}

export async function applyBootstrap(db: PGlite): Promise<void> {
  if (await isBootstrapped(db)) return;
  await db.exec(await readFile(path.join(here, 'bootstrap.sql'), 'utf8'));
}

/** Applies every migration not yet recorded, in file-name order, each in its own transaction. */
export async function applyMigrations(db: PGlite): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  const newlyApplied: string[] = [];
  for (const file of files) {
    const [version, ...nameParts] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        nameParts.join('_'),
      ]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}

/** Loads the starter library in one transaction: all of it or, on an error, none of it. */
export async function applyLibrary(db: PGlite): Promise<void> {
  const sql = await readFile(libraryFile, 'utf8');
  await db.transaction(async (tx) => {
    await tx.exec(sql);
  });
}

export async function applySeed(db: PGlite): Promise<void> {
  await db.exec(await readFile(seedFile, 'utf8'));
}

/**
 * Opens a database and brings it to the current schema. A database created here gets the starter
 * library, then the demo data unless `seed` is false (the demo data uses the library's rows).
 */
export async function openMigratedDatabase(options: OpenOptions & { seed?: boolean } = {}): Promise<PGlite> {
  const db = await openPglite(options);
  const fresh = !(await isBootstrapped(db));
  await applyBootstrap(db);
  await applyMigrations(db);
  if (fresh) await applyLibrary(db);
  if (fresh && options.seed !== false) await applySeed(db);
  return db;
}
