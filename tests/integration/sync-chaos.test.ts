// The exactly-once scenarios of src/offline/sync/adversarial.test.ts, against the embedded backend
// over HTTP: the real supabase-js transport behind the same hostile network (lost requests, lost
// answers, duplicates, 503s, late replays). The reference is one clean run of the same actions
// against the in-memory model (src/offline/testing/server-model.ts), so this also ties the model
// to the SQL triggers: if they disagree, the test fails.
import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheSuggestions } from '../../src/offline/suggestions/cache.ts';
import type { OfflineDb } from '../../src/offline/store/db.ts';
import { commit } from '../../src/offline/outbox/commit.ts';
import type { SuggestionFields } from '../../src/offline/store/rows.ts';
import { createSupabaseTransport } from '../../src/offline/sync/transport.ts';
import { drain, randomAction, type ScenarioIds } from '../../src/offline/testing/chaos-scenario.ts';
import { chaosTransport, type Fault } from '../../src/offline/testing/chaos-transport.ts';
import { engineHarness, modelTransport } from '../../src/offline/testing/engine-harness.ts';
import { pick, seededRandom } from '../../src/offline/testing/random.ts';
import { ServerModel } from '../../src/offline/testing/server-model.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { MEMBER_ID, SESSION_ID, activityId, deviceEngine, loadAssessments, openDevice } from './sync-harness.ts';

const ACME = '10000000-0000-4000-8000-000000000001';
const ALPHA = '30000000-0000-4000-8000-000000000001';
const TPM_TEMPLATE = '50000000-0000-4000-8000-000000000001';
const AI_ACTIVITY = activityId(7);
const QUESTIONS = ['TPM_01', 'TPM_02', 'TPM_03', 'TPM_04', 'TPM_05', 'TPM_06', 'TPM_07', 'TPM_08'];
/** activities without seeded progress of the member, open to members (not team_leader_only) */
const ACTIVITIES = [activityId(4), activityId(6)];
const ALL_FAULTS: Fault[] = [
  'none',
  'none',
  'lose-request',
  'lose-response',
  'duplicate',
  'server-error',
  'late-replay',
];
// After the session began (its rows' times are never earlier) and after the fixtures' rows were created.
const T0 = '2026-11-01T09:00:00.000Z';
const at = (second: number): string => new Date(Date.parse(T0) + second * 1000).toISOString();

let backend: TestBackend;
let member: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(DEMO_ACCOUNTS.member);
});
afterAll(async () => {
  await backend?.close();
});

/** Fresh rows of the member for one scenario (as superuser), and the same rows in a model. */
async function freshRows(): Promise<{ ids: ScenarioIds; model: ServerModel }> {
  const ids: ScenarioIds = {
    ownerId: MEMBER_ID,
    assessment: crypto.randomUUID(),
    questions: QUESTIONS,
    session: SESSION_ID,
    activities: ACTIVITIES,
    suggestions: [crypto.randomUUID(), crypto.randomUUID()],
  };
  await backend.db.query(
    `insert into public.assessments (id, user_id, organization_id, team_id, template_id, assessment_type, evaluation_type, answers, answer_times, created_at)
     values ($1, $2, $3, $4, $5, 'tpm', 'self', '{}', '{}', $6::timestamptz - interval '1 day')`,
    [ids.assessment, MEMBER_ID, ACME, ALPHA, TPM_TEMPLATE, T0],
  );
  for (const id of ids.suggestions) {
    await backend.db.query(
      `insert into public.ai_suggestions (id, activity_id, user_id, session_id, generated_content, status, status_changed_at, generated_at, created_at)
       values ($1, $2, $3, $4, '{"mission_estesa": "Una proposta."}', 'new', $5, $5, $5)`,
      [id, AI_ACTIVITY, MEMBER_ID, SESSION_ID, T0],
    );
  }
  await backend.db.query('delete from public.user_activity_progress where user_id = $1 and activity_id = any($2)', [
    MEMBER_ID,
    ACTIVITIES,
  ]);

  const model = new ServerModel();
  model.seed('assessments', {
    id: ids.assessment,
    user_id: MEMBER_ID,
    answers: {},
    answer_times: {},
    score: null,
    completed_at: null,
  });
  for (const id of ids.suggestions) {
    model.seed('ai_suggestions', {
      id,
      status: 'new',
      accepted_at: null,
      user_modifications: null,
      status_changed_at: T0,
    });
  }
  return { ids, model };
}

/** A device holding the scenario's rows, as the screens would have cached them. */
async function device(ids: ScenarioIds): Promise<OfflineDb> {
  const db = openDevice();
  await loadAssessments(db, member, [ids.assessment]);
  const { data, error } = await member
    .from('ai_suggestions')
    .select('*')
    .in('id', [...ids.suggestions]);
  if (error) throw new Error(error.message);
  await cacheSuggestions(MEMBER_ID, data as unknown as SuggestionFields[], db);
  return db;
}

const iso = (value: unknown): string | null => (typeof value === 'string' ? new Date(value).toISOString() : null);
const isoTimes = (times: unknown) =>
  Object.fromEntries(Object.entries((times ?? {}) as Record<string, string>).map(([code, time]) => [code, iso(time)]));

/** What the user's actions decide, in one comparable shape. */
interface Outcome {
  assessment: {
    answers: unknown;
    answer_times: Record<string, string | null>;
    score: unknown;
    completed_at: string | null;
  };
  progress: Record<string, { status: unknown; updated_at: string | null }>;
  suggestions: Record<string, { status: unknown; accepted_at: string | null; status_changed_at: string | null }>;
}

