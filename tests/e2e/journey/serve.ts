/**
 * The journey's web server: the embedded backend over a new throwaway database made the way an
 * operator starts one without demo data (migrations and the starter library, nothing else), its
 * first super admin created through the admin API as docs/deploying.md says, and the built app
 * from dist/. Same ports as the other end-to-end specs' server, so the two configs run one after
 * the other.
 */
import path from 'node:path';
import { startBackend } from '../../../server/app.ts';
import { repoRoot } from '../../../server/db/open.ts';
import { createFirstSuperAdmin } from '../../../server/cli/first-super-admin.ts';
import { onShutdown } from '../../../server/cli/shutdown.ts';
import { serveStatic } from '../../../server/cli/static-server.ts';
import { SUPER_ADMIN } from './accounts.ts';

const started = Date.now();
const backend = await startBackend({ port: 54321, seed: false });
await createFirstSuperAdmin({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, ...SUPER_ADMIN });
const app = await serveStatic(path.join(repoRoot, 'dist'), '127.0.0.1', 4173);
console.log(
  `journey servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s: backend ${backend.url} (no demo data), app ${app.url}`,
);
onShutdown(async () => {
  await app.close();
  await backend.close();
});
