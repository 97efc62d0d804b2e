import { rmSync, mkdirSync } from 'node:fs';
import { openMigratedDatabase } from '../db/open.ts';
import { dataDir } from './paths.ts';

// `npm run db:reset`: throws away .data/db and rebuilds it from bootstrap, migrations and seed.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const started = Date.now();
const db = await openMigratedDatabase({ dataDir });
await db.close();
console.log(`Database re-created from the seed in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