function modelOutcome(model: ServerModel, ids: ScenarioIds): Outcome {
  const a = model.row('assessments', ids.assessment)!;
  const progress: Outcome['progress'] = {};
  for (const activity of ids.activities) {
    const row = model.row('user_activity_progress', `${MEMBER_ID}|${activity}|${ids.session}`);
    if (row) progress[activity] = { status: row.status, updated_at: iso(row.updated_at) };
  }
  const suggestions: Outcome['suggestions'] = {};
  for (const id of ids.suggestions) {
    const row = model.row('ai_suggestions', id)!;
    suggestions[id] = {
      status: row.status,
      accepted_at: iso(row.accepted_at),
      status_changed_at: iso(row.status_changed_at),
    };
  }
  return {
    assessment: {
      answers: a.answers,
      answer_times: isoTimes(a.answer_times),
      score: a.score,
      completed_at: iso(a.completed_at),
    },
    progress,
    suggestions,
  };
}

async function serverOutcome(ids: ScenarioIds): Promise<Outcome> {
  const [assessment, progressRows, suggestionRows] = await Promise.all([
    backend.db.query<Record<string, unknown>>(
      'select answers, answer_times, score, completed_at from public.assessments where id = $1',
      [ids.assessment],
    ),
    backend.db.query<Record<string, unknown>>(
      'select activity_id, status, updated_at from public.user_activity_progress where user_id = $1 and session_id = $2 and activity_id = any($3)',
      [MEMBER_ID, ids.session, [...ids.activities]],
    ),
    backend.db.query<Record<string, unknown>>(
      'select id, status, accepted_at, status_changed_at from public.ai_suggestions where id = any($1)',
      [[...ids.suggestions]],
    ),
  ]);
  const a = assessment.rows[0]!;
  const time = (value: unknown) => (value instanceof Date ? value.toISOString() : iso(value));
  return {
    assessment: {
      answers: a.answers,
      answer_times: isoTimes(a.answer_times),
      score: a.score == null ? null : Number(a.score),
      completed_at: time(a.completed_at),
    },
    progress: Object.fromEntries(
      progressRows.rows.map((row) => [
        row.activity_id as string,
        { status: row.status, updated_at: time(row.updated_at) },
      ]),
    ),
    suggestions: Object.fromEntries(
      suggestionRows.rows.map((row) => [
        row.id as string,
        { status: row.status, accepted_at: time(row.accepted_at), status_changed_at: time(row.status_changed_at) },
      ]),
    ),
  };
}

const realTransport = () => createSupabaseTransport(member as unknown as SupabaseClient);

describe('sync under a hostile network, against the embedded backend', () => {
  it.each([1, 2, 3])('seed %i: lands exactly once, in user order, as one clean application does', async (seed) => {
    const random = seededRandom(seed);
    const { ids, model } = await freshRows();
    const [chaosDevice, cleanDevice] = [await device(ids), await device(ids)];
    const chaos = chaosTransport(realTransport(), random, ALL_FAULTS);
    const sync = deviceEngine(chaosDevice, member, chaos.transport);
    const clean = engineHarness(cleanDevice, modelTransport(model), { getOwnerId: () => MEMBER_ID });

    for (let step = 1; step <= 24; step++) {
      const operation = await randomAction(random, chaosDevice, ids, at(step), step > 12);
      const committed = await commit(operation, chaosDevice);
      const reference = await commit(operation, cleanDevice);
      expect(reference.status === 'superseded').toBe(committed.status === 'superseded');
      await clean.engine.flush();
      if (random() < 0.3) await sync.engine.flush();
    }
    await drain(chaosDevice, sync.engine, sync.clock);
    await chaos.replayAll();

    expect(await chaosDevice.outbox.count()).toBe(0);
    expect(await cleanDevice.outbox.count()).toBe(0);
    expect(await serverOutcome(ids)).toEqual(modelOutcome(model, ids));
    expect(chaos.counts['lose-response'] + chaos.counts.duplicate + chaos.counts['late-replay']).toBeGreaterThan(0);
  });
});

describe('two devices answering one assessment, against the embedded backend', () => {
  it.each([1, 2])('seed %i: merge per question, the later action winning', async (seed) => {
    const random = seededRandom(seed);
    const { ids } = await freshRows();
    const devices = [await device(ids), await device(ids)];
    const engines = devices.map((db) =>
      deviceEngine(db, member, chaosTransport(realTransport(), random, ALL_FAULTS).transport),
    );
    const latest: Record<string, string> = {};
    for (let step = 1; step <= 20; step++) {
      const question = pick(random, QUESTIONS);
      const value = String(1 + (step % 5));
      const which = Math.floor(random() * 2);
      const save = {
        id: crypto.randomUUID(),
        kind: 'assessment/save-partial',
        target: ids.assessment,
        ownerId: MEMBER_ID,
        actedAt: at(step),
        payload: { answers: { [question]: value } },
      } as const;
      await commit(save, devices[which]!);
      latest[question] = value;
      if (random() < 0.4) await engines[Math.floor(random() * 2)]!.engine.flush();
    }
    for (const [i, db] of devices.entries()) await drain(db, engines[i]!.engine, engines[i]!.clock);
    expect((await serverOutcome(ids)).assessment.answers).toEqual(latest);
  });
});
