/**
 * Every call the coaching screens make, over HTTP with supabase-js, as member@acme.test for their own
 * session (the seeded rows come back, in the spec's order, and the writes land), and the same calls
 * as member@globex.test, a member of another organisation, who gets nothing and writes nothing.
 * (Generate suggestion: tests/integration/coaching-ai-suggestion.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  COACH_ID,
  PROGRAM_ID,
  SESSION_ID,
  TEAM,
  activityId,
  formId,
  phaseId,
  seedId,
} from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
let globex: TestClient;
const MEMBER = ACCOUNTS.member.userId;
const GLOBEX = ACCOUNTS.globex.userId;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => backend?.close());

// The reads, written once as the screens make them; each runs as both members.
const readSession = (c: TestClient) =>
  c
    .from('coaching_sessions')
    .select(
      'id, status, current_phase, start_date, end_date, program:coaching_programs(id, name, total_phases, duration_weeks, template_id), team:teams(id, name), coach:taas_coaches(id, first_name, last_name, email)',
    )
    .eq('id', SESSION_ID)
    .maybeSingle();
const activePhaseIds = (c: TestClient) =>
  c.from('coaching_phases').select('id').eq('program_id', PROGRAM_ID).eq('is_active', true);
const activeActivityIds = (c: TestClient, phaseIds: string[]) =>
  c.from('coaching_activities').select('id').in('phase_id', phaseIds).eq('is_active', true);
const phases = (c: TestClient) =>
  c.from('coaching_phases').select('*').eq('program_id', PROGRAM_ID).order('phase_number', { ascending: true });
const phaseActivities = (c: TestClient, phase: string) =>
  c.from('coaching_activities').select('id, title, phase_id, description, activity_type').eq('phase_id', phase);
const progressList = (c: TestClient, userId: string) =>
  c
    .from('user_activity_progress')
    .select('activity_id, completion_percentage, status')
    .eq('user_id', userId)
    .in('activity_id', [1, 2, 3, 4, 5, 6, 7].map(activityId));
const activity = (c: TestClient, id: string) =>
  c
    .from('coaching_activities')
    .select('*, coaching_phases(phase_number, title, program_id)')
    .eq('id', id)
    .eq('is_active', true)
    .maybeSingle();
const progressOne = (c: TestClient, userId: string, id: string) =>
  c
    .from('user_activity_progress')
    .select('*')
    .eq('user_id', userId)
    .eq('activity_id', id)
    .eq('session_id', SESSION_ID)
    .maybeSingle();
const formQuestions = (c: TestClient, form: string) =>
  c.from('form_questions').select('*').eq('form_id', form).order('order_index');
const submission = (c: TestClient, form: string, userId: string) =>
  c.from('assignment_submissions').select('*').eq('form_id', form).eq('user_id', userId).maybeSingle();
const suggestions = (c: TestClient, userId: string) =>
  c
    .from('ai_suggestions')
    .select('id, status, generated_content')
    .eq('activity_id', activityId(7))
    .eq('user_id', userId)
    .order('created_at', { ascending: false });

/** Navigation: the program's phases, then their active activities, sorted by phase number then order_index. */
async function navigation(c: TestClient): Promise<string[]> {
  const { data: ps } = await c.from('coaching_phases').select('id, phase_number').eq('program_id', PROGRAM_ID);
  const { data: acts } = await c
    .from('coaching_activities')
    .select('id, title, order_index, phase_id')
    .in(
      'phase_id',
      (ps ?? []).map((p) => p.id),
    )
    .eq('is_active', true);
  const number = new Map((ps ?? []).map((p) => [p.id, p.phase_number]));
  return [...(acts ?? [])]
    .sort((a, b) => number.get(a.phase_id)! - number.get(b.phase_id)! || a.order_index - b.order_index)
    .map((a) => a.id);
}

