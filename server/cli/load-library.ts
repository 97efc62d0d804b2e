import { existsSync } from 'node:fs';
import { exitIfLocked, lockDataDir, type DataDirLock } from '../db/data-dir-lock.ts';
import { applyLibrary, openMigratedDatabase } from '../db/open.ts';
import { dataDir } from './paths.ts';

// `npm run library`: loads the starter library (supabase/library/starter.sql) into the existing
// database in .data/db (BACKEND_DATA_DIR names another), bringing its schema up to date first. It
// creates no account and adds only the library rows still missing; never under a running backend,
// whose lock it holds while it loads.
if (!existsSync(dataDir)) {
  console.error(
    `No database in ${dataDir}: start the backend once (npm run backend) or name the folder in BACKEND_DATA_DIR.`,
  );
  process.exit(1);
}
let lock: DataDirLock;
try {
  lock = lockDataDir(dataDir);
} catch (error) {
  exitIfLocked(error);
}
const started = Date.now();
// An empty folder becomes a database with the library and no demo data (so no account either).
const db = await openMigratedDatabase({ dataDir, seed: false });
await applyLibrary(db);
await db.close();
lock.release();
console.log(`Starter library loaded into ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
