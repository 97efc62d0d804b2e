/**
 * A member reads only the content assigned to them: the template versions of their own assessments
 * and assignments (with their questions and the scoring rules they score with), and the programs of
 * their teams' coaching sessions (with their phases, activities and forms). The organisation's other
 * content and the library are for those who author, assign or oversee it: org admins, managers and
 * team leaders of the organisation, super admins, and coaches for the programs they run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEMPLATE } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
let globex: TestClient;

const ids = (rows: { id: string }[] | null) => (rows ?? []).map((row) => row.id).sort();
const column = async (sql: string, params: unknown[]) =>
  ((await backend.db.query<{ id: string }>(sql, params)).rows ?? []).map((row) => row.id).sort();

/** The template versions a person has an assessment or an assignment of, as evaluator or evaluated. */
const assignedTemplates = (userId: string) =>
  column(
    `select distinct template_id as id from public.assessments
       where template_id is not null and (user_id = $1 or target_user_id = $1)
     union
     select distinct template_id from public.assessment_assignments
       where template_id is not null and (user_id = $1 or target_user_id = $1)`,
    [userId],
  );

/** The programs of the coaching sessions of the teams a person belongs to. */
const teamPrograms = (userId: string) =>
  column(
    `select distinct s.program_id as id from public.coaching_sessions s
       join public.team_members tm on tm.team_id = s.team_id where tm.member_id = $1`,
    [userId],
  );

