import { rmSync, mkdirSync } from 'node:fs';
import { exitIfLocked, lockDataDir, type DataDirLock } from '../db/data-dir-lock.ts';
import { openMigratedDatabase } from '../db/open.ts';
import { dataDir } from './paths.ts';

// `npm run db:reset`: throws away .data/db and rebuilds it from bootstrap, migrations and seed; never
// under a running backend (its lock is held while the folder is rebuilt).
let lock: DataDirLock;
try {
  lock = lockDataDir(dataDir);
} catch (error) {
  exitIfLocked(error);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const started = Date.now();
const db = await openMigratedDatabase({ dataDir });
await db.close();
lock.release();
console.log(`Database re-created from the seed in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
