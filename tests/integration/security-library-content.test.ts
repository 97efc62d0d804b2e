/**
 * The shared library (content whose organisation is null, written by super admins) carries nothing an
 * organisation owns: no organisation's form hangs from a library activity, and no library row points
 * at an organisation's form, prompt, template or program. Reads follow the same line, so one
 * organisation's content never shadows the library for another: a Globex member whose team follows
 * the library program reads the library activity's own form and submits to it. Using library content (an organisation's copy naming its
 * origin, a session of a library program) stays allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, PROGRAM_ID, formId, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let superAdmin: TestClient;
let orgAdmin: TestClient;
let globex: TestClient;

/** The library program, its phase, its assignment-form activity and that activity's form (fixtures). */
const LIB = {
  program: seedId('60000000', 901),
  phase: seedId('61000000', 901),
  activity: seedId('62000000', 901),
  form: seedId('70000000', 901),
  question: seedId('71000000', 901),
};
const ACME_PROMPT = seedId('80000000', 901);
const ACME_TEMPLATE_FORM = formId(2);
const ACME_ACTIVITY_FORM = formId(1);

beforeAll(async () => {
  backend = await startTestBackend();
  superAdmin = await backend.signIn(ACCOUNTS.super.email);
  orgAdmin = await backend.signIn(ACCOUNTS.admin.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
  // The super admin publishes a library program whose activity has its own form.
  const writes = [
    superAdmin
      .from('coaching_programs')
      .insert({ id: LIB.program, name: 'Libreria: percorso base', organization_id: null, total_phases: 1 }),
    superAdmin
      .from('coaching_phases')
      .insert({ id: LIB.phase, program_id: LIB.program, title: 'Fase 1', phase_number: 1 }),
    superAdmin.from('coaching_activities').insert({
      id: LIB.activity,
      phase_id: LIB.phase,
      title: 'Il form della libreria',
      activity_type: 'assignment_form',
      submission_required: true,
    }),
    superAdmin
      .from('assignment_forms')
      .insert({ id: LIB.form, title: 'Form della libreria', activity_id: LIB.activity, organization_id: null }),
    superAdmin.from('form_questions').insert({
      id: LIB.question,
      form_id: LIB.form,
      question_text: 'Che cosa porti al team?',
      question_type: 'text_short',
      is_required: true,
    }),
  ];
  for (const write of writes) expect((await write).error).toBeNull();
  // Globex's team Orion follows the library program (a member reads only what their team follows).
  await backend.db.query(
    `insert into public.coaching_sessions (name, program_id, team_id, status) values ('Orion – percorso base', $1, $2, 'active')`,
    [LIB.program, seedId('30000000', 3)],
  );
  const prompt = await orgAdmin.from('ai_prompt_templates').insert({
    id: ACME_PROMPT,
    name: 'Prompt di Acme',
    system_prompt: 'Sei il coach di Acme.',
    user_prompt_template: '{{answers}}',
    organization_id: ORG.acme,
  });
  expect(prompt.error).toBeNull();
});
afterAll(async () => backend?.close());

/** The activity's own forms a client finds, as the app's form lookup asks for them. */
const formsOfActivity = async (client: TestClient, activityId: string) => {
  const { data, error } = await client.from('assignment_forms').select('id').eq('activity_id', activityId);
  expect(error).toBeNull();
  return (data ?? []).map((f) => f.id);
};

describe('an org admin', () => {
  it('cannot hang an organisation form from a library activity', async () => {
    const { error } = await orgAdmin
      .from('assignment_forms')
      .insert({ title: 'Il nostro form', activity_id: LIB.activity, organization_id: ORG.acme });
    expect(error?.code).toBe('42501');
    expect(await formsOfActivity(superAdmin, LIB.activity)).toEqual([LIB.form]);
  });

  it('cannot move an organisation form onto a library activity', async () => {
    const { error } = await orgAdmin
      .from('assignment_forms')
      .update({ activity_id: LIB.activity })
      .eq('id', ACME_TEMPLATE_FORM);
    expect(error?.code).toBe('42501');
    expect(await formsOfActivity(superAdmin, LIB.activity)).toEqual([LIB.form]);
  });

  it('cannot add phases, activities or questions to library content', async () => {
    expect(
      (await orgAdmin.from('coaching_phases').insert({ program_id: LIB.program, title: 'Nostra', phase_number: 2 }))
        .error?.code,
    ).toBe('42501');
    expect(
      (
        await orgAdmin
          .from('coaching_activities')
          .insert({ phase_id: LIB.phase, title: 'Nostra', activity_type: 'video' })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await orgAdmin
          .from('form_questions')
          .insert({ form_id: LIB.form, question_text: 'Nostra?', question_type: 'text_short' })
      ).error?.code,
    ).toBe('42501');
  });

  it('may still copy library content into the organisation (the copy names its origin)', async () => {
    const { error } = await orgAdmin
      .from('coaching_programs')
      .insert({ name: 'Percorso base (Acme)', organization_id: ORG.acme, template_id: LIB.program });
    expect(error).toBeNull();
  });
});

describe('a library row', () => {
  it('points at no organisation content, even written by a super admin', async () => {
    const refused = [
      superAdmin
        .from('coaching_activities')
        .update({ source_form_activity_id: ACME_ACTIVITY_FORM })
        .eq('id', LIB.activity),
      superAdmin
        .from('coaching_activities')
        .update({ source_form_template_id: ACME_TEMPLATE_FORM })
        .eq('id', LIB.activity),
      superAdmin.from('coaching_activities').update({ ai_prompt_template_id: ACME_PROMPT }).eq('id', LIB.activity),
      superAdmin.from('coaching_programs').update({ template_id: PROGRAM_ID }).eq('id', LIB.program),
      superAdmin.from('coaching_activity_templates').insert({
        title: 'Modello',
        activity_type: 'assignment',
        organization_id: null,
        source_form_template_id: ACME_TEMPLATE_FORM,
      }),
      superAdmin
        .from('assignment_forms')
        .insert({ title: 'Di Acme', activity_id: LIB.activity, organization_id: ORG.acme }),
    ];
    for (const [index, write] of refused.entries()) expect((await write).error?.code, `write ${index}`).toBe('42501');
    const activity = await backend.db.query(
      'select source_form_activity_id, source_form_template_id, ai_prompt_template_id from public.coaching_activities where id = $1',
      [LIB.activity],
    );
    expect(activity.rows[0]).toEqual({
      source_form_activity_id: null,
      source_form_template_id: null,
      ai_prompt_template_id: null,
    });
  });
});

describe('reads', () => {
  it("never show one organisation's form as a library activity's form to another organisation", async () => {
    // A row from before this rule (written with triggers off, as a restore would).
    await backend.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `insert into public.assignment_forms (id, title, activity_id, organization_id) values ($1, 'Di Acme', $2, $3)`,
        [seedId('70000000', 902), LIB.activity, ORG.acme],
      );
    });
    expect(await formsOfActivity(globex, LIB.activity)).toEqual([LIB.form]);
    const { data: questions } = await globex.from('form_questions').select('id').eq('form_id', seedId('70000000', 902));
    expect(questions).toEqual([]);
  });

  it('let a Globex member read the library form and submit to it', async () => {
    const { data: questions } = await globex.from('form_questions').select('id').eq('form_id', LIB.form);
    expect(questions).toEqual([{ id: LIB.question }]);
    const { error } = await globex.from('assignment_submissions').insert({
      form_id: LIB.form,
      user_id: ACCOUNTS.globex.userId,
      answers: { [LIB.question]: 'Curiosità' },
      status: 'submitted',
    });
    expect(error).toBeNull();
  });
});
