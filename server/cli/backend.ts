import { mkdirSync } from 'node:fs';
import { startBackend } from '../app.ts';
import { loadOrCreateKeys } from '../auth/keys.ts';
import { exitIfLocked } from '../db/data-dir-lock.ts';
import { banner } from './banner.ts';
import { bindAddress } from './bind-address.ts';
import { dataDir } from './paths.ts';
import { onShutdown } from './shutdown.ts';

// `npm run backend [-- --host <address>] [-- --no-demo]`: the embedded backend alone, data in .data/db
// (created and seeded on first run; later runs apply only migrations that are new). With --no-demo a
// database it creates gets the starter library and no demo data, so no account: the first super admin
// comes from `npm run super-admin` (docs/deploying.md).
mkdirSync(dataDir, { recursive: true });
const host = bindAddress();
const demo = !process.argv.includes('--no-demo');
const keys = loadOrCreateKeys();
const backend = await startBackend({
  dataDir,
  host,
  keys,
  seed: demo,
  port: Number(process.env.PORT ?? 54321),
}).catch(exitIfLocked);
console.log(banner({ backendUrl: backend.url, host, keys, demo }));
onShutdown(() => backend.close());
