/**
 * A full disk must not hang the backend. Below its free-space reserve the backend refuses writes with
 * Postgres's disk_full (53100, 503 as PostgREST answers class 53) and keeps serving reads; when the disk
 * fills anyway (no reserve), a write fails cleanly, the next request still gets an answer, `/health`
 * answers, SIGTERM stops the process, and a start on the same folder has every acknowledged write.
 * After an ENOSPC (the WAL cannot grow), PGlite can hang on its next statement: the database thread is
 * replaced at once, and it comes back, with everything acknowledged, once space is freed.
 * The data folder lives on a tmpfs of its own (mounted here: the suite runs as root).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, prepareDataDir, spawnBackend, type BackendProcess } from '../support/backend-process.ts';
import { startBackend } from '../../server/app.ts';
import { loadOrCreateKeys } from '../../server/auth/keys.ts';

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'taas-disk-full-'));
const dataDir = path.join(mountPoint, 'db');
const filler = path.join(mountPoint, 'filler');
const keys = loadOrCreateKeys();
const acknowledged: string[] = [];
let backend: BackendProcess | undefined;

function freeBytes(): number {
  const stats = statfsSync(mountPoint);
  return Number(stats.bavail) * Number(stats.bsize);
}

/** Another file takes the disk's space until only `leave` bytes are free (0: until ENOSPC). */
function fill(leave: number): void {
  const fd = openSync(filler, 'a');
  const chunk = Buffer.alloc(1024 * 1024, 1);
  try {
    for (let free = freeBytes() - leave; free > 0; free -= chunk.length)
      writeSync(fd, chunk, 0, Math.min(chunk.length, free));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

async function start(reserveMb: number): Promise<string> {
  if (backend) {
    backend.child.kill('SIGKILL');
    await backend.exited;
  }
  backend = spawnBackend(dataDir, await freePort(), { BACKEND_DISK_RESERVE_MB: String(reserveMb) });
  return backend.ready;
}

/** SIGTERM, and the process's exit code (0: it stopped as asked). */
async function stop(): Promise<number | null> {
  const child = backend!;
  backend = undefined;
  child.child.kill('SIGTERM');
  return (await child.exited).code;
}

async function memberHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member@acme.test', password: 'Password-123' }),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { apikey: keys.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

const write = (url: string, headers: Record<string, string>, opId = crypto.randomUUID()) =>
  fetch(`${url}/rest/v1/outbox_receipts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ op_id: opId, kind: 'probe', answer: { at: Date.now() } }),
  });

const readReceipts = async (url: string, headers: Record<string, string>) =>
  (
    (await (await fetch(`${url}/rest/v1/outbox_receipts?select=op_id&kind=eq.probe`, { headers })).json()) as Array<{
      op_id: string;
    }>
  )
    .map((r) => r.op_id)
    .sort();

beforeAll(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint]);
  await prepareDataDir(dataDir);
}, 120_000);
afterAll(async () => {
  if (backend) {
    backend.child.kill('SIGKILL');
    await backend.exited;
  }
  execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe('the disk below the reserve', () => {
  it('refuses writes with 53100 and keeps reads working', async () => {
    const url = await start(48);
    const headers = await memberHeaders(url);
    const opId = crypto.randomUUID();
    expect((await write(url, headers, opId)).status).toBe(201);
    acknowledged.push(opId);

    fill(32 * 1024 * 1024);
    // The free space is read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const refused = await write(url, headers);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      code: '53100',
      message: expect.stringContaining('disk is nearly full'),
    });
    expect(await readReceipts(url, headers)).toEqual(acknowledged);
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', writes: 'refused' });
    expect(await stop()).toBe(0);
  }, 120_000);
});

describe('a disk that fills anyway (no reserve)', () => {
  it('answers every write cleanly, /health answers, and SIGTERM stops the process', async () => {
    const url = await start(0);
    const headers = await memberHeaders(url);
    fill(0);
    // Writes until the database meets ENOSPC: each gets an answer, never a hang.
    const statuses: number[] = [];
    for (let i = 0; i < 200 && !statuses.includes(503); i++) {
      const opId = crypto.randomUUID();
      const res = await write(url, headers, opId);
      statuses.push(res.status);
      if (res.status === 201) acknowledged.push(opId);
    }
    expect(statuses).toContain(503);
    const nextId = crypto.randomUUID();
    const next = await write(url, headers, nextId);
    expect([503, 201]).toContain(next.status);
    if (next.status === 201) acknowledged.push(nextId);
    expect((await fetch(`${url}/health`)).status).toBeLessThan(600);
    expect(await stop()).toBe(0);
  }, 180_000);

  it('starts again once space is freed, with every acknowledged write', async () => {
    unlinkSync(filler);
    const url = await start(0);
    const headers = await memberHeaders(url);
    expect(await readReceipts(url, headers)).toEqual([...acknowledged].sort());
    expect((await write(url, headers)).status).toBe(201);
    expect(await stop()).toBe(0);
  }, 120_000);
});

describe('a write whose WAL cannot grow (PGlite hangs on it)', () => {
  it('is answered 503, never left hanging, and the database comes back once space is freed', async () => {
    // A fresh copy: one WAL segment, none made ahead, so the next segment needs space the disk lacks.
    rmSync(dataDir, { recursive: true, force: true });
    await prepareDataDir(dataDir);
    const server = await startBackend({
      port: 0,
      dataDir,
      diskReserveBytes: 0,
      timeouts: { roles: { authenticated: 3_000 } },
    });
    try {
      const headers = await memberHeaders(server.url);
      const kept = crypto.randomUUID();
      expect((await write(server.url, headers, kept)).status).toBe(201);
      fill(0);
      // The next WAL record needs a new segment: this call or the member's write meets ENOSPC there.
      await server.db.exec('select pg_switch_wal()').catch(() => undefined);
      const stuck = await write(server.url, headers);
      expect(stuck.status).toBe(503);
      // Refused as a full disk, or as unavailable while the database thread is replaced after ENOSPC.
      expect(['53100', 'PGRST000']).toContain(((await stuck.json()) as { code: string }).code);
      // /health answers: 503 while the database thread is replaced (or cannot reopen on the full disk).
      expect([200, 503]).toContain((await fetch(`${server.url}/health`)).status);
      unlinkSync(filler);
      let receipts: string[] | undefined;
      for (let attempt = 0; attempt < 60 && !receipts; attempt++) {
        const res = await fetch(`${server.url}/rest/v1/outbox_receipts?select=op_id&kind=eq.probe`, { headers });
        if (res.status === 200) receipts = ((await res.json()) as Array<{ op_id: string }>).map((r) => r.op_id);
        else await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(receipts).toEqual([kept]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
