import { mkdirSync } from 'node:fs';
import { startBackend } from '../app.ts';
import { banner } from './banner.ts';
import { dataDir } from './paths.ts';
import { onShutdown } from './shutdown.ts';

// `npm run backend`: the embedded backend alone, data in .data/db (created and seeded on first run;
// later runs apply only migrations that are new).
mkdirSync(dataDir, { recursive: true });
const backend = await startBackend({ dataDir, port: Number(process.env.PORT ?? 54321) });
console.log(banner(backend.url));
onShutdown(() => backend.close());
