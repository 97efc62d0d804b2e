/**
 * Assessment management: assign_assessments gives a template to a team or to chosen
 * people in one transaction (org admins, managers and super admins of that organisation only);
 * completed combined assessments are flagged for recalculation and recalculated scores recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
const as = {} as Record<'admin' | 'manager' | 'member' | 'globex', TestClient>;
const TEMPLATE_ID = seedId('5a000000', 1);
const GLOBEX_TEMPLATE_ID = seedId('5a000000', 2);
const COMBINED_TEMPLATE_ID = seedId('5a000000', 3);

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ['admin', 'manager', 'member', 'globex'] as const)
    as[role] = await backend.signIn(ACCOUNTS[role].email);
  await backend.db.query(
    `insert into public.assessment_templates (id, name, assessment_type_id, organization_id) values
       ($1, 'TPM per il test', 'tpm', null), ($2, 'Globex TPM', 'tpm', $4), ($3, 'Combinato', 'combined', null)`,
    [TEMPLATE_ID, GLOBEX_TEMPLATE_ID, COMBINED_TEMPLATE_ID, ORG.globex],
  );
});
afterAll(async () => {
  await backend?.close();
});

type Row = { user_id: string; assignment_id: string; assessment_id: string; already_assigned: boolean };
const assign = (client: TestClient, args: Record<string, unknown>) =>
  client.rpc('assign_assessments', { _template_id: TEMPLATE_ID, ...args } as never) as unknown as Promise<{
    data: Row[] | null;
    error: { code?: string; message: string } | null;
  }>;
const alphaMembers = async () =>
  (
    await backend.db.query<{ member_id: string }>('select member_id from public.team_members where team_id = $1', [
      TEAM.alpha,
    ])
  ).rows
    .map((r) => r.member_id)
    .sort();
const assignmentsOf = async (templateId: string) =>
  (
    await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.assessment_assignments where template_id = $1',
      [templateId],
    )
  ).rows[0]!.n;

describe('assign_assessments', () => {
  it('assigns a self assessment with a time limit to every member of a team, once', async () => {
    const { data, error } = await assign(as.admin, {
      _evaluation_type: 'self',
      _team_id: TEAM.alpha,
      _time_limit_minutes: 20,
    });
    expect(error).toBeNull();
    expect(data!.map((r) => r.user_id).sort()).toEqual(await alphaMembers());
    expect(data!.every((r) => !r.already_assigned)).toBe(true);
    const mine = await as.member
      .from('assessments')
      .select(
        'template_id, team_id, evaluation_type, time_limit_minutes, completed_at, assessment_assignments(assigned_by, status)',
      )
      .eq('template_id', TEMPLATE_ID);
    expect(mine.data).toEqual([
      {
        template_id: TEMPLATE_ID,
        team_id: TEAM.alpha,
        evaluation_type: 'self',
        time_limit_minutes: 20,
        completed_at: null,
        assessment_assignments: { assigned_by: ACCOUNTS.admin.userId, status: 'pending' },
      },
    ]);
    const again = await assign(as.admin, { _evaluation_type: 'self', _team_id: TEAM.alpha, _time_limit_minutes: 20 });
    expect(again.data!.every((r) => r.already_assigned)).toBe(true);
    expect(await assignmentsOf(TEMPLATE_ID)).toBe(data!.length);
  });

  it('lets a manager assign a peer evaluation naming the evaluated person, who does not evaluate themselves', async () => {
    const { data, error } = await assign(as.manager, {
      _evaluation_type: 'peer',
      _user_ids: [ACCOUNTS.leader.userId, ACCOUNTS.member.userId],
      _target_user_id: ACCOUNTS.member.userId,
    });
    expect(error).toBeNull();
    expect(data!.map((r) => r.user_id)).toEqual([ACCOUNTS.leader.userId]);
    const row = await backend.db.query('select target_user_id, evaluation_type from public.assessments where id = $1', [
      data![0]!.assessment_id,
    ]);
    expect(row.rows).toEqual([{ target_user_id: ACCOUNTS.member.userId, evaluation_type: 'peer' }]);
  });

  it('asks for the evaluated person in manager and peer evaluations, and for a team or people', async () => {
    expect((await assign(as.admin, { _evaluation_type: 'manager', _team_id: TEAM.alpha })).error?.code).toBe('22023');
    expect((await assign(as.admin, { _evaluation_type: 'self' })).error?.code).toBe('22023');
    expect((await assign(as.admin, { _evaluation_type: 'boss', _team_id: TEAM.alpha })).error?.code).toBe('22023');
  });

  it('refuses members, and admins outside their organisation, creating nothing', async () => {
    const before = await assignmentsOf(TEMPLATE_ID);
    expect((await assign(as.member, { _team_id: TEAM.alpha })).error?.code).toBe('42501');
    expect((await assign(as.admin, { _team_id: TEAM.orion })).error?.code).toBe('42501');
    expect((await assign(as.admin, { _user_ids: [ACCOUNTS.globex.userId] })).error?.code).toBe('42501');
    expect(
      (await assign(as.admin, { _user_ids: [ACCOUNTS.newMember.userId, ACCOUNTS.globex.userId] })).error?.code,
    ).toBe('42501');
    expect((await assign(as.admin, { _template_id: GLOBEX_TEMPLATE_ID, _team_id: TEAM.beta })).error?.code).toBe(
      '42501',
    );
    expect((await assign(as.globex, { _team_id: TEAM.alpha })).error?.code).toBe('42501');
    expect(await assignmentsOf(TEMPLATE_ID)).toBe(before);
  });

  it('is not callable by anon', async () => {
    expect((await assign(backend.anonClient(), { _team_id: TEAM.alpha })).error).not.toBeNull();
  });
});

describe('recalculation', () => {
  it('flags a completed combined assessment when another one is completed; the recalculated score clears it', async () => {
    const combined = await assign(as.admin, {
      _template_id: COMBINED_TEMPLATE_ID,
      _user_ids: [ACCOUNTS.member.userId],
    });
    const { assignment_id: combinedAssignment, assessment_id: combinedAssessment } = combined.data![0]!;
    await backend.db.query(`update public.assessments set completed_at = now(), score = 60 where id = $1`, [
      combinedAssessment,
    ]);
    const flag = async () =>
      (
        await as.admin
          .from('assessment_assignments')
          .select('status, needs_recalculation')
          .eq('id', combinedAssignment)
          .single()
      ).data;
    expect(await flag()).toEqual({ status: 'completed', needs_recalculation: false });

    const other = (await as.member.from('assessments').select('id').eq('template_id', TEMPLATE_ID).single()).data!;
    await backend.db.query(`update public.assessments set completed_at = now(), score = 50 where id = $1`, [other.id]);
    expect(await flag()).toEqual({ status: 'completed', needs_recalculation: true });

    const byMember = await as.member.rpc('record_recalculated_score', {
      _assessment_id: combinedAssessment,
      _score: 99,
    });
    expect(byMember.error?.code).toBe('42501');
    const byGlobex = await as.globex.rpc('record_recalculated_score', {
      _assessment_id: combinedAssessment,
      _score: 99,
    });
    expect(byGlobex.error?.code).toBe('42501');
    const patched = await as.admin.from('assessments').update({ score: 99 }).eq('id', combinedAssessment);
    expect(patched.error?.code).toBe('23514');

    const recorded = await as.admin.rpc('record_recalculated_score', {
      _assessment_id: combinedAssessment,
      _score: 77,
      _results: { dominant_profile: 'Relate' },
    });
    expect(recorded.error).toBeNull();
    const after = await as.admin.from('assessments').select('score, results').eq('id', combinedAssessment).single();
    expect(after.data).toEqual({ score: 77, results: { dominant_profile: 'Relate' } });
    expect(await flag()).toEqual({ status: 'completed', needs_recalculation: false });
  });
});
