// `npm run bench:backend`: throughput and latency of the embedded backend through supabase-js, beside the
// same queries run directly on PGlite (same role and claims, same transaction shape: BEGIN, set_config,
// the query, COMMIT), in the same run. The supabase-js clients run in a worker thread (backend-clients.ts),
// as browsers run elsewhere than the backend; the HTTP server and the direct loop share the main thread, and
// both reach the database through its own thread (server/db/database-thread.ts). "busy" is the main thread's
// busy time per request (event-loop utilisation), steadier than wall time on a shared machine. It measures and prints; it does not pass or fail.
// Last, the cost of fsync at commit (backend-fsync.ts).
// BENCH_CELL_MS (default 3000), BENCH_CLIENTS=1,50 and BENCH_OPS=read (or fsync) narrow a run (for profiling:
// `node --cpu-prof --import tsx bench/backend.ts`).
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import type { CellRequest, ClientsSetup } from './backend-clients.ts';
import { printCommitRates, measureCommitRate } from './backend-fsync.ts';
import { startFloorServer } from './backend-floor.ts';
import { answersPatch, measure, QUESTION_COLUMNS, WARMUP_MS, type Stats } from './backend-measure.ts';

const CELL_MS = Number(process.env.BENCH_CELL_MS ?? 3000);
const CONCURRENCY = process.env.BENCH_CLIENTS ? process.env.BENCH_CLIENTS.split(',').map(Number) : [1, 10, 50];
const OPS = process.env.BENCH_OPS?.split(',');

const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
const { db } = backend;
const one = async <T>(sql: string): Promise<T> => (await db.query<T>(sql)).rows[0] as T;
const member = await one<{ id: string }>(`select id from auth.users where email = 'member@acme.test'`);
const template = await one<{ template_id: string; n: number }>(
  `select template_id, count(*)::int as n from public.assessment_questions where language = 'it' group by template_id order by count(*) desc limit 1`,
);
// The answer key must be one of the template's item codes (the migrations refuse any other key).
const assessment = await one<{
  id: string;
  item_code: string;
}>(`select a.id, (select q.item_code from public.assessment_questions q where q.template_id = a.template_id order by q.order_index limit 1) as item_code
  from public.assessments a where a.user_id = '${member.id}' and a.completed_at is null order by a.created_at limit 1`);

const signer = createClient(backend.url, backend.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
});
const { data: signIn, error } = await signer.auth.signInWithPassword({
  email: 'member@acme.test',
  password: 'Password-123',
});
if (error || !signIn.session) throw new Error(`sign-in failed: ${error?.message}`);
const token = signIn.session.access_token;
const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
  string,
  unknown
>;
const startedAt = Date.now();

// The floor server answers with the very bytes the backend answers the read with.
const readUrl = `${backend.url}/rest/v1/assessment_questions?select=${encodeURIComponent(QUESTION_COLUMNS)}&template_id=eq.${template.template_id}&language=eq.it&order=order_index.asc`;
const readAnswer = await fetch(readUrl, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` } });
if (!readAnswer.ok) throw new Error(`the read answered ${readAnswer.status}`);
const floor = await startFloorServer(await readAnswer.text());

const setup: ClientsSetup = {
  url: backend.url,
  floorUrl: floor.url,
  anonKey: backend.anonKey,
  token,
  templateId: template.template_id,
  assessmentId: assessment.id,
  itemCode: assessment.item_code,
  startedAt,
  maxClients: Math.max(...CONCURRENCY),
};
// A worker does not inherit tsx's loader on Node 20: it registers it, then loads the TypeScript module.
const workerSource = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./backend-clients.ts', import.meta.url).href)}); });`;
const worker = new Worker(workerSource, { eval: true, workerData: setup });
const viaHttp = (cell: CellRequest) =>
  new Promise<Stats>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(cell);
  });

let tick = 0;
async function asMember<T>(sql: string, params: unknown[]): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claims),
    ]);
    return (await tx.query<T>(sql, params)).rows;
  });
}
const direct = {
  read: async () => {
    await asMember(
      `select ${QUESTION_COLUMNS} from public.assessment_questions where template_id = $1 and language = 'it' order by order_index`,
      [template.template_id],
    );
  },
  patch: async () => {
    const p = answersPatch(assessment.item_code, startedAt, tick++);
    await asMember('update public.assessments set answers = $1, answer_times = $2 where id = $3', [
      JSON.stringify(p.answers),
      JSON.stringify(p.answer_times),
      assessment.id,
    ]);
  },
};

/** Runs a cell and adds the main thread's busy milliseconds per request. */
async function withBusy(run: () => Promise<Stats>): Promise<Stats & { busyMs: number }> {
  const before = performance.eventLoopUtilization();
  const stats = await run();
  const used = performance.eventLoopUtilization(before);
  // The warm-up is inside the utilisation window: its requests are counted at the measured rate.
  return { ...stats, busyMs: used.active / (stats.n * (1 + WARMUP_MS / CELL_MS)) };
}

const fmt = (s: Stats & { busyMs: number }) =>
  `${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms  busy ${s.busyMs.toFixed(2).padStart(5)} ms/req`;
console.log(
  `Embedded backend benchmark: ${CELL_MS} ms per cell after ${WARMUP_MS} ms warm-up; template with ${template.n} questions (it); member@acme.test's assessment ${assessment.id}.`,
);
console.log('Goals: reads at 1 client, HTTP/direct req/s >= 0.67; at 50 clients, HTTP p99 <= 3x direct p99.');
console.log(
  "Floor (after the 1-client read): a bare HTTP server answering the same bytes after keeping the thread busy for the direct read's p50.",
);
console.log(
  `${'op'.padEnd(22)} clients | ${'supabase-js over HTTP'.padEnd(63)} | ${'direct PGlite (same role+claims)'.padEnd(63)} | rps ratio | p99 ratio`,
);
for (const [label, key] of [
  ['(a) read questions', 'read'],
  ['(b) PATCH answers', 'patch'],
] as const) {
  if (OPS && !OPS.includes(key)) continue;
  for (const c of CONCURRENCY) {
    const http = await withBusy(() => viaHttp({ op: key, concurrency: c, cellMs: CELL_MS }));
    const raw = await withBusy(() => measure(c, CELL_MS, direct[key]));
    console.log(
      `${label.padEnd(22)} ${String(c).padStart(7)} | ${fmt(http)} | ${fmt(raw)} | ${(http.rps / raw.rps).toFixed(2).padStart(9)} | ${(http.p99 / raw.p99).toFixed(2).padStart(8)}x`,
    );
    if (key === 'read' && c === 1) {
      floor.setWorkMs(raw.p50);
      const bare = await withBusy(() => viaHttp({ op: 'read-floor', concurrency: 1, cellMs: CELL_MS }));
      console.log(
        `${'    floor: bare HTTP'.padEnd(22)} ${'1'.padStart(7)} | ${fmt(bare)} | ${`(busy ${raw.p50.toFixed(2)} ms per answer, then the same bytes)`.padEnd(63)} | ${(bare.rps / raw.rps).toFixed(2).padStart(9)} | ${(bare.p99 / raw.p99).toFixed(2).padStart(8)}x`,
      );
    }
  }
}
await floor.close();
await worker.terminate();
await backend.close();
if (!OPS || OPS.includes('fsync'))
  printCommitRates([await measureCommitRate(true, CELL_MS), await measureCommitRate(false, CELL_MS)]);
process.exit(0);
