// `npm run bench:offline`: figures for the offline layer. It measures and prints; it never passes or fails.
//   1. one answer made durable (commit of 'assessment/save-partial': local row + outbox entry in one
//      Dexie transaction) beside a bare Dexie put of the same row and beside the floor of any commit
//      that reads before it writes, on fake-indexeddb in Node; (a) back to back in one loop, (b) each
//      in its own macrotask as a click starts it (a hot loop lets a lone put skip work a real tab does);
//   2. outbox flush throughput to the embedded backend for 1,000 queued answers (batched RPC);
//   3. cold start in Chromium to the first question with the browser offline, and with the browser
//      online but every backend request aborted (needs the built app and the browser).
import 'fake-indexeddb/auto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { cacheAssessments } from '../src/offline/cache.ts';
import { OfflineDb } from '../src/offline/db.ts';
import { commit } from '../src/offline/outbox/commit.ts';
import { newEntry } from '../src/offline/outbox/entry.ts';
import { newOperation } from '../src/offline/outbox/validate.ts';
import type { AssessmentFields, LocalAssessment } from '../src/offline/rows.ts';
import { SyncEngine } from '../src/offline/sync/engine.ts';
import { createSyncStateStore } from '../src/offline/sync/sync-state.ts';
import { createReachability } from '../src/backend/reachability.ts';
import { createSupabaseTransport } from '../src/offline/sync/transport.ts';
import { coldStartMedians } from './offline-cold-start.ts';

