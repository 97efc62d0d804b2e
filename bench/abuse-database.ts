// `npx tsx bench/abuse-database.ts`: the cost of two attacks on the embedded backend's database, and how
// long a `/health` sent while each runs waits. (1) A member's read that would run for about a
// minute: a containment filter over a receipt of almost 1 MB. (2) A full disk: a write below the free-space
// reserve, then writes on a disk that filled anyway (no reserve), the next write, and the time to stop.
// The clients run in a worker thread, so they keep measuring while the backend's thread is busy. Part (2)
// mounts a tmpfs (root only; skipped otherwise). It measures and prints; it does not pass or fail.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startBackend, type Backend } from '../server/app.ts';
import { openPglite } from '../server/db/open.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';

/** Longest wait for any answer: past it, the request counts as never answered. */
const LIMIT_MS = Number(process.env.BENCH_LIMIT_MS ?? 60_000);
const MEMBER_ID = '20000000-0000-4000-8000-000000000005';

// Plain JavaScript (no loader needed): sends the request, polls /health every 100 ms while it runs.
const clientSource = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, init, healthUrl, limitMs }) => {
  const started = performance.now();
  let done = false, healthMax = 0, healthCount = 0, answeredAt = 0;
  const request = fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) }).then(
    async (res) => ({ status: res.status, body: (await res.text()).slice(0, 110) }),
    (error) => ({ status: 0, body: 'no answer (' + error.name + ')' }),
  ).finally(() => { done = true; answeredAt = performance.now(); });
  await new Promise((resolve) => setTimeout(resolve, 200));
  while (!done) {
    const t = performance.now();
    await fetch(healthUrl, { signal: AbortSignal.timeout(limitMs) }).then((res) => res.text(), () => undefined);
    healthMax = Math.max(healthMax, performance.now() - t);
    healthCount += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answer = await request;
  parentPort.postMessage({ ms: answeredAt - started, ...answer, healthMax, healthCount });
});`;
const client = new Worker(clientSource, { eval: true });

interface Measured {
  ms: number;
  status: number;
  body: string;
  healthMax: number;
  healthCount: number;
}
function measure(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  healthUrl: string,
): Promise<Measured> {
  return new Promise((resolve) => {
    client.once('message', resolve);
    client.postMessage({ url, init, healthUrl, limitMs: LIMIT_MS });
  });
}

function print(label: string, m: Measured): void {
  const health = m.healthCount ? `${m.healthMax.toFixed(0).padStart(7)} ms` : '   (not polled)';
  console.log(
    `${label.padEnd(58)} ${String(m.status).padStart(6)} ${m.ms.toFixed(0).padStart(8)} ${health}  ${m.body.replace(/\s+/g, ' ')}`,
  );
}

async function memberHeaders(backend: Backend): Promise<Record<string, string>> {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member@acme.test', password: 'Password-123' }),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

async function withLimit<T>(work: Promise<T>): Promise<string> {
  const t = performance.now();
  const outcome = await Promise.race([
    work.then(() => 'done'),
    new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), LIMIT_MS).unref()),
  ]);
  return outcome === 'done' ? `${(performance.now() - t).toFixed(0)} ms` : `not in ${LIMIT_MS} ms`;
}

console.log('Attacks on the database; times in ms; "/health max" is the longest a /health sent meanwhile waited.');
console.log(`${'request'.padEnd(58)} status  time ms /health max  answer`);

// (1) The slow read.
{
  const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
  const items: number[][] = Array.from({ length: 249_000 }, () => [0]);
  items.push([1]);
  await backend.db.query(
    `insert into public.outbox_receipts (user_id, op_id, kind, answer) values ($1, $2, 'bench', $3)`,
    [MEMBER_ID, crypto.randomUUID(), JSON.stringify({ a: items })],
  );
  const headers = await memberHeaders(backend);
  const needle = encodeURIComponent(JSON.stringify({ a: Array.from({ length: 400 }, () => [1]) }));
  print(
    'GET outbox_receipts?answer=cs.{400 x [1]} (member)',
    await measure(
      `${backend.url}/rest/v1/outbox_receipts?select=op_id&answer=cs.${needle}`,
      { headers },
      `${backend.url}/health`,
    ),
  );
  print(
    '  the next GET (member)',
    await measure(`${backend.url}/rest/v1/outbox_receipts?select=op_id&limit=1`, { headers }, `${backend.url}/health`),
  );
  console.log(`${'  stop the backend'.padEnd(58)} ${await withLimit(backend.close())}`);
}

// (2) The full disk, on a tmpfs of its own.
const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'taas-bench-disk-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint]);
  mounted = true;
} catch {
  console.log('(2) skipped: mounting a tmpfs needs root');
}
if (mounted) {
  const dataDir = path.join(mountPoint, 'db');
  const prepared = await openPglite({ dataDir, loadDataDir: await loadPreparedDump(), fsync: false });
  await prepared.close();
  const filler = path.join(mountPoint, 'filler');
  const fill = (leave: number) => {
    const free = Number(execFileSync('df', ['--output=avail', '-B1', mountPoint]).toString().split('\n')[1]);
    const fd = openSync(filler, 'a');
    const chunk = Buffer.alloc(1024 * 1024, 1);
    try {
      for (let left = free - leave; left > 0; left -= chunk.length)
        writeSync(fd, chunk, 0, Math.min(chunk.length, left));
    } catch {
      /* ENOSPC: full */
    } finally {
      closeSync(fd);
    }
  };
  const write = (backend: Backend, headers: Record<string, string>, label: string) =>
    measure(
      `${backend.url}/rest/v1/outbox_receipts`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ op_id: crypto.randomUUID(), kind: 'bench', answer: { label } }),
      },
      `${backend.url}/health`,
    );

  let backend = await startBackend({ port: 0, dataDir, diskReserveBytes: 48 * 1024 * 1024 });
  let headers = await memberHeaders(backend);
  fill(32 * 1024 * 1024);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  print('POST a receipt, 32 MB free, reserve 48 MB (member)', await write(backend, headers, 'below reserve'));
  print(
    '  GET the receipts (member)',
    await measure(`${backend.url}/rest/v1/outbox_receipts?select=op_id`, { headers }, `${backend.url}/health`),
  );
  console.log(`${'  stop the backend'.padEnd(58)} ${await withLimit(backend.close())}`);

  backend = await startBackend({ port: 0, dataDir, diskReserveBytes: 0 });
  headers = await memberHeaders(backend);
  fill(0);
  let first: Measured | undefined;
  let writes = 0;
  for (; writes < 300; writes++) {
    const m = await write(backend, headers, `full ${writes}`);
    if (m.status !== 201) {
      first = m;
      break;
    }
  }
  if (first) print(`POST a receipt, disk full, no reserve (${writes} written first)`, first);
  print('  the next POST (member)', await write(backend, headers, 'next'));
  print(
    '  GET the receipts (member)',
    await measure(`${backend.url}/rest/v1/outbox_receipts?select=op_id&limit=1`, { headers }, `${backend.url}/health`),
  );
  console.log(`${'  stop the backend'.padEnd(58)} ${await withLimit(backend.close())}`);
  execFileSync('umount', ['-l', mountPoint]);
}
rmSync(mountPoint, { recursive: true, force: true });
await client.terminate();
process.exit(0);
