// `npm run bench:authoring`: how long publishing a template of 200 questions (Italian and English, a
// question of every response type in turn) takes on the embedded backend, through supabase-js as the
// editor calls it: the first version, then editing it into version 2 (the same rpc, one transaction).
// It measures and prints; it does not pass or fail.
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { newQuestion, newTemplate } from '../src/features/admin/content/assessments/draft-factory.ts';
import { RESPONSE_TYPES } from '../src/features/admin/content/assessments/draft-types.ts';
import { toPublishPayload } from '../src/features/admin/content/assessments/publish-payload.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ACME = '10000000-0000-4000-8000-000000000001';

const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
const admin = createClient(backend.url, backend.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
});
const signedIn = await admin.auth.signInWithPassword({ email: 'admin@acme.test', password: 'Password-123' });
if (signedIn.error) throw signedIn.error;

const draft = newTemplate(ACME);
draft.name = { it: 'Modello grande', en: 'Large template' };
for (let n = 0; n < QUESTIONS; n++) {
  const q = newQuestion(draft.questions, RESPONSE_TYPES[n % RESPONSE_TYPES.length]);
  q.text = { it: `Domanda numero ${n + 1}`, en: `Question number ${n + 1}` };
  q.options = q.options.map((o, i) => ({ ...o, text: { it: `Opzione ${i + 1}`, en: `Option ${i + 1}` } }));
  draft.questions.push(q);
}

async function publishOnce(sourceId: string | null): Promise<{ id: string; ms: number }> {
  const payload = toPublishPayload({ ...draft, sourceId });
  const started = performance.now();
  const { data, error } = await admin.rpc('publish_template_version' as never, { _draft: payload } as never);
  const ms = performance.now() - started;
  if (error) throw new Error((error as { message: string }).message);
  return { id: data as unknown as string, ms };
}

const firsts: number[] = [];
const edits: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const first = await publishOnce(null);
  const edit = await publishOnce(first.id);
  firsts.push(first.ms);
  edits.push(edit.ms);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
console.log(`publish_template_version, ${QUESTIONS} questions x 2 languages, ${RUNS} runs`);
console.log(`  first version:     ${fmt(firsts)}`);
console.log(`  edit -> version 2: ${fmt(edits)}`);
await backend.close();
