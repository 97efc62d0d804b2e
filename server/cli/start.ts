import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startBackend } from '../app.ts';
import { loadOrCreateKeys } from '../auth/keys.ts';
import { APP_PORT } from '../config.ts';
import { exitIfLocked } from '../db/data-dir-lock.ts';
import { repoRoot } from '../db/open.ts';
import { banner } from './banner.ts';
import { bindAddress } from './bind-address.ts';
import { dataDir } from './paths.ts';
import { onShutdown } from './shutdown.ts';
import { serveStatic } from './static-server.ts';

// `npm start [-- --host <address>]` (after `npm run build`): the backend on :54321 and the built PWA on
// :4173, both on 127.0.0.1 unless another address is named.
const dist = path.join(repoRoot, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (npm start does).');
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });
if (!existsSync(path.join(dataDir, 'PG_VERSION')))
  console.log('First run: creating the database (schema and demo data)...');
const host = bindAddress();
const keys = loadOrCreateKeys();
const backend = await startBackend({ dataDir, host, keys }).catch(exitIfLocked);
const app = await serveStatic(dist, host, APP_PORT).catch(async (error: unknown) => {
  await backend.close();
  throw error;
});
console.log(banner({ backendUrl: backend.url, appUrl: app.url, host, keys }));
onShutdown(async () => {
  await app.close();
  await backend.close();
});
