// `npm run bench:offline`: figures for the offline layer. It measures and prints; it never passes or fails.
//   1. one answer made durable (commit of 'assessment/save-partial': local row + outbox entry in one
//      Dexie transaction) beside a bare Dexie put of the same row and beside the floor of any commit
//      that reads before it writes, on fake-indexeddb in Node; (a) back to back in one loop, (b) each
//      in its own macrotask as a click starts it (a hot loop lets a lone put skip work a real tab does);
//      (c) the same on Chromium's own IndexedDB (what users have); the kinds interleaved sample by sample;
//   2. outbox flush throughput to the embedded backend for 1,000 queued answers (batched RPC);
//   3. cold start in Chromium to the first question with the browser offline, and with the browser
//      online but every backend request aborted (needs the built app and the browser).
import 'fake-indexeddb/auto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { cacheAssessments } from '../src/offline/assessments/cache.ts';
import { OfflineDb } from '../src/offline/store/db.ts';
import { newEntry } from '../src/offline/outbox/entry.ts';
import { newOperation } from '../src/offline/outbox/validate.ts';
import type { AssessmentFields } from '../src/offline/store/rows.ts';
import { SyncEngine } from '../src/offline/sync/engine.ts';
import { createSyncStateStore } from '../src/offline/sync-state/state.ts';
import { createReachability } from '../src/backend/reachability.ts';
import { createSupabaseTransport } from '../src/offline/sync/transport.ts';
import { durableAnswerInChromium } from './durable-answer/in-chromium.ts';
import { durableAnswerSamples, MEMBER, sampleLines, TPM } from './durable-answer/samples.ts';
import { COLD_START_RUNS, coldStartMedians } from './offline-cold-start.ts';

const N = Number(process.env.BENCH_ANSWERS ?? 1000);

/** 1a/1b: the durable-answer samples on fake-indexeddb (bench/durable-answer/samples.ts). */
async function durableAnswer(ownTask: boolean) {
  console.log(
    `\n1${ownTask ? 'b' : 'a'}. Durable answer (fake-indexeddb, Node), ${N} answers per kind, interleaved, ${ownTask ? 'each in its own task (as a click starts it)' : 'back to back'}`,
  );
  for (const line of sampleLines(await durableAnswerSamples(N, ownTask))) console.log(`   ${line}`);
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
    // 1,000 answers to one assessment, one entry each: what 1,000 commits on a device offline for a
    // long time leave in its queue (the engine folds them when it pushes).
    const db = new OfflineDb(`bench-flush-${crypto.randomUUID()}`);
    const { data } = await client.from('assessments').select('*').eq('id', TPM);
    await cacheAssessments(MEMBER, (data ?? []) as unknown as AssessmentFields[], db);
    // The server accepts only answer keys that are questions of the assessment's template.
    const { data: questions } = await client
      .from('assessment_questions')
      .select('item_code')
      .eq('template_id', data?.[0]?.template_id ?? '');
    const codes = [...new Set((questions ?? []).map((row: { item_code: string }) => row.item_code))];
    if (codes.length === 0) throw new Error('no questions for the benchmark assessment');
    const now = new Date().toISOString();
    const answers = (year: number) =>
      Array.from({ length: N }, (_, i) =>
        newEntry(
          newOperation('assessment/save-partial', {
            target: TPM,
            ownerId: MEMBER,
            actedAt: new Date(Date.UTC(year, 0, 1, 9, 0, 0, i)).toISOString(),
            payload: { answers: { [codes[i % codes.length]!]: String(1 + (i % 5)) } },
          }),
          now,
        ),
      );
    await db.outbox.bulkAdd(answers(2026));
    const transport = createSupabaseTransport(client);
    const pushBatch = transport.pushBatch!;
    let inCalls = 0;
    let calls = 0;
    let sent = 0;
    const timed = Object.assign((entry: Parameters<typeof transport>[0]) => transport(entry), {
      pushBatch: async (entries: Parameters<NonNullable<typeof transport.pushBatch>>[0]) => {
        const t = performance.now();
        calls += 1;
        sent += entries.length;
        try {
          return await pushBatch(entries);
        } finally {
          inCalls += performance.now() - t;
        }
      },
    });
    const engine = new SyncEngine({
      db,
      transport: timed,
      getOwnerId: () => MEMBER,
      state: createSyncStateStore(),
      runExclusive: (task) => task(),
      registerSync: async () => false,
      reachability: createReachability(true),
      triggers: {},
    });
    // A running server has its functions compiled and its plans cached: warm it with one batch of
    // two earlier answers (older times, so the measured answers win the merge) before timing.
    const warmUp = [0, 1].map((i) =>
      newEntry(
        newOperation('assessment/save-partial', {
          target: TPM,
          ownerId: MEMBER,
          actedAt: new Date(Date.UTC(2025, 0, 1, 9, 0, 0, i)).toISOString(),
          payload: { answers: { [codes[i]!]: '1' } },
        }),
        now,
      ),
    );
    const warmStarted = performance.now();
    await pushBatch(warmUp);
    const warmMs = performance.now() - warmStarted;
    const started = performance.now();
    await engine.flush();
    const seconds = (performance.now() - started) / 1000;
    const left = await db.outbox.count();
    console.log(
      `\n2. Outbox flush to the embedded backend, ${N} queued answers to one assessment (one entry each, in order, batched through apply_outbox_batch)`,
    );
    console.log(`   (after a warm-up batch of 2 answers, which took ${warmMs.toFixed(0)} ms on the fresh server)`);
    console.log(
      `   engine flush: total ${seconds.toFixed(2)} s  ${(N / seconds).toFixed(0)} answers/s  (left in queue: ${left}); folded into ${sent} operations, ${calls} batch pushes (HTTP + database) ${(inCalls / 1000).toFixed(2)} s, the device's queue work ${(seconds - inCalls / 1000).toFixed(2)} s`,
    );
    // The RPC's own throughput per operation: the same answers (later ones, so they apply), not folded.
    const unfolded = answers(2027);
    const pushStarted = performance.now();
    const outcomes = await pushBatch(unfolded);
    const pushSeconds = (performance.now() - pushStarted) / 1000;
    console.log(
      `   the same ${N} answers pushed unfolded, one operation each: ${pushSeconds.toFixed(2)} s  ${(N / pushSeconds).toFixed(0)} ops/s  (${outcomes.filter((o) => o.ok).length} applied)`,
    );
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
  console.log("\n1c. Durable answer on Chromium's IndexedDB (the same commit, put and floor, in a page)");
  for (const line of await durableAnswerInChromium(N)) console.log(`   ${line}`);
}
if (cases.has('2')) await flushThroughput();
if (cases.has('3')) {
  console.log(
    `\n3. Offline cold start in Chromium (installed worker) to the first question, median of ${COLD_START_RUNS}`,
  );
  for (const line of await coldStartMedians(COLD_START_RUNS)) console.log(`   ${line}`);
}
process.exit(0);
