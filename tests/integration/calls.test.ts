/**
 * Every call shape the assessment and coaching screens make, over HTTP with supabase-js against
 * the embedded backend, as the demo accounts: the seeded rows come back, in the spec's order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  COACH_ID,
  ORG,
  PROGRAM_ID,
  ROLE_KEYS,
  SESSION_ID,
  TEAM,
  TEMPLATE,
  activityId,
  assessmentId,
  formId,
  phaseId,
  seedId,
  type RoleKey,
} from '../../supabase/tests/support/demo-ids.ts';
import { RPC_CASES } from '../../supabase/tests/support/security-matrix.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
const as = {} as Record<RoleKey, TestClient>;
const me = (role: RoleKey): string => ACCOUNTS[role].userId;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ROLE_KEYS) as[role] = await backend.signIn(ACCOUNTS[role].email);
});
afterAll(async () => {
  await backend?.close();
});

describe('part 1: profile, roles and terms', () => {
  it('GET profiles by user_id: single or none', async () => {
    const own = await as.member.from('profiles').select('*').eq('user_id', me('member')).maybeSingle();
    expect(own.data).toMatchObject({
      email: 'member@acme.test',
      organization_id: ORG.acme,
      manager_level: 'none',
      first_name: 'Mario',
    });
    const none = await as.member.from('profiles').select('*').eq('user_id', me('globex')).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const single = await as.member.from('profiles').select('*').eq('user_id', me('globex')).single();
    expect(single.error?.code).toBe('PGRST116');
    const many = await as.member.from('team_members').select('id').single();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('GET admin_profiles admin_level by id', async () => {
    expect((await as.super.from('admin_profiles').select('admin_level').eq('id', me('super')).single()).data).toEqual({
      admin_level: 'super_admin',
    });
    expect(
      (await as.member.from('admin_profiles').select('admin_level').eq('id', me('member')).maybeSingle()).data,
    ).toBeNull();
  });

  it('GET user_roles by user_id and is_active, newest first', async () => {
    const all = await as.leader
      .from('user_roles')
      .select('id, role_type, is_active')
      .eq('user_id', me('leader'))
      .order('created_at', { ascending: false });
    expect(all.data?.map((r) => r.role_type)).toEqual(['team_leader', 'team_member']);
    const active = await as.leader
      .from('user_roles')
      .select('role_type')
      .eq('user_id', me('leader'))
      .eq('is_active', true)
      .order('created_at', { ascending: false });
    expect(active.data).toEqual([{ role_type: 'team_leader' }]);
  });

  it('GET user_roles team_id and team name for active team_leader and team_member roles', async () => {
    const led = await as.leader
      .from('user_roles')
      .select('team_id, teams(name)')
      .eq('user_id', me('leader'))
      .eq('role_type', 'team_leader')
      .eq('is_active', true);
    expect(led.data).toEqual([{ team_id: TEAM.alpha, teams: { name: 'Alpha' } }]);
    const member = await as.member
      .from('user_roles')
      .select('team_id, role_metadata, teams(name)')
      .eq('user_id', me('member'))
      .eq('role_type', 'team_member')
      .eq('is_active', true);
    expect(member.data).toEqual([{ team_id: TEAM.alpha, role_metadata: { role: 'member' }, teams: { name: 'Alpha' } }]);
  });

  it('GET team_manager_assignments by manager_id and active, with the team', async () => {
    const { data } = await as.manager
      .from('team_manager_assignments')
      .select('team_id, is_active, teams(id, name)')
      .eq('manager_id', me('manager'))
      .eq('is_active', true);
    expect(data).toEqual([{ team_id: TEAM.alpha, is_active: true, teams: { id: TEAM.alpha, name: 'Alpha' } }]);
  });

  it('POST user_roles grants a role and PATCH is_active=false revokes it', async () => {
    const granted = await as.admin
      .from('user_roles')
      .insert({
        user_id: me('member'),
        role_type: 'team_leader',
        organization_id: ORG.acme,
        team_id: TEAM.beta,
        granted_by: me('admin'),
        role_metadata: { role: 'leader' },
      })
      .select()
      .single();
    expect(granted.error).toBeNull();
    expect(granted.data).toMatchObject({ role_type: 'team_leader', is_active: true, granted_by: me('admin') });
    const revoked = await as.admin
      .from('user_roles')
      .update({ is_active: false })
      .eq('id', granted.data!.id)
      .select('is_active')
      .single();
    expect(revoked.data).toEqual({ is_active: false });
  });

  it('PATCH profiles by id accepts the terms', async () => {
    const profile = await as.newMember
      .from('profiles')
      .select('id, terms_version')
      .eq('user_id', me('newMember'))
      .single();
    expect(profile.data?.terms_version).toBeNull();
    const now = new Date().toISOString();
    const { data, error } = await as.newMember
      .from('profiles')
      .update({ terms_accepted_at: now, privacy_accepted_at: now, terms_version: '1.0', privacy_version: '1.0' })
      .eq('id', profile.data!.id)
      .select('terms_version, privacy_version')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ terms_version: '1.0', privacy_version: '1.0' });
  });

  it('GET taas_coaches id by user_id', async () => {
    expect((await as.coach.from('taas_coaches').select('id').eq('user_id', me('coach'))).data).toEqual([
      { id: COACH_ID },
    ]);
    expect((await as.member.from('taas_coaches').select('id').eq('user_id', me('member'))).data).toEqual([]);
  });

  it('GET organizations id, name, logo_url, status by id', async () => {
    const { data } = await as.member
      .from('organizations')
      .select('id, name, logo_url, status')
      .eq('id', ORG.acme)
      .single();
    expect(data).toEqual({ id: ORG.acme, name: 'Acme', logo_url: '/demo/acme-logo.svg', status: 'active' });
  });

  it('GET teams led by the user, and team_members with their teams', async () => {
    expect((await as.leader.from('teams').select('id, name').eq('team_leader_id', me('leader'))).data).toEqual([
      { id: TEAM.alpha, name: 'Alpha' },
    ]);
    const { data } = await as.member
      .from('team_members')
      .select('team_id, role, teams(id, name)')
      .eq('member_id', me('member'));
    expect(data).toEqual([{ team_id: TEAM.alpha, role: 'member', teams: { id: TEAM.alpha, name: 'Alpha' } }]);
  });
});

describe('part 1: the role-check RPCs per role', () => {
  it.each(RPC_CASES)('$name', async ({ fn, args, trueFor }) => {
    const answers: Record<string, unknown> = {};
    for (const role of ROLE_KEYS) {
      const { data, error } = await (as[role].rpc as (f: string, a: object) => ReturnType<TestClient['rpc']>)(
        fn,
        args(role),
      );
      answers[role] = error ? error.code : data;
    }
    expect(answers).toEqual(Object.fromEntries(ROLE_KEYS.map((r) => [r, trueFor.includes(r)])));
  });
});

describe('part 1: assessments', () => {
  it('GET assessment_questions by template, evaluation type and language, ordered by order_index', async () => {
    for (const language of ['it', 'en']) {
      const { data } = await as.member
        .from('assessment_questions')
        .select('item_code, response_type, options, metadata')
        .eq('template_id', TEMPLATE.tpm)
        .eq('evaluation_type', 'self')
        .eq('language', language)
        .order('order_index');
      expect(data?.map((q) => q.item_code)).toEqual([
        'TPM_01',
        'TPM_02',
        'TPM_03',
        'TPM_04',
        'TPM_05',
        'TPM_06',
        'TPM_07',
        'TPM_08',
      ]);
      expect(new Set(data?.map((q) => q.response_type)).size).toBe(8);
    }
  });

  it('GET assessments by user_id, newest first, then the teams and assignments they name', async () => {
    const { data } = await as.member
      .from('assessments')
      .select(
        'id, user_id, team_id, completed_at, score, answers, assessment_type, template_id, time_limit_minutes, started_at, evaluation_type, assignment_id, target_user_id, created_at',
      )
      .eq('user_id', me('member'))
      .order('created_at', { ascending: false });
    // created 11-01, 10-10 (the alignment one), 10-01, 09-01
    expect(data?.map((a) => a.id)).toEqual([assessmentId(1), assessmentId(17), assessmentId(2), assessmentId(3)]);
    expect(data?.[2]?.time_limit_minutes).toBe(1);
    const teams = await as.member.from('teams').select('id, name').in('id', [TEAM.alpha, TEAM.orion]);
    expect(teams.data).toEqual([{ id: TEAM.alpha, name: 'Alpha' }]);
    const assignmentIds = data!.map((a) => a.assignment_id!);
    const assignments = await as.member
      .from('assessment_assignments')
      .select(
        'id, target_user_id, evaluation_type, target:profiles!assessment_assignments_target_user_id_fkey(first_name, last_name)',
      )
      .in('id', assignmentIds)
      .order('created_at', { ascending: false });
    expect(assignments.data?.map((a) => a.target)).toEqual(Array(4).fill({ first_name: 'Mario', last_name: 'Russo' }));
  });

  it("GET an assessment with its template's assessment_type_id", async () => {
    const { data } = await as.member
      .from('assessments')
      .select('template_id, assessment_type, assessment_templates(assessment_type_id)')
      .eq('id', assessmentId(1))
      .single();
    expect(data).toEqual({
      template_id: TEMPLATE.tpm,
      assessment_type: 'tpm',
      assessment_templates: { assessment_type_id: 'tpm' },
    });
  });

  it('GET scoring_rule_templates by id, and by type with the system default first', async () => {
    // The leader's TWN assessment scores with the custom rule (a member reads only the rules of theirs).
    const custom = await as.leader
      .from('scoring_rule_templates')
      .select('rule_type, calculation_formula')
      .eq('id', seedId('52000000', 4))
      .single();
    expect(custom.data?.rule_type).toBe('custom');
    expect(custom.data?.calculation_formula).toHaveProperty('custom_logic');
    const byType = await as.member
      .from('scoring_rule_templates')
      .select('id, is_system_default')
      .contains('applicable_assessment_types', ['tpm'])
      .order('is_system_default', { ascending: false });
    expect(byType.data?.[0]).toEqual({ id: seedId('52000000', 1), is_system_default: true });
  });

  it('PATCH answers (partial save), then the completion, then refuses changes', async () => {
    const id = assessmentId(2);
    const partial = await as.member
      .from('assessments')
      .update({ answers: { LEAD_01: '4' } })
      .eq('id', id)
      .select('answers')
      .single();
    expect(partial.data).toEqual({ answers: { LEAD_01: '4' } });
    const completion = {
      answers: { LEAD_01: '4', LEAD_02: '5', LEAD_03: '3' },
      score: 80,
      completed_at: new Date().toISOString(),
    };
    const done = await as.member
      .from('assessments')
      .update(completion)
      .eq('id', id)
      .select('score, completed_at')
      .single();
    expect(done.error).toBeNull();
    expect(done.data?.score).toBe(80);
    const again = await as.member.from('assessments').update(completion).eq('id', id).select('id');
    expect(again.error).toBeNull();
    const changed = await as.member
      .from('assessments')
      .update({ answers: { LEAD_01: '1' } })
      .eq('id', id)
      .select('id');
    expect(changed.error?.code).toBe('23514');
    expect(changed.error?.message).toMatch(/^assessment_completed:/);
  });
});

describe('part 2: coaching', () => {
  it('reads the session with program, team and coach', async () => {
    const { data } = await as.member
      .from('coaching_sessions')
      .select(
        'id, status, current_phase, start_date, end_date, program:coaching_programs(id, name, total_phases, duration_weeks, template_id), team:teams(id, name), coach:taas_coaches(id, first_name, last_name, email)',
      )
      .eq('id', SESSION_ID)
      .single();
    expect(data).toMatchObject({
      status: 'active',
      current_phase: 1,
      program: { id: PROGRAM_ID, total_phases: 3 },
      team: { id: TEAM.alpha, name: 'Alpha' },
      coach: { id: COACH_ID, first_name: 'Chiara', last_name: 'Colombo', email: 'coach@taas.test' },
    });
  });

  it('reads phases in order, their active activities and the counts', async () => {
    const phases = await as.member
      .from('coaching_phases')
      .select('*')
      .eq('program_id', PROGRAM_ID)
      .order('phase_number', { ascending: true });
    expect(phases.data?.map((p) => p.phase_number)).toEqual([1, 2, 3]);
    const active = await as.member
      .from('coaching_phases')
      .select('id')
      .eq('program_id', PROGRAM_ID)
      .eq('is_active', true);
    const activities = await as.member
      .from('coaching_activities')
      .select('id')
      .in(
        'phase_id',
        active.data!.map((p) => p.id),
      )
      .eq('is_active', true);
    expect(activities.data?.length).toBe(7);
    const first = await as.member
      .from('coaching_activities')
      .select('id, title, phase_id, description, activity_type')
      .eq('phase_id', phaseId(1))
      .order('order_index');
    expect(first.data?.map((a) => a.activity_type)).toEqual(['video', 'quiz', 'simulation']);
  });

  it('reads one active activity with its phase, and navigation around it', async () => {
    const { data } = await as.member
      .from('coaching_activities')
      .select('*, coaching_phases(phase_number, title, program_id)')
      .eq('id', activityId(4))
      .eq('is_active', true)
      .single();
    expect(data?.coaching_phases).toEqual({ phase_number: 2, title: 'Lavorare insieme', program_id: PROGRAM_ID });
    expect(data?.content_data).toMatchObject({
      workshop_mode: 'hybrid',
      tech_requirements: ['Laptop', 'Webcam', 'Cuffie'],
    });
    const phases = await as.member.from('coaching_phases').select('id, phase_number').eq('program_id', PROGRAM_ID);
    const nav = await as.member
      .from('coaching_activities')
      .select('id, title, order_index, phase_id')
      .in(
        'phase_id',
        phases.data!.map((p) => p.id),
      )
      .eq('is_active', true);
    const number = new Map(phases.data!.map((p) => [p.id, p.phase_number]));
    const order = [...nav.data!]
      .sort((a, b) => number.get(a.phase_id)! - number.get(b.phase_id)! || a.order_index - b.order_index)
      .map((a) => a.id);
    expect(order).toEqual([1, 2, 3, 4, 5, 6, 7].map(activityId));
  });

  it('reads progress (list and one) and upserts it on conflict without going back', async () => {
    const list = await as.member
      .from('user_activity_progress')
      .select('activity_id, completion_percentage, status')
      .eq('user_id', me('member'))
      .in('activity_id', [1, 2, 3].map(activityId))
      .order('activity_id');
    expect(list.data).toEqual([
      { activity_id: activityId(1), completion_percentage: 50, status: 'in_progress' },
      { activity_id: activityId(2), completion_percentage: 100, status: 'completed' },
    ]);
    const none = await as.member
      .from('user_activity_progress')
      .select('*')
      .eq('user_id', me('member'))
      .eq('activity_id', activityId(3))
      .eq('session_id', SESSION_ID)
      .maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const save = (status: string, pct: number, at: string) =>
      as.member
        .from('user_activity_progress')
        .upsert(
          {
            user_id: me('member'),
            activity_id: activityId(1),
            session_id: SESSION_ID,
            status,
            completion_percentage: pct,
            completed_at: status === 'completed' ? at : null,
            submission_data: null,
            updated_at: at,
          },
          { onConflict: 'user_id,activity_id,session_id' },
        )
        .select('status, completion_percentage')
        .single();
    expect((await save('completed', 100, '2026-11-20T10:00:00.000Z')).data).toEqual({
      status: 'completed',
      completion_percentage: 100,
    });
    expect((await save('in_progress', 50, '2026-11-20T11:00:00.000Z')).data).toEqual({
      status: 'completed',
      completion_percentage: 100,
    });
  });

  it('finds the form of each activity by the four lookups, with its questions in order', async () => {
    expect((await as.member.from('assignment_forms').select('id').eq('activity_id', activityId(5))).data).toEqual([
      { id: formId(1) },
    ]);
    const [ai, assignment] = await Promise.all(
      [activityId(7), activityId(6)].map(
        async (id) =>
          (
            await as.member
              .from('coaching_activities')
              .select('source_form_activity_id, source_form_template_id, template_id')
              .eq('id', id)
              .single()
          ).data!,
      ),
    );
    expect((await as.member.from('assignment_forms').select('id').eq('id', ai!.source_form_activity_id!)).data).toEqual(
      [{ id: formId(1) }],
    );
    expect(
      (await as.member.from('assignment_forms').select('id').eq('id', assignment!.source_form_template_id!)).data,
    ).toEqual([{ id: formId(2) }]);
    const template = await as.member
      .from('coaching_activity_templates')
      .select('source_form_template_id')
      .eq('id', assignment!.template_id!)
      .single();
    expect(template.data).toEqual({ source_form_template_id: formId(2) });
    const questions = await as.member
      .from('form_questions')
      .select('question_type, is_required')
      .eq('form_id', formId(1))
      .order('order_index');
    expect(questions.data?.map((q) => q.question_type)).toEqual([
      'text_short',
      'text_long',
      'single_choice',
      'multiple_choice',
      'number',
      'email',
      'url',
      'date',
    ]);
  });

  it('reads, inserts and updates a submission, read-only once submitted', async () => {
    expect(
      (
        await as.member
          .from('assignment_submissions')
          .select('*')
          .eq('form_id', formId(1))
          .eq('user_id', me('member'))
          .maybeSingle()
      ).data,
    ).toBeNull();
    expect(
      (
        await as.leader
          .from('assignment_submissions')
          .select('status')
          .eq('form_id', formId(1))
          .eq('user_id', me('leader'))
          .maybeSingle()
      ).data,
    ).toEqual({ status: 'submitted' });
    const id = randomUUID();
    const submittedAt = new Date().toISOString();
    const row = {
      id,
      form_id: formId(1),
      user_id: me('member'),
      answers: { a: 'uno' },
      status: 'submitted',
      submitted_at: submittedAt,
    };
    expect((await as.member.from('assignment_submissions').upsert(row).select('status').single()).data).toEqual({
      status: 'submitted',
    });
    expect((await as.member.from('assignment_submissions').upsert(row).select('id')).error).toBeNull();
    const changed = await as.member
      .from('assignment_submissions')
      .update({ answers: { a: 'due' }, status: 'submitted', submitted_at: submittedAt })
      .eq('id', id)
      .select('id');
    expect(changed.error?.code).toBe('23514');
    expect(changed.error?.message).toMatch(/^submission_submitted:/);
  });

  it('reads suggestions newest first and updates one', async () => {
    const { data } = await as.member
      .from('ai_suggestions')
      .select('id, status')
      .eq('activity_id', activityId(7))
      .eq('user_id', me('member'))
      .order('created_at', { ascending: false });
    expect(data).toEqual([
      { id: seedId('81000000', 2), status: 'new' },
      { id: seedId('81000000', 1), status: 'rejected' },
    ]);
    const now = new Date().toISOString();
    const updated = await as.member
      .from('ai_suggestions')
      .update({ status: 'accepted', accepted_at: now, user_modifications: null })
      .eq('id', seedId('81000000', 2))
      .select('status')
      .single();
    expect(updated.data).toEqual({ status: 'accepted' });
  });
});
