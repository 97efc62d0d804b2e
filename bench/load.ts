// `npm run bench:load`: N concurrent members (default 100) of one organisation, each with supabase-js
// over HTTP: sign in, load their assessment as the app does (list, type, questions), answer its 8
// questions through the outbox's batched push (one apply_outbox_batch call), complete it. Against the embedded backend in its own process
// (own port, fresh data). It measures and prints (errors, requests/s, p50/p99 per step); it never
// passes or fails. Flags: --members N, --port P (default 54421).
import type { BackendClient } from '../src/backend/backend-client.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { loadOrCreateKeys } from '../server/auth/keys.ts';
import { fetchAssessmentType, fetchQuestions, fetchUserAssessments } from '../src/features/assessment/api.ts';
import { newEntry } from '../src/offline/outbox/entry.ts';
import { newOperation } from '../src/offline/outbox/validate.ts';
import type { Operation } from '../src/offline/operations/payloads.ts';
import { batchPushOf, createSupabaseTransport } from '../src/offline/sync/transport.ts';
import { startBackendChild } from './chaos/backend-child.ts';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const MEMBERS = flag('members', 100);
const PORT = flag('port', 54421);
const PASSWORD = 'Carico-2026!';
const ACME = '10000000-0000-4000-8000-000000000001';
const BETA = '30000000-0000-4000-8000-000000000002';
const TPM_TEMPLATE = '50000000-0000-4000-8000-000000000001';
/** One valid answer per widget of the seeded TPM template (as the seed's completed assessment). */
const ANSWERS: Record<string, string> = {
  TPM_01: 'b',
  TPM_02: '["b","d"]',
  TPM_03: '3',
  TPM_04: '5',
  TPM_05: '60',
  TPM_06: '["Relate","Organize","Create"]',
  TPM_07: '{"Genero molte idee":"3","Medio nei conflitti":"5","Rispetto le scadenze":"4"}',
  TPM_08: '2026-12-10T09:00',
};

type Step = 'sign-in' | 'load' | 'answer' | 'complete';
const STEPS: Step[] = ['sign-in', 'load', 'answer', 'complete'];

interface Counters {
  requests: Record<Step, number>;
  errors: string[];
}
const newCounters = (): Counters => ({ requests: { 'sign-in': 0, load: 0, answer: 0, complete: 0 }, errors: [] });

/** A member's client, counting every HTTP request it makes and every error answer (5xx or network). */
function countingClient(url: string, anonKey: string, counters: Counters, step: () => Step): SupabaseClient {
  const counted: typeof fetch = async (input, init) => {
    counters.requests[step()]++;
    try {
      const response = await fetch(input, init);
      if (response.status >= 500) counters.errors.push(`${response.status} ${String(input).replace(url, '')}`);
      return response;
    } catch (error) {
      counters.errors.push(`network ${String(input).replace(url, '')}: ${(error as Error).message}`);
      throw error;
    }
  };
  return clientFor(url, anonKey, counted);
}

function clientFor(url: string, key: string, fetchImpl: typeof fetch = fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { fetch: fetchImpl },
  });
}

async function setUp(url: string, anonKey: string, serviceKey: string, run: string): Promise<string[]> {
  const admin = clientFor(url, anonKey);
  const signIn = await admin.auth.signInWithPassword({ email: 'admin@acme.test', password: 'Password-123' });
  if (signIn.error) throw new Error(`admin sign-in: ${signIn.error.message}`);
  const emails = Array.from({ length: MEMBERS }, (_, i) => `carico.${String(i + 1).padStart(3, '0')}.${run}@acme.test`);
  const rows = emails.map((email, i) => ({
    email,
    firstName: 'Carico',
    lastName: String(i + 1),
    team: BETA,
    role: 'team_member',
  }));
  const { data, error } = await admin.functions.invoke('admin-users', {
    body: { action: 'create-batch', organizationId: ACME, rows, defaultPassword: PASSWORD },
  });
  if (error) throw new Error(`create-batch: ${error.message}`);
  const results = (data as { results: { ok: boolean; userId?: string; error?: string }[] }).results;
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) throw new Error(`create-batch refused ${failed.length} rows: ${failed[0]!.error}`);
  const userIds = results.map((r) => r.userId!);
  const service = clientFor(url, serviceKey);
  const assessments = userIds.map((user_id) => ({
    user_id,
    organization_id: ACME,
    team_id: BETA,
    template_id: TPM_TEMPLATE,
    assessment_type: 'tpm',
    evaluation_type: 'self',
  }));
  const insert = await service.from('assessments').insert(assessments);
  if (insert.error) throw new Error(`assessments: ${insert.error.message}`);
  return emails;
}

/** Sends the operations as the outbox does: in order, in one call of the batched push (apply_outbox_batch); throws on a refusal. */
async function pushAnswers(client: SupabaseClient, operations: Operation[]): Promise<void> {
  const queuedAt = new Date().toISOString();
  const outcomes = await batchPushOf(createSupabaseTransport(client))(operations.map((op) => newEntry(op, queuedAt)));
  const refused = outcomes.find((outcome) => !outcome.ok);
  if (refused && !refused.ok) throw new Error(`push: ${refused.status} ${refused.message}`);
  if (outcomes.length !== operations.length)
    throw new Error(`push: ${outcomes.length} of ${operations.length} answered`);
}

