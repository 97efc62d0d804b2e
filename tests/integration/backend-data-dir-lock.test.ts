// One backend per data folder: a second `npm run backend` on the same folder, on another port, must refuse to
// start (two PGlite instances on one folder lost acknowledged inserts), and a lock left by a killed backend
// must not block the next start.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../server/auth/keys.ts';
import { lockFileFor } from '../../server/db/data-dir-lock.ts';
import { freePort, prepareDataDir, spawnBackend, type BackendProcess } from '../support/backend-process.ts';

let root: string;
let dataDir: string;
const started: BackendProcess[] = [];
const health = (url: string) => fetch(`${url}/auth/v1/health`, { headers: { apikey: loadOrCreateKeys().anonKey } });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'taas-lock-'));
  dataDir = path.join(root, 'db');
  await prepareDataDir(dataDir);
});

afterAll(async () => {
  for (const backend of started)
    if (backend.child.exitCode === null && backend.child.signalCode === null) backend.child.kill('SIGKILL');
  await Promise.all(started.map((backend) => backend.exited));
  await rm(root, { recursive: true, force: true });
});

async function start(): Promise<BackendProcess> {
  const backend = spawnBackend(dataDir, await freePort());
  started.push(backend);
  return backend;
}

describe('a data folder serves one backend at a time', () => {
  it('refuses a second backend on the same folder on another port, with a message naming the first', async () => {
    const first = await start();
    await first.ready;

    const second = await start();
    const outcome = await Promise.race([second.exited, second.ready.then(() => 'started' as const)]);
    if (outcome === 'started') second.child.kill('SIGKILL');
    expect(outcome).not.toBe('started');
    const { code, output } = await second.exited;
    expect(code).toBe(1);
    expect(output).toContain(`Another backend (process ${first.child.pid}) is using the data folder ${dataDir}`);
    // The first one still serves.
    expect((await health(first.url)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
  }, 180_000);

  it('starts after the backend holding the folder was killed with -9 (the stale lock is taken over)', async () => {
    expect(existsSync(lockFileFor(dataDir))).toBe(true);
    const next = await start();
    await next.ready.catch((error: unknown) => expect.fail(String(error)));
    expect((await health(next.url)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    // A clean stop leaves no lock behind.
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  }, 180_000);
});
