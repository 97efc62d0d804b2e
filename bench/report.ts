// `npm run bench:report`: the team report read for a team of 50 people with 4 completed
// assessments each, built with the service role in a fresh embedded backend, then read over HTTP by the
// team's leader (one RPC, RLS applied): p50/p99 of 20 calls and the response size. Also the reports
// list and the coaching report (a session of the seeded 7-activity program) for the same team. It measures and prints; it does not pass or fail.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';

const PEOPLE = 50;
const CALLS = 20;
const ACME = '10000000-0000-4000-8000-000000000001';
const LEADER = '20000000-0000-4000-8000-000000000004';
const TEMPLATES = {
  tpm: '50000000-0000-4000-8000-000000000001',
  mbti: '50000000-0000-4000-8000-000000000002',
  leadership: '50000000-0000-4000-8000-000000000003',
  twn: '50000000-0000-4000-8000-000000000004',
};
const MBTI_TYPES = [
  'ISTJ',
  'ISFJ',
  'INFJ',
  'INTJ',
  'ISTP',
  'ISFP',
  'INFP',
  'INTP',
  'ESTP',
  'ESFP',
  'ENFP',
  'ENTP',
  'ESTJ',
  'ESFJ',
  'ENFJ',
  'ENTJ',
];
const PROFILES = ['Create', 'Relate', 'Organize'];

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
};
const check = <R extends { data: unknown; error: { message: string } | null }>(
  result: R,
  what: string,
): NonNullable<R['data']> => {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data as NonNullable<R['data']>;
};

const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
const service = createClient(backend.url, backend.serviceRoleKey, options);

const setupStart = performance.now();
const team = check(
  await service
    .from('teams')
    .insert({ name: 'Bench 50', organization_id: ACME, team_leader_id: LEADER })
    .select('id')
    .single(),
  'team',
);
const people: string[] = [];
for (let i = 0; i < PEOPLE; i++) {
  const created = check(
    await service.auth.admin.createUser({
      email: `bench${i}@acme.test`,
      password: 'Password-123',
      email_confirm: true,
    }),
    `user ${i}`,
  );
  people.push(created.user!.id);
}
check(
  await service.from('profiles').insert(
    people.map((id, i) => ({
      user_id: id,
      email: `bench${i}@acme.test`,
      organization_id: ACME,
      first_name: `Persona${i}`,
      last_name: `Bench${String(i).padStart(2, '0')}`,
      position: i % 5 === 0 ? 'Team Leader' : 'Analyst',
      department: 'Operations',
      job_description: 'Analizza i processi.',
      status: 'active',
    })),
  ),
  'profiles',
);
check(
  await service.from('team_members').insert(people.map((id) => ({ team_id: team.id, member_id: id, role: 'member' }))),
  'team members',
);
const at = (i: number, k: number) => new Date(Date.UTC(2026, 9, 1 + (i % 28), 9 + k)).toISOString();
const assessments = people.flatMap((id, i) => {
  const dims = { Create: (i * 37) % 101, Relate: (i * 53 + 20) % 101, Organize: (i * 71 + 40) % 101 };
  const dominant = PROFILES.reduce((a, b) => (dims[b as keyof typeof dims] > dims[a as keyof typeof dims] ? b : a));
  const base = { user_id: id, organization_id: ACME, team_id: team.id, evaluation_type: 'self' };
  return [
    {
      ...base,
      template_id: TEMPLATES.tpm,
      assessment_type: 'tpm',
      score: Math.round((dims.Create + dims.Relate + dims.Organize) / 3),
      results: { dimension_scores: dims, dominant_profile: dominant, rule_type: 'dimension', assessment_type: 'tpm' },
      completed_at: at(i, 0),
    },
    {
      ...base,
      template_id: TEMPLATES.mbti,
      assessment_type: 'mbti',
      score: 50 + (i % 50),
      results: {
        type: MBTI_TYPES[i % 16],
        preferences: { E: 60, I: 40, S: 30, N: 70, T: 55, F: 45, J: 80, P: 20 },
        rule_type: 'mbti',
        assessment_type: 'mbti',
      },
      completed_at: at(i, 1),
    },
    {
      ...base,
      template_id: TEMPLATES.twn,
      assessment_type: 'twn',
      score: 40 + (i % 60),
      results: { extra: { answered: 2 }, rule_type: 'custom', assessment_type: 'twn' },
      completed_at: at(i, 2),
    },
    {
      ...base,
      template_id: TEMPLATES.leadership,
      assessment_type: 'leadership',
      score: 30 + (i % 70),
      results: { rule_type: 'average', assessment_type: 'leadership' },
      completed_at: at(i, 3),
    },
  ];
});
check(await service.from('assessments').insert(assessments), 'assessments');
// A coaching session on the seeded program (7 activities), with progress on the first three activities.
const coaching = check(
  await service
    .from('coaching_sessions')
    .insert({
      name: 'Bench 50 – Team Performance',
      program_id: '60000000-0000-4000-8000-000000000001',
      team_id: team.id,
      coach_id: '40000000-0000-4000-8000-000000000001',
    })
    .select('id')
    .single(),
  'session',
);
const progress = people.flatMap((id, i) =>
  [1, 2, 3]
    .filter((n) => i % n === 0)
    .map((n) => ({
      user_id: id,
      session_id: coaching.id,
      activity_id: `62000000-0000-4000-8000-00000000000${n}`,
      status: n === 3 ? 'in_progress' : 'completed',
      completion_percentage: n === 3 ? 50 : 100,
      completed_at: n === 3 ? null : at(i, 4),
    })),
);
check(await service.from('user_activity_progress').insert(progress), 'progress');
console.log(
  `Set up: team of ${PEOPLE} people, ${assessments.length} completed assessments, ${progress.length} progress rows (${Math.round(performance.now() - setupStart)} ms, service role).`,
);

const signer = createClient(backend.url, backend.anonKey, options);
const session = check(
  await signer.auth.signInWithPassword({ email: 'leader@acme.test', password: 'Password-123' }),
  'sign-in',
).session!;

/** One RPC over HTTP as the leader: time to the last byte, and the body's size. */
async function call(fn: string, args: Record<string, unknown>): Promise<{ ms: number; bytes: number; rows: number }> {
  const started = performance.now();
  const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${body}`);
  return { ms, bytes: Buffer.byteLength(body), rows: (JSON.parse(body) as unknown[]).length };
}

async function measure(label: string, fn: string, args: Record<string, unknown>): Promise<void> {
  await call(fn, args); // warm-up: plans and caches, not counted
  const runs: { ms: number; bytes: number; rows: number }[] = [];
  for (let i = 0; i < CALLS; i++) runs.push(await call(fn, args));
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  const { bytes, rows } = runs[0]!;
  console.log(
    `${label.padEnd(34)} p50 ${pct(0.5).toFixed(1).padStart(7)} ms   p99 ${pct(0.99).toFixed(1).padStart(7)} ms   ${rows} rows, ${(bytes / 1024).toFixed(1)} KiB`,
  );
}

console.log(`\nAs leader@acme.test over HTTP, ${CALLS} calls each after one warm-up:`);
await measure('team_assessment_report (50 x 4)', 'team_assessment_report', { _team_id: team.id });
await measure('assessment_report_teams', 'assessment_report_teams', {});
await measure('team_coaching_report (7 x 50)', 'team_coaching_report', { _team_id: team.id });

await backend.close();
