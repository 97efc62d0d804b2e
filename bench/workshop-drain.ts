// A workshop tablet drains once the network returns (`npm run bench:workshop-drain`): 12 participants
// who each answered 60 questions of their own assessment offline, then completed it, committed on the
// tablet as the assessment screen commits them (one save-partial per answer). The tablet's real code
// pushes it (src/offline/workshop: fake-indexeddb in Node, its non-extractable ECDSA key registered by
// the coach, signed pushes) through the real workshop-sync function on an embedded backend started on a
// throwaway data folder. Printed per run: the drain's time, the pushes, each push's time; then the
// median. Goal: under 2 s. It measures and prints; it does not pass or fail. `--runs 5`, `--people 12`,
// `--answers 60`, `--port <n>` (else a free one).
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import ws from 'ws';
import { loadOrCreateKeys } from '../server/auth/keys.ts';
import { cacheAssessments } from '../src/offline/assessments/cache.ts';
import { commit } from '../src/offline/outbox/commit.ts';
import { newOperation } from '../src/offline/outbox/validate.ts';
import { OfflineDb } from '../src/offline/store/db.ts';
import type { AssessmentFields } from '../src/offline/store/rows.ts';
import { WorkshopDb } from '../src/offline/workshop/db.ts';
import { saveDevice } from '../src/offline/workshop/device.ts';
import { createDeviceKeys } from '../src/offline/workshop/keys.ts';
import { pushWorkshopOutbox } from '../src/offline/workshop/push.ts';
import { ACCOUNTS, ORG, SESSION_ID, TEAM } from '../supabase/tests/support/demo-ids.ts';
import { startBackendChild } from './chaos/backend-child.ts';

const flag = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
};
const RUNS = Number(flag('runs', '5'));
const PEOPLE = Number(flag('people', '12'));
const ANSWERS = Number(flag('answers', '60'));
/** A port no one listens on now (other benches run on this machine at the same time). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const PORT = Number(flag('port', '0')) || (await freePort());
/** The seed's members of team Alpha; the others are created for the bench. */
const SEEDED = [ACCOUNTS.leader.userId, ACCOUNTS.member.userId, '20000000-0000-4000-8000-000000000008'];

const clientFor = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

async function must<T>(what: string, answer: PromiseLike<{ data: T; error: { message: string } | null }>) {
  const { data, error } = await answer;
  if (error) throw new Error(`${what}: ${error.message}`);
  return data;
}

/** An auth call's user, or its error thrown. */
async function userOf(
  what: string,
  answer: Promise<{ data: { user: User | null }; error: { message: string } | null }>,
) {
  const { data, error } = await answer;
  if (error || !data.user) throw new Error(`${what}: ${error?.message ?? 'no user'}`);
  return data.user;
}

/** Team Alpha with `count` members: the seeded ones and new auth users added to it. */
async function participants(service: SupabaseClient, count: number): Promise<string[]> {
  const ids = SEEDED.slice(0, count);
  for (let i = ids.length; i < count; i++) {
    const created = await userOf(
      'create user',
      service.auth.admin.createUser({
        email: `workshop-${i}-${crypto.randomUUID().slice(0, 8)}@acme.test`,
        password: 'Password-123',
        email_confirm: true,
        user_metadata: { first_name: 'Partecipante', last_name: String(i + 1) },
      }),
    );
    ids.push(created.id);
    const email = created.email!;
    const profile = { organization_id: ORG.acme, first_name: 'Partecipante', last_name: String(i + 1) };
    const updated = await must(
      'profile',
      service.from('profiles').update(profile).eq('user_id', created.id).select('id'),
    );
    if ((updated ?? []).length === 0)
      await must('profile', service.from('profiles').insert({ user_id: created.id, email, ...profile }));
    await must(
      'role',
      service.from('user_roles').insert({
        user_id: created.id,
        role_type: 'team_member',
        organization_id: ORG.acme,
        team_id: TEAM.alpha,
        is_active: true,
      }),
    );
  }
  const added = ids.slice(SEEDED.length).map((member_id) => ({ team_id: TEAM.alpha, member_id, role: 'member' }));
  if (added.length > 0) await must('team members', service.from('team_members').insert(added));
  return ids;
}

