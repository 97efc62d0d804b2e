// The embedded backend in a process of its own, so a bench can kill it (SIGKILL, mid-request) and
// start it again on the same data, and so its single thread is not shared with the bench's clients.
// Usage: tsx bench/chaos/backend-process.ts <port> <dataDir> [corsOrigin]
// On the first start of an empty dataDir it loads the prepared demo database (schema + seed).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startBackend } from '../../server/app.ts';
import { onShutdown } from '../../server/cli/shutdown.ts';
import { loadPreparedDump } from '../../server/db/prepared.ts';

const [portArg, dataDir, corsOrigin] = process.argv.slice(2);
if (!portArg || !dataDir) throw new Error('usage: backend-process.ts <port> <dataDir> [corsOrigin]');
const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
const backend = await startBackend({
  port: Number(portArg),
  dataDir,
  loadDataDir: fresh ? await loadPreparedDump() : undefined,
  corsOrigins: corsOrigin ? [corsOrigin] : undefined,
});
// The parent waits for this line.
console.log(`READY ${backend.url}`);
onShutdown(() => backend.close());
