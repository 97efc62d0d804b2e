import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startBackend } from '../app.ts';
import { loadOrCreateKeys } from '../auth/keys.ts';
import { APP_PORT } from '../config.ts';
import { exitIfLocked } from '../db/data-dir-lock.ts';
import { repoRoot } from '../db/open.ts';
import { banner } from './banner.ts';
import { bindAddress } from './bind-address.ts';
import { dataDir, tlsDir } from './paths.ts';
import { onShutdown } from './shutdown.ts';
import { serveStatic } from './static-server.ts';
import { resolveTls, tlsNotice } from './tls.ts';
import { tlsChoice } from './tls-options.ts';

// `npm start [-- --host <address>] [--https | --cert <file> --key <file>]` (after `npm run build`): the
// backend on :54321 and the built PWA on :4173, both on 127.0.0.1 unless another address is named, over
// HTTPS when asked (docs/workshop-tablets.md: tablets need it for the service worker, so for offline).
const dist = path.join(repoRoot, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (npm start does).');
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });
if (!existsSync(path.join(dataDir, 'PG_VERSION')))
  console.log('First run: creating the database (schema and demo data)...');
const host = bindAddress();
const tls = resolveTls(tlsChoice(), host, tlsDir);
const keys = loadOrCreateKeys();
const backend = await startBackend({ dataDir, host, keys, tls }).catch(exitIfLocked);
const app = await serveStatic(dist, host, APP_PORT, { tls }).catch(async (error: unknown) => {
  await backend.close();
  throw error;
});
console.log(banner({ backendUrl: backend.url, appUrl: app.url, host, keys, tls: Boolean(tls) }));
const notice = tlsNotice(tls, host);
if (notice) console.log(`${notice}\n`);
onShutdown(async () => {
  await app.close();
  await backend.close();
});
