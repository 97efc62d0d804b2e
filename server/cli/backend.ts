import { mkdirSync } from 'node:fs';
import { startBackend } from '../app.ts';
import { loadOrCreateKeys } from '../auth/keys.ts';
import { exitIfLocked } from '../db/data-dir-lock.ts';
import { banner } from './banner.ts';
import { bindAddress } from './bind-address.ts';
import { dataDir } from './paths.ts';
import { onShutdown } from './shutdown.ts';

// `npm run backend [-- --host <address>]`: the embedded backend alone, data in .data/db (created and
// seeded on first run; later runs apply only migrations that are new).
mkdirSync(dataDir, { recursive: true });
const host = bindAddress();
const keys = loadOrCreateKeys();
const backend = await startBackend({ dataDir, host, keys, port: Number(process.env.PORT ?? 54321) }).catch(
  exitIfLocked,
);
console.log(banner({ backendUrl: backend.url, host, keys }));
onShutdown(() => backend.close());
