/**
 * Report reads over HTTP as each role: one RPC per screen (assessment_report_teams,
 * team_assessment_report, team_coaching_report), each scoped to the teams the caller answers for,
 * with figures hand-computed from supabase/seed.sql.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  ORG,
  SESSION_ID,
  TEAM,
  TEMPLATE,
  activityId,
  seedId,
  type RoleKey,
} from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
const clients = new Map<RoleKey, TestClient>();
const ROLES: RoleKey[] = ['super', 'admin', 'manager', 'leader', 'member', 'coach', 'globex'];

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ROLES) clients.set(role, await backend.signIn(ACCOUNTS[role].email));
});
afterAll(async () => {
  await backend?.close();
});

const as = (role: RoleKey) => clients.get(role)!;
type Row = Record<string, unknown>;
async function rpc(role: RoleKey, fn: string, args: Record<string, unknown> = {}): Promise<Row[]> {
  const { data, error } = await as(role).rpc(fn as never, args as never);
  expect(error, `${fn} as ${role}`).toBeNull();
  return data as unknown as Row[];
}

describe('the assessment reports list', () => {
  const teamsOf = async (role: RoleKey, org?: string) =>
    (await rpc(role, 'assessment_report_teams', org ? { _organization_id: org } : {})).map((r) => r.team_name);

  it('shows a team leader of Alpha only Alpha', async () => {
    expect(await teamsOf('leader')).toEqual(['Alpha']);
  });

  it('shows a manager their managed team, an org admin their organisation, a super admin everything or the impersonated organisation', async () => {
    expect(await teamsOf('manager')).toEqual(['Alpha']);
    expect(await teamsOf('admin')).toEqual(['Alpha', 'Beta']);
    expect(await teamsOf('super')).toEqual(['Alpha', 'Beta', 'Orion']);
    expect(await teamsOf('super', ORG.acme)).toEqual(['Alpha', 'Beta']);
  });

  it('shows Globex, a member and a coach nothing of Acme', async () => {
    expect(await teamsOf('globex')).toEqual([]);
    expect(await teamsOf('globex', ORG.acme)).toEqual([]);
    expect(await teamsOf('member')).toEqual([]);
    expect(await teamsOf('coach')).toEqual([]);
  });

  it('gives Alpha the hand-computed figures', async () => {
    const [alpha] = await rpc('leader', 'assessment_report_teams');
    // Laura: TPM, MBTI, TWN, Leadership, alignment completed; Mario: MBTI, alignment completed; Nicola: TPM started 2026-11-03 08:29.
    expect(alpha).toEqual({
      team_id: TEAM.alpha,
      team_name: 'Alpha',
      team_type: 'operational',
      organization_id: ORG.acme,
      organization_name: 'Acme',
      team_leader_id: ACCOUNTS.leader.userId,
      team_leader_first_name: 'Laura',
      team_leader_last_name: 'Neri',
      member_count: 3,
      members_completed: 2,
      members_started: 1,
      completed_assessments: 7,
      last_update: '2026-11-03T08:29:00+00:00',
      report_status: 'in_progress',
      // The template versions of those completed assessments, by name: every seeded template is at version 1.
      template_versions: [
        { template_id: seedId('50000000', 5), name: 'Allineamento personalità-lavoro', version: 1 },
        { template_id: TEMPLATE.leadership, name: 'Leadership Quick Check', version: 1 },
        { template_id: TEMPLATE.mbti, name: 'MBTI – Preferenze di personalità', version: 1 },
        { template_id: TEMPLATE.tpm, name: 'TPM – Team Performance Model', version: 1 },
        { template_id: TEMPLATE.twn, name: 'TWN – Team Work Navigator', version: 1 },
      ],
    });
    const beta = (await rpc('admin', 'assessment_report_teams')).find((r) => r.team_name === 'Beta');
    expect(beta).toMatchObject({
      member_count: 0,
      completed_assessments: 0,
      last_update: null,
      report_status: 'not_started',
    });
  });

  it('refuses anonymous callers', async () => {
    const { data, error } = await backend.anonClient().rpc('assessment_report_teams' as never);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});

describe('the team report data', () => {
  it('equals the hand-computed rows for Alpha, in one call', async () => {
    const rows = await rpc('admin', 'team_assessment_report', { _team_id: TEAM.alpha });
    const brief = rows.map((r) => [
      r.member_first_name,
      r.assessment_type,
      r.evaluation_type,
      r.evaluator_first_name,
      r.score,
    ]);
    expect(brief).toEqual([
      ['Nicola', null, null, null, null],
      ['Laura', 'combined', 'self', 'Laura', 85],
      ['Laura', 'leadership', 'manager', 'Marco', 90],
      ['Laura', 'leadership', 'self', 'Laura', 73],
      ['Laura', 'mbti', 'self', 'Laura', 88],
      ['Laura', 'tpm', 'self', 'Laura', 56],
      ['Laura', 'twn', 'self', 'Laura', 70],
      ['Mario', 'combined', 'self', 'Mario', 48],
      ['Mario', 'mbti', 'self', 'Mario', 88],
    ]);
    const laura = rows.filter((r) => r.member_first_name === 'Laura');
    expect(laura.find((r) => r.assessment_type === 'tpm')!.results).toMatchObject({
      dominant_profile: 'Relate',
      dimension_scores: { Create: 27, Relate: 100, Organize: 40 },
      rule_type: 'dimension',
    });
    expect(laura.find((r) => r.assessment_type === 'mbti')!.results).toMatchObject({
      type: 'ISFJ',
      preferences: { I: 100, S: 100, F: 75, J: 100 },
    });
    expect(rows.find((r) => r.member_first_name === 'Mario' && r.assessment_type === 'mbti')!.results).toMatchObject({
      type: 'ENTJ',
    });
    expect(laura[0]).toMatchObject({
      team_name: 'Alpha',
      member_id: ACCOUNTS.leader.userId,
      member_email: 'leader@acme.test',
      member_team_role: 'leader',
      member_position: 'Team Leader',
      member_department: 'Operations',
      member_job_description: 'Coordina il team Alpha.',
    });
  });

  it('gives the team leader and the manager the same assessments', async () => {
    const ids = async (role: RoleKey) =>
      (await rpc(role, 'team_assessment_report', { _team_id: TEAM.alpha })).map((r) => r.assessment_id);
    const admin = await ids('admin');
    expect(await ids('leader')).toEqual(admin);
    expect(await ids('manager')).toEqual(admin);
  });

  it('gives nothing of Acme to Globex, nor another team to a leader', async () => {
    for (const team of [TEAM.alpha, TEAM.beta])
      expect(await rpc('globex', 'team_assessment_report', { _team_id: team })).toEqual([]);
    expect(await rpc('member', 'team_assessment_report', { _team_id: TEAM.alpha })).toEqual([]);
    expect(await rpc('leader', 'team_assessment_report', { _team_id: TEAM.beta })).toEqual([]);
    expect(await rpc('admin', 'team_assessment_report', { _team_id: TEAM.orion })).toEqual([]);
  });
});

describe('the coaching report', () => {
  it('gives per activity and member the progress, submissions and suggestions of the Alpha session', async () => {
    const rows = await rpc('leader', 'team_coaching_report', { _team_id: TEAM.alpha, _session_id: SESSION_ID });
    expect(rows).toHaveLength(7 * 3);
    const of = (n: number, who: string) =>
      rows.find((r) => r.activity_id === activityId(n) && r.member_first_name === who);
    expect(of(1, 'Mario')).toMatchObject({
      phase_number: 1,
      progress_status: 'in_progress',
      completion_percentage: 50,
    });
    expect(of(2, 'Mario')).toMatchObject({ progress_status: 'completed', completion_percentage: 100 });
    expect(of(5, 'Laura')).toMatchObject({
      phase_number: 2,
      submission_status: 'submitted',
      submitted_at: '2026-10-10T16:00:00+00:00',
    });
    expect(of(7, 'Mario')).toMatchObject({ phase_number: 3, suggestions_count: 2, accepted_suggestions_count: 0 });
    expect(rows.filter((r) => r.progress_status === 'not_started')).toHaveLength(19);
  });

  it('is read by the session coach, and by nobody of Globex', async () => {
    expect(await rpc('coach', 'team_coaching_report', { _team_id: TEAM.alpha })).toHaveLength(21);
    expect(await rpc('globex', 'team_coaching_report', { _team_id: TEAM.alpha })).toEqual([]);
    expect(await rpc('member', 'team_coaching_report', { _team_id: TEAM.alpha })).toEqual([]);
  });
});
