import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { libraryFile, migrationsDir, openMigratedDatabase, repoRoot, seedFile } from './open.ts';

export const preparedDir = path.join(repoRoot, '.data', 'test');

/** A fingerprint of everything that shapes the prepared database: bootstrap, migrations, starter library, seed. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    path.join(repoRoot, 'server', 'db', 'bootstrap.sql'),
    ...(await readdir(migrationsDir))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => path.join(migrationsDir, f)),
  ];
  for (const file of [libraryFile, seedFile]) if (existsSync(file)) files.push(file);
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/** Path of the dump for the current schema and seed; builds it (initdb + bootstrap + migrations + library + seed) when missing. */
export async function preparedDumpPath(): Promise<string> {
  const file = path.join(preparedDir, `prepared-${await fingerprint()}.tar.gz`);
  if (existsSync(file)) return file;
  await mkdir(preparedDir, { recursive: true });
  const db = await openMigratedDatabase();
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  // Dumps of older schemas are not needed again once no run can still be using them.
  for (const old of await readdir(preparedDir)) {
    const oldPath = path.join(preparedDir, old);
    if (
      /^prepared-[0-9a-f]+\.tar\.gz$/.test(old) &&
      oldPath !== file &&
      Date.now() - statSync(oldPath).mtimeMs > 3_600_000
    )
      await rm(oldPath, { force: true });
  }
  return file;
}

/** Set by the integration global setup, so every test file of a run loads the same dump even if a migration changes meanwhile. */
export const PREPARED_DB_ENV = 'TAAS_PREPARED_DB';

export async function loadPreparedDump(): Promise<Blob> {
  const pinned = process.env[PREPARED_DB_ENV];
  const file = pinned && existsSync(pinned) ? pinned : await preparedDumpPath();
  return new Blob([await readFile(file)]);
}
