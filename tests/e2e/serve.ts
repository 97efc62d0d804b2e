/**
 * Playwright's web server: what `npm start` runs (the embedded backend on :54321 and the built
 * app from dist/ on :4173), but over a throwaway in-memory copy of the prepared demo database,
 * so end-to-end runs never touch .data/db and always start from the seed.
 */
import path from 'node:path';
import { startBackend } from '../../server/app.ts';
import { repoRoot } from '../../server/db/open.ts';
import { loadPreparedDump } from '../../server/db/prepared.ts';
import { onShutdown } from '../../server/cli/shutdown.ts';
import { serveStatic } from '../../server/cli/static-server.ts';

const backend = await startBackend({ port: 54321, loadDataDir: await loadPreparedDump() });
const app = await serveStatic(path.join(repoRoot, 'dist'), '127.0.0.1', 4173);
console.log(`e2e servers ready: backend ${backend.url}, app ${app.url}`);
onShutdown(async () => {
  await app.close();
  await backend.close();
});