/** The form lookup, in its four steps, for one activity. */
async function findForm(c: TestClient, id: string): Promise<string | null> {
  const own = await c.from('assignment_forms').select('id').eq('activity_id', id).limit(1);
  if (own.data?.[0]) return own.data[0].id;
  const { data: a } = await c
    .from('coaching_activities')
    .select('source_form_activity_id, source_form_template_id, template_id')
    .eq('id', id)
    .maybeSingle();
  if (!a) return null;
  for (const formRef of [a.source_form_activity_id, a.source_form_template_id]) {
    if (!formRef) continue;
    const byId = await c.from('assignment_forms').select('id').eq('id', formRef).maybeSingle();
    if (byId.data) return byId.data.id;
  }
  if (!a.template_id) return null;
  const template = await c
    .from('coaching_activity_templates')
    .select('source_form_template_id')
    .eq('id', a.template_id)
    .maybeSingle();
  if (!template.data?.source_form_template_id) return null;
  return (
    (await c.from('assignment_forms').select('id').eq('id', template.data.source_form_template_id).maybeSingle()).data
      ?.id ?? null
  );
}

describe('member@acme.test in their own session', () => {
  it('Session: by id with program, team and coach', async () => {
    const { data, error } = await readSession(member);
    expect(error).toBeNull();
    expect(data).toEqual({
      id: SESSION_ID,
      status: 'active',
      current_phase: 1,
      start_date: '2026-10-01',
      end_date: '2027-01-31',
      program: {
        id: PROGRAM_ID,
        name: 'Percorso Team Performance',
        total_phases: 3,
        duration_weeks: 12,
        template_id: null,
      },
      team: { id: TEAM.alpha, name: 'Alpha' },
      coach: { id: COACH_ID, first_name: 'Chiara', last_name: 'Colombo', email: 'coach@taas.test' },
    });
  });

  it('Counts: active phases of the program and active activities across them', async () => {
    const ids = (await activePhaseIds(member)).data!.map((p) => p.id);
    expect(ids).toHaveLength(3);
    expect((await activeActivityIds(member, ids)).data).toHaveLength(7);
  });

  it('Phases: all fields, ordered by phase_number', async () => {
    const { data } = await phases(member);
    expect(data?.map((p) => p.phase_number)).toEqual([1, 2, 3]);
    expect(Object.keys(data![0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'description',
        'phase_number',
        'duration_weeks',
        'learning_objectives',
        'deliverables',
        'program_id',
        'template_id',
        'is_from_template',
        'is_active',
        'created_at',
        'updated_at',
      ]),
    );
  });

  it('Phase activities: id, title, phase_id, description, activity_type by phase', async () => {
    const { data } = await phaseActivities(member, phaseId(2));
    expect(data?.map((a) => a.activity_type).sort()).toEqual(['assignment', 'assignment_form', 'workshop']);
    expect(Object.keys(data![0]!).sort()).toEqual(['activity_type', 'description', 'id', 'phase_id', 'title']);
  });

  it("Progress list: the member's own progress across the activities", async () => {
    const { data } = await progressList(member, MEMBER);
    expect([...data!].sort((a, b) => a.activity_id.localeCompare(b.activity_id))).toEqual([
      { activity_id: activityId(1), completion_percentage: 50, status: 'in_progress' },
      { activity_id: activityId(2), completion_percentage: 100, status: 'completed' },
    ]);
  });

  it('Activity: one active activity with its phase, carrying every field the activity screen shows', async () => {
    const { data } = await activity(member, activityId(4));
    expect(data?.coaching_phases).toEqual({ phase_number: 2, title: 'Lavorare insieme', program_id: PROGRAM_ID });
    expect(Object.keys(data!)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'description',
        'activity_type',
        'order_index',
        'is_required',
        'estimated_duration_minutes',
        'submission_required',
        'team_leader_only',
        'content_url',
        'instructions',
        'content_data',
        'phase_id',
        'template_id',
        'source_form_template_id',
        'source_form_activity_id',
        'ai_prompt_template_id',
        'is_active',
      ]),
    );
    expect(data?.content_data).toEqual({
      workshop_mode: 'hybrid',
      meeting_url: 'https://meet.example.test/alpha',
      venue_address: 'Via Roma 1, Milano',
      scheduled_datetime: '2026-12-03T09:30:00+01:00',
      max_participants: 12,
      logistics_notes: 'Sala Verdi, secondo piano.',
      tech_requirements: ['Laptop', 'Webcam', 'Cuffie'],
    });
    expect((await activity(member, activityId(3))).data).toMatchObject({ team_leader_only: true });
  });

  it('Progress one: single or none for the activity and session', async () => {
    expect((await progressOne(member, MEMBER, activityId(1))).data).toMatchObject({
      status: 'in_progress',
      completion_percentage: 50,
    });
    expect(await progressOne(member, MEMBER, activityId(3))).toMatchObject({ data: null, error: null });
  });

  it('Save progress: upsert on (user_id, activity_id, session_id), a replay adds no row', async () => {
    const row = {
      user_id: MEMBER,
      activity_id: activityId(3),
      session_id: SESSION_ID,
      status: 'in_progress',
      completion_percentage: 50,
      completed_at: null,
      submission_data: { note: 'a metà' },
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    const save = () =>
      member
        .from('user_activity_progress')
        .upsert(row, { onConflict: 'user_id,activity_id,session_id' })
        .select('status, completion_percentage, submission_data');
    expect((await save()).data).toEqual([
      { status: 'in_progress', completion_percentage: 50, submission_data: { note: 'a metà' } },
    ]);
    expect((await save()).error).toBeNull();
    const { data } = await member
      .from('user_activity_progress')
      .select('id')
      .eq('user_id', MEMBER)
      .eq('activity_id', activityId(3))
      .eq('session_id', SESSION_ID);
    expect(data).toHaveLength(1);
  });

  it('Navigation: every active activity of the program, by phase number then order_index', async () => {
    expect(await navigation(member)).toEqual([1, 2, 3, 4, 5, 6, 7].map(activityId));
  });

  it("Form lookup: the activity's form, source_form_activity_id, source_form_template_id, the template's form", async () => {
    expect(await findForm(member, activityId(5))).toBe(formId(1));
    expect(await findForm(member, activityId(7))).toBe(formId(1));
    expect(await findForm(member, activityId(6))).toBe(formId(2));
    const viaTemplate = await member
      .from('coaching_activity_templates')
      .select('source_form_template_id')
      .eq('id', seedId('63000000', 1))
      .single();
    expect(viaTemplate.data).toEqual({ source_form_template_id: formId(2) });
    expect(await findForm(member, activityId(1))).toBeNull();
  });

  it('Form questions: by form, ordered by order_index, every question type', async () => {
    const { data } = await formQuestions(member, formId(1));
    expect(data?.map((q) => q.question_type)).toEqual([
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

  it('Submission read and write: insert when none, update by id when one exists', async () => {
    expect((await submission(member, formId(1), MEMBER)).data).toBeNull();
    const submittedAt = new Date().toISOString();
    const inserted = await member
      .from('assignment_submissions')
      .insert({
        form_id: formId(1),
        user_id: MEMBER,
        answers: { [seedId('71000000', 4)]: ['Online', 'Partner'] },
        status: 'submitted',
        submitted_at: submittedAt,
      })
      .select('status, answers')
      .single();
    expect(inserted.data).toEqual({ status: 'submitted', answers: { [seedId('71000000', 4)]: ['Online', 'Partner'] } });

    const draft = await member
      .from('assignment_submissions')
      .insert({ form_id: formId(2), user_id: MEMBER, answers: {}, status: 'draft' })
      .select('id')
      .single();
    const updated = await member
      .from('assignment_submissions')
      .update({
        answers: { [seedId('71000000', 9)]: 'Riunioni più brevi' },
        status: 'submitted',
        submitted_at: submittedAt,
      })
      .eq('id', draft.data!.id)
      .select('status, answers')
      .single();
    expect(updated.data).toEqual({ status: 'submitted', answers: { [seedId('71000000', 9)]: 'Riunioni più brevi' } });
    expect((await submission(member, formId(2), MEMBER)).data).toMatchObject({
      id: draft.data!.id,
      status: 'submitted',
    });
  });

  it('Suggestions read: by activity and user, newest first', async () => {
    const { data } = await suggestions(member, MEMBER);
    expect(data?.map((s) => s.id)).toEqual([seedId('81000000', 2), seedId('81000000', 1)]);
  });

  it('Suggestion update: status, accepted_at, user_modifications by id', async () => {
    const at = new Date().toISOString();
    const mods = {
      nome_azienda: 'Acme',
      mission_estesa: 'Rivista.',
      numeri_chiave: ['3 sedi'],
      kpi_miglioramento: ['NPS +5'],
    };
    const { data } = await member
      .from('ai_suggestions')
      .update({ status: 'user_modified', accepted_at: null, user_modifications: mods })
      .eq('id', seedId('81000000', 2))
      .select('status, user_modifications')
      .single();
    expect(data).toEqual({ status: 'user_modified', user_modifications: mods });
    const accepted = await member
      .from('ai_suggestions')
      .update({ status: 'accepted', accepted_at: at })
      .eq('id', seedId('81000000', 2))
      .select('status, accepted_at')
      .single();
    expect(accepted.data?.status).toBe('accepted');
    expect(new Date(accepted.data!.accepted_at!).toISOString()).toBe(at);
  });
});

describe('member@globex.test, another organisation, gets nothing of it', () => {
  it('reads no session, phase, activity, count, form, question or navigation', async () => {
    expect(await readSession(globex)).toMatchObject({ data: null, error: null });
    expect((await activePhaseIds(globex)).data).toEqual([]);
    expect((await activeActivityIds(globex, [1, 2, 3].map(phaseId))).data).toEqual([]);
    expect((await phases(globex)).data).toEqual([]);
    expect((await phaseActivities(globex, phaseId(1))).data).toEqual([]);
    expect((await activity(globex, activityId(4))).data).toBeNull();
    expect(await navigation(globex)).toEqual([]);
    for (const n of [5, 6, 7]) expect(await findForm(globex, activityId(n))).toBeNull();
    expect(
      (
        await globex
          .from('assignment_forms')
          .select('id')
          .in('id', [formId(1), formId(2)])
      ).data,
    ).toEqual([]);
    expect((await formQuestions(globex, formId(1))).data).toEqual([]);
  });

  it("reads none of the Acme member's progress, submissions or suggestions", async () => {
    expect((await progressList(globex, MEMBER)).data).toEqual([]);
    expect((await progressOne(globex, MEMBER, activityId(1))).data).toBeNull();
    expect((await submission(globex, formId(1), ACCOUNTS.leader.userId)).data).toBeNull();
    expect((await suggestions(globex, MEMBER)).data).toEqual([]);
  });

  it('writes no progress, submission or suggestion there', async () => {
    const progress = await globex.from('user_activity_progress').upsert(
      {
        user_id: GLOBEX,
        activity_id: activityId(1),
        session_id: SESSION_ID,
        status: 'completed',
        completion_percentage: 100,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'user_id,activity_id,session_id' },
    );
    expect(progress.error?.code).toBe('42501');
    const posing = await globex.from('user_activity_progress').upsert(
      {
        user_id: MEMBER,
        activity_id: activityId(1),
        session_id: SESSION_ID,
        status: 'completed',
        completion_percentage: 100,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'user_id,activity_id,session_id' },
    );
    expect(posing.error?.code).toBe('42501');
    const sub = await globex
      .from('assignment_submissions')
      .insert({ id: randomUUID(), form_id: formId(1), user_id: GLOBEX, answers: { a: 'x' }, status: 'submitted' });
    expect(sub.error?.code).toBe('42501');
    const changed = await globex
      .from('ai_suggestions')
      .update({ status: 'rejected' })
      .eq('id', seedId('81000000', 1))
      .select('id');
    expect(changed.data).toEqual([]);
    const leaderSubmission = await globex
      .from('assignment_submissions')
      .update({ answers: {} })
      .eq('id', seedId('72000000', 1))
      .select('id');
    expect(leaderSubmission.data).toEqual([]);
    // Nothing moved: the member's progress and the seeded rows are as they were.
    const service = backend.serviceClient();
    expect(
      (
        await service
          .from('user_activity_progress')
          .select('status')
          .eq('user_id', MEMBER)
          .eq('activity_id', activityId(1))
          .single()
      ).data,
    ).toEqual({ status: 'in_progress' });
    expect(
      (await service.from('ai_suggestions').select('status').eq('id', seedId('81000000', 1)).single()).data,
    ).toEqual({ status: 'rejected' });
  });
});
