// `npm run bench:backend`: throughput and latency of the embedded backend through supabase-js, beside the
// same queries run directly on PGlite (same role and claims, same transaction shape), in the same run.
// It measures and prints; it does not pass or fail.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';

const CELL_MS = Number(process.env.BENCH_CELL_MS ?? 3000);
const CONCURRENCY = [1, 10, 50];

interface Stats { rps: number; p50: number; p99: number; n: number }

const WARMUP_MS = 300;

async function measure(concurrency: number, op: (worker: number) => Promise<void>): Promise<Stats> {
  // Warm-up (connections opened, plans cached) is run but not counted.
  const warmEnd = performance.now() + WARMUP_MS;
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    while (performance.now() < warmEnd) await op(worker);
  }));
  const latencies: number[] = [];
  const end = performance.now() + CELL_MS;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    while (performance.now() < end) {
      const t = performance.now();
      await op(worker);
      latencies.push(performance.now() - t);
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), n: latencies.length };
}

const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
const { db } = backend;
const one = async <T>(sql: string): Promise<T> => (await db.query<T>(sql)).rows[0] as T;
const member = await one<{ id: string }>(`select id from auth.users where email = 'member@acme.test'`);
const template = await one<{ template_id: string; n: number }>(`select template_id, count(*)::int as n from public.assessment_questions where language = 'it' group by template_id order by count(*) desc limit 1`);
const assessment = await one<{ id: string; item_code: string }>(`select a.id, (select q.item_code from public.assessment_questions q where q.template_id = a.template_id order by q.order_index limit 1) as item_code
  from public.assessments a where a.user_id = '${member.id}' and a.completed_at is null order by a.created_at limit 1`);

const signer = createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as unknown as typeof WebSocket } });
const { data: signIn, error } = await signer.auth.signInWithPassword({ email: 'member@acme.test', password: 'Password-123' });
if (error || !signIn.session) throw new Error(`sign-in failed: ${error?.message}`);
const token = signIn.session.access_token;
const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;

const clients: SupabaseClient[] = Array.from({ length: Math.max(...CONCURRENCY) }, () => createClient(backend.url, backend.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  global: { headers: { Authorization: `Bearer ${token}` } },
  realtime: { transport: ws as unknown as typeof WebSocket },
}));

const QUESTION_COLUMNS = 'id, item_code, question_text, response_type, options, metadata, order_index';
let tick = 0;
const answersPatch = () => {
  tick++;
  // The answer key must be one of the template's item codes (the migrations refuse any other key).
  return { answers: { [assessment.item_code]: String((tick % 5) + 1) }, answer_times: { [assessment.item_code]: new Date(Date.UTC(2030, 0, 1) + tick).toISOString() } };
};

const viaHttp = {
  read: async (w: number) => {
    const { error: e } = await clients[w]!.from('assessment_questions').select(QUESTION_COLUMNS)
      .eq('template_id', template.template_id).eq('language', 'it').order('order_index');
    if (e) throw new Error(e.message);
  },
  patch: async (w: number) => {
    const { error: e } = await clients[w]!.from('assessments').update(answersPatch()).eq('id', assessment.id);
    if (e) throw new Error(e.message);
  },
};

async function asMember<T>(sql: string, params: unknown[]): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return (await tx.query<T>(sql, params)).rows;
  });
}
const direct = {
  read: async () => {
    await asMember(`select ${QUESTION_COLUMNS} from public.assessment_questions where template_id = $1 and language = 'it' order by order_index`, [template.template_id]);
  },
  patch: async () => {
    const p = answersPatch();
    await asMember('update public.assessments set answers = $1, answer_times = $2 where id = $3', [JSON.stringify(p.answers), JSON.stringify(p.answer_times), assessment.id]);
  },
};

const fmt = (s: Stats) => `${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms`;
console.log(`Embedded backend benchmark: ${CELL_MS} ms per cell after ${WARMUP_MS} ms warm-up; template with ${template.n} questions (it); member@acme.test's assessment ${assessment.id}.`);
console.log('op                     clients | supabase-js over HTTP                    | direct PGlite (same role+claims)         | HTTP/direct rps');
for (const [label, key] of [['(a) read questions', 'read'], ['(b) PATCH answers', 'patch']] as const) {
  for (const c of CONCURRENCY) {
    const http = await measure(c, viaHttp[key]);
    const raw = await measure(c, direct[key]);
    console.log(`${label.padEnd(22)} ${String(c).padStart(7)} | ${fmt(http)} | ${fmt(raw)} | ${(http.rps / raw.rps).toFixed(2)}`);
  }
}
await backend.close();
process.exit(0);
