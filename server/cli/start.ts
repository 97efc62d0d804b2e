import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startBackend } from '../app.ts';
import { repoRoot } from '../db/open.ts';
import { banner } from './banner.ts';
import { dataDir } from './paths.ts';
import { onShutdown } from './shutdown.ts';
import { serveStatic } from './static-server.ts';

// `npm start` (after `npm run build`): the backend on :54321 and the built PWA on :4173.
const dist = path.join(repoRoot, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (npm start does).');
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });
if (!existsSync(path.join(dataDir, 'PG_VERSION'))) console.log('First run: creating the database (schema and demo data)...');
const backend = await startBackend({ dataDir });
const app = await serveStatic(dist, '127.0.0.1', 4173).catch(async (error: unknown) => {
  await backend.close();
  throw error;
});
console.log(banner(backend.url, app.url));
onShutdown(async () => {
  await app.close();
  await backend.close();
});