/** Per step, from the first member entering it to the last one leaving it: the step's requests/s. */
const windows: Partial<Record<Step, { start: number; end: number }>> = {};

interface MemberResult {
  times: Partial<Record<Step, number>>;
  assessmentId?: string;
  failure?: string;
}

async function oneMember(url: string, anonKey: string, email: string, counters: Counters): Promise<MemberResult> {
  let current: Step = 'sign-in';
  const client = countingClient(url, anonKey, counters, () => current);
  const times: MemberResult['times'] = {};
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    current = step;
    const started = performance.now();
    const result = await work();
    const ended = performance.now();
    times[step] = ended - started;
    const window = (windows[step] ??= { start: started, end: ended });
    window.start = Math.min(window.start, started);
    window.end = Math.max(window.end, ended);
    return result;
  };
  try {
    const userId = await timed('sign-in', async () => {
      const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      if (error) throw new Error(`sign-in: ${error.message}`);
      return data.user.id;
    });
    const { assessment, questions } = await timed('load', async () => {
      const [first] = await fetchUserAssessments(client as BackendClient, userId);
      if (!first) throw new Error('load: no assessment');
      const type = await fetchAssessmentType(client as BackendClient, first.id);
      const list = await fetchQuestions(client as BackendClient, {
        templateId: type!.template_id!,
        evaluationType: 'self',
        language: 'it',
      });
      return { assessment: first, questions: list };
    });
    // One operation per answer, as the screen commits them while the member answers.
    const saves = questions.map((q) =>
      newOperation('assessment/save-partial', {
        target: assessment.id,
        ownerId: userId,
        payload: { answers: { [q.item_code]: ANSWERS[q.item_code] ?? '3' } },
      }),
    );
    await timed('answer', () => pushAnswers(client, saves));
    const complete = newOperation('assessment/complete', {
      target: assessment.id,
      ownerId: userId,
      payload: { answers: ANSWERS, score: 60 },
    });
    await timed('complete', () => pushAnswers(client, [complete]));
    return { times, assessmentId: assessment.id };
  } catch (error) {
    return { times, failure: error instanceof Error ? error.message : String(error) };
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

async function main() {
  const keys = loadOrCreateKeys();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  console.log(
    `bench:load: ${MEMBERS} members, embedded backend in its own process on :${PORT} (fresh data in ${dataDir})`,
  );
  const backend = await startBackendChild({ port: PORT, dataDir });
  try {
    const run = Date.now().toString(36);
    let started = performance.now();
    const emails = await setUp(backend.url, keys.anonKey, keys.serviceRoleKey, run);
    console.log(
      `setup: ${MEMBERS} members created through admin-users create-batch (bcrypt cost 10, the default) and assigned a TPM assessment in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const counters = newCounters();
    started = performance.now();
    const results = await Promise.all(emails.map((email) => oneMember(backend.url, keys.anonKey, email, counters)));
    const wall = (performance.now() - started) / 1000;

    const service = clientFor(backend.url, keys.serviceRoleKey);
    const ids = results.flatMap((r) => (r.assessmentId ? [r.assessmentId] : []));
    const { data: stored } = await service.from('assessments').select('id, answers, completed_at').in('id', ids);
    const complete = (stored ?? []).filter(
      (row) => row.completed_at && Object.keys(row.answers as object).length === Object.keys(ANSWERS).length,
    ).length;

    const failures = results.filter((r) => r.failure);
    const total = STEPS.reduce((sum, step) => sum + counters.requests[step], 0);
    console.log(
      `\n${MEMBERS} members at once: ${wall.toFixed(1)} s wall, ${total} HTTP requests, ${(total / wall).toFixed(0)} req/s overall`,
    );
    console.log(
      `errors: ${failures.length} members failed, ${counters.errors.length} error answers (5xx / network); ${complete}/${MEMBERS} assessments stored completed with every answer`,
    );
    for (const failure of failures.slice(0, 5)) console.log(`  member: ${failure.failure}`);
    for (const error of [...new Set(counters.errors)].slice(0, 5)) console.log(`  request: ${error}`);
    console.log("\nstep        members  requests  req/s (in the step's window)   p50        p99        max");
    for (const step of STEPS) {
      const sorted = results
        .flatMap((r) => (r.times[step] === undefined ? [] : [r.times[step]!]))
        .sort((a, b) => a - b);
      const window = windows[step];
      const rate = window ? counters.requests[step] / ((window.end - window.start) / 1000) : NaN;
      console.log(
        `${step.padEnd(10)}  ${String(sorted.length).padStart(7)}  ${String(counters.requests[step]).padStart(8)}  ${rate.toFixed(0).padStart(26)}  ${ms(pct(sorted, 0.5))}  ${ms(pct(sorted, 0.99))}  ${ms(sorted[sorted.length - 1] ?? NaN)}`,
      );
    }
    console.log(
      "\nsign-in is one bcrypt verification (cost 10) per member on the backend's single thread; answer = 8 answers, complete = 1 completion, each in one call of the outbox's batched push (apply_outbox_batch).",
    );
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