/** A template of the organisation with `count` single-choice questions: their item codes. */
async function benchTemplate(service: SupabaseClient, count: number): Promise<{ id: string; codes: string[] }> {
  const id = crypto.randomUUID();
  await must(
    'template',
    service.from('assessment_templates').insert({
      id,
      name: `Workshop bench ${count}`,
      description: 'One question per answer the bench gives.',
      assessment_type_id: 'tpm',
      organization_id: ORG.acme,
    }),
  );
  const codes = Array.from({ length: count }, (_, i) => `BENCH_${String(i + 1).padStart(2, '0')}`);
  const options = [1, 2, 3, 4, 5].map((n) => ({ id: String(n), text: String(n) }));
  await must(
    'questions',
    service.from('assessment_questions').insert(
      codes.map((item_code, i) => ({
        template_id: id,
        item_code,
        question_text: `Domanda ${i + 1}`,
        question_type: 'preference',
        response_type: 'single_choice',
        evaluation_type: 'self',
        language: 'it',
        options,
        is_required: true,
        order_index: i + 1,
      })),
    ),
  );
  return { id, codes };
}

interface Run {
  /** the status check the tablet sends when /workshop opens after preparing, online (the first run's is cold). */
  statusCheckMs: number;
  drainMs: number;
  /** the HTTP round trips (the function, its signature check and workshop_apply_batch) within drainMs. */
  serverMs: number;
  pushes: { ms: number; sent: number; ok: number; retry: number; failed: number }[];
  entries: number;
  landed: number;
}

/** One tablet: registered by the coach, each participant's answers committed offline, then drained. */
async function oneRun(
  url: string,
  anonKey: string,
  service: SupabaseClient,
  people: string[],
  template: { id: string; codes: string[] },
): Promise<Run> {
  const coach = clientFor(url, anonKey);
  const coachId = (
    await userOf(
      'coach sign-in',
      coach.auth.signInWithPassword({ email: ACCOUNTS.coach.email, password: 'Password-123' }),
    )
  ).id;
  const { privateKey, publicJwk } = await createDeviceKeys();
  const device = await must(
    'register',
    coach.rpc('register_workshop_device', {
      p_team_id: TEAM.alpha,
      p_session_id: SESSION_ID,
      p_label: `Bench ${crypto.randomUUID().slice(0, 8)}`,
      p_public_key: publicJwk,
      p_workshop_date: new Date().toISOString().slice(0, 10),
    }),
  );
  const { id: deviceId, upload_until } = device as { id: string; upload_until: string };
  const assessments = (await must(
    'assessments',
    service
      .from('assessments')
      .insert(
        people.map((user_id) => ({
          user_id,
          organization_id: ORG.acme,
          team_id: TEAM.alpha,
          template_id: template.id,
          assessment_type: 'tpm',
          evaluation_type: 'self',
        })),
      )
      .select('*'),
  )) as (AssessmentFields & { id: string; user_id: string })[];

  const db = new OfflineDb(`bench-workshop-${crypto.randomUUID()}`);
  const workshopDb = new WorkshopDb(`bench-workshop-device-${crypto.randomUUID()}`);
  try {
    await saveDevice(
      {
        id: deviceId,
        organizationId: ORG.acme,
        teamId: TEAM.alpha,
        teamName: 'Alpha',
        sessionId: SESSION_ID,
        label: 'Bench',
        workshopDate: new Date().toISOString().slice(0, 10),
        uploadUntil: upload_until,
        preparedBy: coachId,
        preparedAt: new Date().toISOString(),
        participants: people.map((user_id, i) => ({ user_id, full_name: `Partecipante ${i + 1}` })),
        privateKey,
        publicJwk,
      },
      workshopDb,
    );
    // What preparing put in each participant's cache (the bundle's open assessments).
    for (const row of assessments) await cacheAssessments(row.user_id, [row], db);
    // Opened on /workshop while still online, the tablet's loop starts with a status check.
    const t = performance.now();
    const check = await pushWorkshopOutbox({ url, anonKey, db, workshopDb });
    if (check.kind !== 'pushed') throw new Error(`status check: ${JSON.stringify(check)}`);
    const statusCheckMs = performance.now() - t;
    // Offline: each participant answers, one commit per answer, then completes.
    const start = Date.now() - 3_600_000;
    let entries = 0;
    for (const [p, { id, user_id }] of assessments.entries()) {
      const answers: Record<string, string> = {};
      for (let q = 1; q <= ANSWERS; q++) {
        const answeredAt = new Date(start + p * 100_000 + q * 1000).toISOString();
        const code = template.codes[q - 1]!;
        answers[code] = String((q % 5) + 1);
        await commit(
          newOperation('assessment/save-partial', {
            target: id,
            ownerId: user_id,
            actedAt: answeredAt,
            payload: { answers: { [code]: answers[code]! }, answer_times: { [code]: answeredAt } },
          }),
          db,
        );
        entries++;
      }
      await commit(
        newOperation('assessment/complete', {
          target: id,
          ownerId: user_id,
          actedAt: new Date(start + p * 100_000 + 99_000).toISOString(),
          payload: { answers, score: null },
        }),
        db,
      );
      entries++;
    }

    // The network is back: push until nothing is left, as the tablet's loop does.
    // The round trips timed apart: what is left of a push is the tablet's own work (gather, sign, settle).
    let serverMs = 0;
    const timedFetch = (async (...args: Parameters<typeof fetch>) => {
      const t = performance.now();
      try {
        return await fetch(...args);
      } finally {
        serverMs += performance.now() - t;
      }
    }) as typeof fetch;
    const config = { url, anonKey, db, workshopDb, fetch: timedFetch };
    const pushes: Run['pushes'] = [];
    const t0 = performance.now();
    for (let round = 0; round < 50; round++) {
      const t = performance.now();
      const result = await pushWorkshopOutbox(config);
      if (result.kind !== 'pushed') throw new Error(`push ${round + 1}: ${JSON.stringify(result)}`);
      // The round that finds nothing left is the status check the tablet's loop ends with: timed, not counted.
      if (result.sent === 0) break;
      pushes.push({ ms: performance.now() - t, ...result });
    }
    const drainMs = performance.now() - t0;
    const refused = (await db.outbox.toArray()).filter((e) => e.status === 'failed');
    const reasons = [
      ...new Set(refused.map((e) => `${e.kind}: ${e.lastError?.code ?? ''} ${e.lastError?.message ?? ''}`)),
    ];
    if (reasons.length > 0) console.log(`    refused on the tablet: ${reasons.join('; ')}`);
    const completed = (await must(
      'check',
      service
        .from('assessments')
        .select('id, answers, completed_at')
        .in(
          'id',
          assessments.map((a) => a.id),
        ),
    )) as { answers: Record<string, string>; completed_at: string | null }[];
    const landed = completed.filter((a) => a.completed_at && Object.keys(a.answers).length === ANSWERS).length;
    return { statusCheckMs, drainMs, serverMs, pushes, entries, landed };
  } finally {
    db.close();
    workshopDb.close();
    await coach.auth.signOut().catch(() => undefined);
  }
}