const N = Number(process.env.BENCH_ANSWERS ?? 1000);
const MEMBER = '20000000-0000-4000-8000-000000000005';
const TPM = '54000000-0000-4000-8000-000000000001';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(3)} ms`;

function baseRow(): LocalAssessment {
  return {
    ownerId: MEMBER, id: TPM, user_id: MEMBER, team_id: null, completed_at: null, score: null, answers: {}, answer_times: {},
    assessment_type: 'tpm', template_id: null, time_limit_minutes: null, started_at: null, evaluation_type: 'self',
    assignment_id: null, target_user_id: null, created_at: new Date().toISOString(),
  };
}

/** Runs `action` N times, each starting in its own macrotask when `ownTask` (as clicks do) or back to back. */
async function timed(ownTask: boolean, action: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    if (ownTask) await new Promise((resolve) => setTimeout(resolve, 0));
    const t = performance.now();
    await action(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/**
 * commit() of one answer beside a bare put of the same row, and beside the floor of any commit that
 * reads before it writes: one transaction reading the row and the queue, then writing both, no logic.
 */
async function durableAnswer(ownTask: boolean) {
  const fresh = async (name: string) => {
    const db = new OfflineDb(`bench-${name}-${crypto.randomUUID()}`);
    await db.assessments.put(baseRow());
    return db;
  };
  const [commitDb, putDb, floorDb] = [await fresh('commit'), await fresh('put'), await fresh('floor')];
  const answer = (i: number) => ({ code: `Q_${i % 40}`, value: String(i % 5), actedAt: new Date(Date.UTC(2026, 0, 1, 9, 0, 0, i)).toISOString() });
  let row = baseRow();
  const withAnswer = (i: number) => {
    const { code, value, actedAt } = answer(i);
    row = { ...row, answers: { ...row.answers, [code]: value }, answer_times: { ...row.answer_times, [code]: actedAt } };
    return row;
  };
  const commits = await timed(ownTask, (i) => {
    const { code, value, actedAt } = answer(i);
    return commit(newOperation('assessment/save-partial', { target: TPM, ownerId: MEMBER, actedAt, payload: { answers: { [code]: value } } }), commitDb);
  });
  const puts = await timed(ownTask, (i) => putDb.assessments.put(withAnswer(i)));
  await floorDb.outbox.add(newEntry(newOperation('assessment/save-partial', { target: TPM, ownerId: MEMBER, payload: { answers: {} } }), new Date().toISOString()));
  const floor = await timed(ownTask, (i) =>
    floorDb.transaction('rw', [floorDb.assessments, floorDb.outbox], async () => {
      const [, queued] = await Promise.all([floorDb.assessments.get([MEMBER, TPM]), floorDb.outbox.where('[ownerId+target]').equals([MEMBER, TPM]).toArray()]);
      const last = queued.at(-1)!;
      await Promise.all([floorDb.assessments.put(withAnswer(i)), floorDb.outbox.put({ ...last, payload: { answers: row.answers, answer_times: row.answer_times } })]);
    }),
  );
  for (const db of [commitDb, putDb, floorDb]) db.close();
  const line = (label: string, times: number[]) =>
    console.log(`   ${label.padEnd(44)} p50 ${ms(pct(times, 0.5))}  p99 ${ms(pct(times, 0.99))}  ratio to put p50 ${(pct(times, 0.5) / pct(puts, 0.5)).toFixed(2)}x  p99 ${(pct(times, 0.99) / pct(puts, 0.99)).toFixed(2)}x`);
  console.log(`\n1${ownTask ? 'b' : 'a'}. Durable answer (fake-indexeddb, Node), ${N} answers, ${ownTask ? 'each in its own task (as a click starts it)' : 'back to back'}`);
  line('commit (row + outbox entry, one transaction)', commits);
  line('bare Dexie put of the row', puts);
  line('floor: read row+queue, then write both', floor);
}

async function flushThroughput() {
  const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
  try {
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    }) as SupabaseClient;
    const { error } = await client.auth.signInWithPassword({ email: 'member@acme.test', password: 'Password-123' });
    if (error) throw new Error(error.message);
    // 1,000 separate entries: each answer on its own assessment target would coalesce, so the
    // queue is filled as one entry per answer (what a device offline for a long time holds).
    const db = new OfflineDb(`bench-flush-${crypto.randomUUID()}`);
    const { data } = await client.from('assessments').select('*').eq('id', TPM);
    await cacheAssessments(MEMBER, (data ?? []) as unknown as AssessmentFields[], db);
    // The server accepts only answer keys that are questions of the assessment's template.
    const { data: questions } = await client.from('assessment_questions').select('item_code').eq('template_id', data?.[0]?.template_id ?? '');
    const codes = [...new Set((questions ?? []).map((row: { item_code: string }) => row.item_code))];
    if (codes.length === 0) throw new Error('no questions for the benchmark assessment');
    const now = new Date().toISOString();
    await db.outbox.bulkAdd(Array.from({ length: N }, (_, i) => ({
      ...newOperation('assessment/save-partial', {
        target: TPM, ownerId: MEMBER, actedAt: new Date(Date.UTC(2026, 0, 1, 9, 0, 0, i)).toISOString(), payload: { answers: { [codes[i % codes.length]!]: String(1 + (i % 5)) } },
      }),
      status: 'pending' as const, rev: 0, queuedAt: now, attempts: 0, lastError: null, coalescedIds: [],
    })));
    const transport = createSupabaseTransport(client);
    const pushBatch = transport.pushBatch!;
    let inCalls = 0;
    let calls = 0;
    const timed = Object.assign((entry: Parameters<typeof transport>[0]) => transport(entry), {
      pushBatch: async (entries: Parameters<NonNullable<typeof transport.pushBatch>>[0]) => {
        const t = performance.now();
        calls += 1;
        try {
          return await pushBatch(entries);
        } finally {
          inCalls += performance.now() - t;
        }
      },
    });
    const engine = new SyncEngine({
      db, transport: timed, getOwnerId: () => MEMBER, state: createSyncStateStore(),
      runExclusive: (task) => task(), registerSync: async () => false, reachability: createReachability(true), triggers: {},
    });
    // A running server has its functions compiled and its plans cached: warm it with one batch of
    // two earlier answers (older times, so the measured answers win the merge) before timing.
    const warmUp = [0, 1].map((i) => newEntry(newOperation('assessment/save-partial', {
      target: TPM, ownerId: MEMBER, actedAt: new Date(Date.UTC(2025, 0, 1, 9, 0, 0, i)).toISOString(), payload: { answers: { [codes[i]!]: '1' } },
    }), now));
    const warmStarted = performance.now();
    await pushBatch(warmUp);
    const warmMs = performance.now() - warmStarted;
    const started = performance.now();
    await engine.flush();
    const seconds = (performance.now() - started) / 1000;
    const left = await db.outbox.count();
    console.log(`\n2. Outbox flush to the embedded backend, ${N} queued answers (one entry each, in order, batched through apply_outbox_batch)`);
    console.log(`   total ${seconds.toFixed(2)} s  ${(N / seconds).toFixed(0)} ops/s  (left in queue: ${left})`);
    console.log(`   (after a warm-up batch of 2 answers, which took ${warmMs.toFixed(0)} ms on the fresh server)`);
    console.log(`   of which ${calls} batch pushes (HTTP + database) ${(inCalls / 1000).toFixed(2)} s, the device's queue work ${(seconds - inCalls / 1000).toFixed(2)} s`);
    db.close();
  } finally {
    await backend.close();
  }
}

const deadline = setTimeout(() => {
  console.log('\nbench:offline stopped after 10 minutes');
  process.exit(0);
}, 600_000);
deadline.unref();

// BENCH_CASES=1,2 runs only those cases (3 needs a build and Chromium).
const cases = new Set((process.env.BENCH_CASES ?? '1,2,3').split(',').map((c) => c.trim()));
console.log('bench:offline (figures, not a test)');
if (cases.has('1')) {
  await durableAnswer(false);
  await durableAnswer(true);
}
if (cases.has('2')) await flushThroughput();
if (cases.has('3')) {
  console.log('\n3. Offline cold start in Chromium (installed worker) to the first question, median of 5');
  for (const line of await coldStartMedians(5)) console.log(`   ${line}`);
}
process.exit(0);