beforeAll(async () => {
  backend = await startTestBackend();
  [member, globex] = await Promise.all([backend.signIn(ACCOUNTS.member.email), backend.signIn(ACCOUNTS.globex.email)]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

describe('a member reads assessment content', () => {
  it('only the template versions of their own assessments and assignments', async () => {
    const expected = await assignedTemplates(ACCOUNTS.member.userId);
    expect(expected.length).toBeGreaterThan(0);
    const { data, error } = await member.from('assessment_templates').select('id');
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expected);
    // An Acme template nobody assigned them is not theirs to read, nor is a library one.
    const unassigned = await member.from('assessment_templates').select('id').eq('id', TEMPLATE.twn);
    expect(unassigned.data).toEqual([]);
    const library = await column(`select id from public.assessment_templates where organization_id is null`, []);
    const seenLibrary = await member.from('assessment_templates').select('id').in('id', library);
    expect(ids(seenLibrary.data).every((id) => expected.includes(id))).toBe(true);
  });

  it('only the questions of those versions', async () => {
    const expected = await assignedTemplates(ACCOUNTS.member.userId);
    const { data, error } = await member.from('assessment_questions').select('template_id');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect([...new Set(data!.map((row) => row.template_id))].every((id) => expected.includes(id))).toBe(true);
    const other = await member.from('assessment_questions').select('id').eq('template_id', TEMPLATE.twn);
    expect(other.data).toEqual([]);
  });

  it('the scoring rules of their assessments, not an unused rule of their organisation', async () => {
    const unused = await backend.db.query<{ id: string }>(
      `insert into public.scoring_rule_templates (name, rule_type, organization_id, applicable_assessment_types)
       values ('Regola non usata', 'average', $1, '{}') returning id`,
      [ORG.acme],
    );
    const seen = await member.from('scoring_rule_templates').select('id').eq('id', unused.rows[0]!.id);
    expect(seen.data).toEqual([]);
    // The rules their assessments score with stay readable: the device scores offline with them.
    const types = await column(
      `select distinct coalesce(a.assessment_type, t.assessment_type_id) as id from public.assessments a
         join public.assessment_templates t on t.id = a.template_id where a.user_id = $1`,
      [ACCOUNTS.member.userId],
    );
    const rules = await member
      .from('scoring_rule_templates')
      .select('applicable_assessment_types')
      .eq('is_active', true);
    for (const type of types)
      expect(rules.data!.some((rule) => (rule.applicable_assessment_types ?? []).includes(type))).toBe(true);
  });

  it('nothing of another organisation or of the library that is not assigned to them', async () => {
    const expected = await assignedTemplates(ACCOUNTS.globex.userId);
    const { data } = await globex.from('assessment_templates').select('id');
    expect(ids(data)).toEqual(expected);
  });
});

describe('a member reads coaching content', () => {
  it("only the programs of their teams' sessions, with their phases and activities", async () => {
    const expected = await teamPrograms(ACCOUNTS.member.userId);
    expect(expected.length).toBeGreaterThan(0);
    const programs = await member.from('coaching_programs').select('id');
    expect(ids(programs.data)).toEqual(expected);
    const phases = await member.from('coaching_phases').select('program_id');
    expect(phases.data!.length).toBeGreaterThan(0);
    expect(phases.data!.every((row) => expected.includes(row.program_id))).toBe(true);
    const activities = await member.from('coaching_activities').select('id, coaching_phases!inner(program_id)');
    expect(activities.data!.length).toBeGreaterThan(0);
    const foreign = await column(
      `select a.id from public.coaching_activities a join public.coaching_phases p on p.id = a.phase_id
        where not (p.program_id = any($1::uuid[]))`,
      [expected],
    );
    expect(ids(activities.data).filter((id) => foreign.includes(id))).toEqual([]);
  });

  it('only the forms and prompt templates of those activities', async () => {
    const expected = await teamPrograms(ACCOUNTS.member.userId);
    const theirs = await column(
      `select f.id from public.assignment_forms f
         join public.coaching_activities a on a.id = f.activity_id or a.source_form_template_id = f.id
           or a.source_form_activity_id = f.id
         join public.coaching_phases p on p.id = a.phase_id where p.program_id = any($1::uuid[])`,
      [expected],
    );
    const forms = await member.from('assignment_forms').select('id');
    expect(ids(forms.data).every((id) => theirs.includes(id))).toBe(true);
    // The AI suggestion function reads an activity's prompt as the member who asks for a suggestion.
    const used = await column(
      `select distinct a.ai_prompt_template_id as id from public.coaching_activities a
         join public.coaching_phases p on p.id = a.phase_id
        where p.program_id = any($1::uuid[]) and a.ai_prompt_template_id is not null`,
      [expected],
    );
    const prompts = await member.from('ai_prompt_templates').select('id');
    expect(ids(prompts.data)).toEqual(used);
    const unused = await backend.db.query<{ id: string }>(
      `insert into public.ai_prompt_templates (name, system_prompt, user_prompt_template, organization_id)
       values ('Prompt non usato', 'Sistema', 'Utente', $1) returning id`,
      [ORG.acme],
    );
    const seenUnused = await member.from('ai_prompt_templates').select('id').eq('id', unused.rows[0]!.id);
    expect(seenUnused.data).toEqual([]);
  });

  it('nothing of programs their teams do not follow', async () => {
    const { data } = await globex.from('coaching_programs').select('id');
    expect(ids(data)).toEqual(await teamPrograms(ACCOUNTS.globex.userId));
  });
});

describe('those who author, assign or oversee', () => {
  it.each(['admin', 'manager', 'leader'] as const)(
    "the %s reads the organisation's templates, the library and the programs",
    async (role) => {
      const client = await backend.signIn(ACCOUNTS[role].email);
      const expected = await column(
        `select id from public.assessment_templates where organization_id is null or organization_id = $1`,
        [ORG.acme],
      );
      const templates = await client.from('assessment_templates').select('id');
      expect(ids(templates.data)).toEqual(expected);
      const programs = await client.from('coaching_programs').select('id');
      expect(ids(programs.data)).toEqual(
        await column(`select id from public.coaching_programs where organization_id is null or organization_id = $1`, [
          ORG.acme,
        ]),
      );
    },
  );

  it('the coach reads the programs of the sessions they run', async () => {
    const coach = await backend.signIn(ACCOUNTS.coach.email);
    const { data } = await coach.from('coaching_programs').select('id');
    const run = await column(
      `select distinct s.program_id as id from public.coaching_sessions s
         join public.taas_coaches c on c.id = s.coach_id where c.user_id = $1`,
      [ACCOUNTS.coach.userId],
    );
    expect(run.length).toBeGreaterThan(0);
    expect(run.every((id) => ids(data).includes(id))).toBe(true);
  });
});