const keys = loadOrCreateKeys();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-workshop-drain-'));
const backend = await startBackendChild({ port: PORT, dataDir, env: { AUTH_PASSWORD_HASH_COST: '4' } });
try {
  const service = clientFor(backend.url, keys.serviceRoleKey);
  const people = await participants(service, PEOPLE);
  const template = await benchTemplate(service, ANSWERS);
  console.log(
    `workshop drain: ${PEOPLE} participants x ${ANSWERS} answers + a completion each, ${RUNS} runs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const drains: number[] = [];
  const servers: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const r = await oneRun(backend.url, keys.anonKey, service, people, template);
    drains.push(r.drainMs);
    const ops = r.pushes.reduce((n, p) => n + p.sent, 0);
    servers.push(r.serverMs);
    console.log(
      `  run ${run}: status check when prepared ${ms(r.statusCheckMs)}; offline work drained in ${ms(r.drainMs)} (goal < 2,000 ms; round trips ${ms(r.serverMs)}): ${r.entries} entries as ${ops} operations in ${
        r.pushes.length
      } push(es) and a closing status check [${r.pushes.map((p) => `${ms(p.ms)} ${p.ok} ok${p.retry ? ` ${p.retry} retry` : ''}${p.failed ? ` ${p.failed} failed` : ''}`).join(', ')}]; ${r.landed}/${PEOPLE} assessments complete with every answer`,
    );
  }
  console.log(
    `median drain: ${ms(median(drains))} (round trips ${ms(median(servers))}) over ${RUNS} runs; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
