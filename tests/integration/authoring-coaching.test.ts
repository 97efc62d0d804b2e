/**
 * Coaching authoring over HTTP: an org admin builds a program of their organisation (a phase, an
 * activity of every type, a form with every question type, a prompt template), duplicates and archives
 * it; the database refuses what the editor refuses (a video link that is not a video, a choice question
 * with no options, a blank title, a workshop for no one) and keeps a refused form as it was; nobody
 * writes the library but a super admin, Acme's admin does not write Globex's content and a member writes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG } from '../../supabase/tests/support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL, GLOBEX } from '../../supabase/tests/support/cross-org-fixtures.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let orgAdmin: TestClient;
let member: TestClient;
let superAdmin: TestClient;

const LIBRARY = {
  program: 'b1b1b1b1-0000-4000-8000-000000000001',
  phase: 'b1b1b1b1-0000-4000-8000-000000000002',
};

const QUESTION_TYPES = [
  'text_short',
  'text_long',
  'single_choice',
  'multiple_choice',
  'number',
  'email',
  'url',
  'date',
];
const ACTIVITY_TYPES = ['video', 'quiz', 'simulation', 'workshop', 'assignment_form', 'assignment', 'ai_suggestion'];
const WORKSHOP = {
  workshop_mode: 'hybrid',
  venue_address: 'Via Roma 1, Milano',
  meeting_url: 'https://meet.example.test/alpha',
  scheduled_datetime: '2026-12-03T09:30:00+01:00',
  max_participants: 12,
  logistics_notes: 'Sala Verdi',
  tech_requirements: ['Laptop', 'Webcam'],
};

const rpc = (client: TestClient, name: string, args: Record<string, unknown>) =>
  client.rpc(name as never, args as never) as unknown as Promise<{
    data: unknown;
    error: { code: string; message: string } | null;
  }>;
const table = (client: TestClient, name: string) =>
  client.from(name as never) as never as ReturnType<TestClient['from']>;

const questions = () =>
  QUESTION_TYPES.map((type, i) => ({
    question_text: `Domanda ${i + 1}`,
    question_type: type,
    options: type.endsWith('_choice') ? ['Sì', 'No', 'Forse'] : null,
    placeholder: type === 'email' ? 'nome@azienda.it' : '',
    help_text: i === 0 ? 'Una riga' : '',
    is_required: i < 2,
  }));

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(CROSS_ORG_FIXTURE_SQL);
  await backend.db.exec(`
    insert into public.coaching_programs (id, name, organization_id) values ('${LIBRARY.program}', 'Libreria', null);
    insert into public.coaching_phases (id, program_id, title, phase_number) values ('${LIBRARY.phase}', '${LIBRARY.program}', 'Fase', 1);`);
  [orgAdmin, member, superAdmin] = await Promise.all([
    backend.signIn(ACCOUNTS.admin.email),
    backend.signIn(ACCOUNTS.member.email),
    backend.signIn(ACCOUNTS.super.email),
  ]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

async function buildProgram(
  client: TestClient,
): Promise<{ programId: string; phaseId: string; activities: Record<string, string> }> {
  const program = await table(client, 'coaching_programs')
    .insert({
      name: 'Percorso di prova',
      description: 'Una fase',
      organization_id: ORG.acme,
      duration_weeks: 4,
    } as never)
    .select('id')
    .single();
  expect(program.error).toBeNull();
  const programId = (program.data as { id: string }).id;
  const phase = await table(client, 'coaching_phases')
    .insert({
      program_id: programId,
      title: 'Conoscersi',
      description: 'Profili',
      phase_number: 1,
      duration_weeks: 3,
      learning_objectives: ['Conoscere i profili'],
      deliverables: ['Mappa'],
    } as never)
    .select('id')
    .single();
  expect(phase.error).toBeNull();
  const phaseId = (phase.data as { id: string }).id;
  const prompt = await table(client, 'ai_prompt_templates')
    .insert({
      name: 'Mission',
      system_prompt: 'Sei un coach.',
      user_prompt_template: 'Risposte: {{answers}}',
      output_format: 'company_mission',
      organization_id: ORG.acme,
    } as never)
    .select('id')
    .single();
  expect(prompt.error).toBeNull();
  const rows = ACTIVITY_TYPES.map((type, i) => ({
    phase_id: phaseId,
    title: `Attività ${type}`,
    activity_type: type,
    order_index: i + 1,
    is_required: i % 2 === 0,
    team_leader_only: type === 'simulation',
    estimated_duration_minutes: 10 + i,
    instructions: 'Segui le istruzioni.',
    content_url: type === 'video' ? 'https://youtu.be/dQw4w9WgXcQ' : null,
    content_data: type === 'workshop' ? WORKSHOP : {},
    ai_prompt_template_id: type === 'ai_suggestion' ? (prompt.data as { id: string }).id : null,
  }));
  const inserted = await table(client, 'coaching_activities')
    .insert(rows as never)
    .select('id, activity_type');
  expect(inserted.error).toBeNull();
  const activities = Object.fromEntries(
    (inserted.data as { id: string; activity_type: string }[]).map((a) => [a.activity_type, a.id]),
  );
  return { programId, phaseId, activities };
}

describe('an org admin authors a program', () => {
  it('builds a phase holding an activity of every type and a form with every question type', async () => {
    const { programId, activities } = await buildProgram(orgAdmin);
    const form = await rpc(orgAdmin, 'save_assignment_form', {
      _form: { title: 'Il team', activity_id: activities.assignment_form, organization_id: ORG.acme },
      _questions: questions(),
    });
    expect(form.error).toBeNull();
    const { rows } = await backend.db.query<{ question_type: string; order_index: number; options: unknown }>(
      'select question_type, order_index, options from public.form_questions where form_id = $1 order by order_index',
      [form.data],
    );
    expect(rows.map((r) => r.question_type)).toEqual(QUESTION_TYPES);
    expect(rows[2]!.options).toEqual(['Sì', 'No', 'Forse']);
    const { rows: program } = await backend.db.query<{ total_phases: number }>(
      'select total_phases from public.coaching_programs where id = $1',
      [programId],
    );
    expect(program[0]!.total_phases).toBe(1);
    const { rows: workshop } = await backend.db.query<{ content_data: unknown }>(
      'select content_data from public.coaching_activities where id = $1',
      [activities.workshop],
    );
    expect(workshop[0]!.content_data).toEqual(WORKSHOP);
  });

  it('reorders, edits and removes questions in one save, keeping the ids of those it keeps', async () => {
    const { activities } = await buildProgram(orgAdmin);
    const first = await rpc(orgAdmin, 'save_assignment_form', {
      _form: { title: 'Form', activity_id: activities.assignment_form, organization_id: ORG.acme },
      _questions: questions(),
    });
    const { rows: before } = await backend.db.query<{ id: string }>(
      'select id from public.form_questions where form_id = $1 order by order_index',
      [first.data],
    );
    const saved = await rpc(orgAdmin, 'save_assignment_form', {
      _form: { id: first.data, title: 'Form rinominato' },
      _questions: [
        { id: before[1]!.id, question_text: 'Ora prima', question_type: 'text_long' },
        { id: before[0]!.id, question_text: 'Ora seconda', question_type: 'text_short' },
      ],
    });
    expect(saved.error).toBeNull();
    const { rows: after } = await backend.db.query<{ id: string; question_text: string }>(
      'select id, question_text from public.form_questions where form_id = $1 order by order_index',
      [first.data],
    );
    expect(after).toEqual([
      { id: before[1]!.id, question_text: 'Ora prima' },
      { id: before[0]!.id, question_text: 'Ora seconda' },
    ]);
  });

  it('duplicates a program with its phases, activities and forms, and archives it', async () => {
    const { programId, activities } = await buildProgram(orgAdmin);
    await rpc(orgAdmin, 'save_assignment_form', {
      _form: { title: 'Form', activity_id: activities.assignment_form, organization_id: ORG.acme },
      _questions: questions(),
    });
    const copy = await rpc(orgAdmin, 'copy_program_to_organization', { _program_id: programId });
    expect(copy.error).toBeNull();
    const { rows } = await backend.db.query<{ activities: number; questions: number }>(
      `select (select count(*)::int from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id
                where ph.program_id = $1) as activities,
              (select count(*)::int from public.form_questions q join public.assignment_forms f on f.id = q.form_id
                join public.coaching_activities a on a.id = f.activity_id join public.coaching_phases ph on ph.id = a.phase_id
                where ph.program_id = $1) as questions`,
      [copy.data],
    );
    expect(rows[0]).toEqual({ activities: ACTIVITY_TYPES.length, questions: QUESTION_TYPES.length });
    const archived = await table(orgAdmin, 'coaching_programs')
      .update({ is_active: false } as never)
      .eq('id', programId)
      .select('is_active');
    expect(archived.error).toBeNull();
    expect(archived.data).toEqual([{ is_active: false }]);
  });
});

describe('moving a phase', () => {
  it('renumbers the phases between in one call, and refuses a number the program has not', async () => {
    const { programId } = await buildProgram(orgAdmin);
    for (const n of [2, 3]) {
      const { error } = await table(orgAdmin, 'coaching_phases').insert({
        program_id: programId,
        title: `Fase ${n}`,
        phase_number: n,
      } as never);
      expect(error).toBeNull();
    }
    const order = async () =>
      (
        await backend.db.query<{ title: string }>(
          'select title from public.coaching_phases where program_id = $1 order by phase_number',
          [programId],
        )
      ).rows.map((r) => r.title);
    const { rows } = await backend.db.query<{ id: string }>(
      `select id from public.coaching_phases where program_id = $1 and phase_number = 3`,
      [programId],
    );
    expect((await rpc(orgAdmin, 'move_coaching_phase', { _phase_id: rows[0]!.id, _to_number: 1 })).error).toBeNull();
    expect(await order()).toEqual(['Fase 3', 'Conoscersi', 'Fase 2']);
    expect((await rpc(orgAdmin, 'move_coaching_phase', { _phase_id: rows[0]!.id, _to_number: 3 })).error).toBeNull();
    expect(await order()).toEqual(['Conoscersi', 'Fase 2', 'Fase 3']);
    expect((await rpc(orgAdmin, 'move_coaching_phase', { _phase_id: rows[0]!.id, _to_number: 4 })).error?.code).toBe(
      '22023',
    );
    expect((await rpc(member, 'move_coaching_phase', { _phase_id: rows[0]!.id, _to_number: 1 })).error).not.toBeNull();
    expect(await order()).toEqual(['Conoscersi', 'Fase 2', 'Fase 3']);
  });
});

describe('the database refuses invalid content', () => {
  it('refuses a video link that is not a video, at the content_url rule', async () => {
    const { phaseId } = await buildProgram(orgAdmin);
    const { error } = await table(orgAdmin, 'coaching_activities').insert({
      phase_id: phaseId,
      title: 'Video',
      activity_type: 'video',
      content_url: 'https://example.test/film.mp4',
    } as never);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('video_link_is_a_video');
  });

  it('refuses a blank phase title, a workshop for no one and objectives that are not text', async () => {
    const { programId, phaseId } = await buildProgram(orgAdmin);
    const blank = await table(orgAdmin, 'coaching_phases').insert({
      program_id: programId,
      title: '  ',
      phase_number: 2,
    } as never);
    expect(blank.error?.message).toContain('phase_title_not_blank');
    const nobody = await table(orgAdmin, 'coaching_activities').insert({
      phase_id: phaseId,
      title: 'Workshop',
      activity_type: 'workshop',
      content_data: { max_participants: 0 },
    } as never);
    expect(nobody.error?.message).toContain('workshop_participants_positive');
    const objectives = await table(orgAdmin, 'coaching_phases').insert({
      program_id: programId,
      title: 'Fase 2',
      phase_number: 2,
      learning_objectives: { a: 1 },
    } as never);
    expect(objectives.error?.message).toContain('phase_objectives_are_text');
  });

  it('refuses a choice question with no options and leaves the saved form as it was', async () => {
    const { activities } = await buildProgram(orgAdmin);
    const saved = await rpc(orgAdmin, 'save_assignment_form', {
      _form: { title: 'Form', activity_id: activities.assignment_form, organization_id: ORG.acme },
      _questions: [{ question_text: 'Nome', question_type: 'text_short' }],
    });
    const refused = await rpc(orgAdmin, 'save_assignment_form', {
      _form: { id: saved.data, title: 'Cambiato' },
      _questions: [
        { question_text: 'Altro', question_type: 'text_short' },
        { question_text: 'Scegli', question_type: 'single_choice', options: [] },
      ],
    });
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('choice_question_has_options');
    const { rows } = await backend.db.query<{ title: string; texts: string[] }>(
      `select f.title, array(select q.question_text from public.form_questions q where q.form_id = f.id order by q.order_index) as texts
       from public.assignment_forms f where f.id = $1`,
      [saved.data],
    );
    expect(rows).toEqual([{ title: 'Form', texts: ['Nome'] }]);
  });
});

describe('who writes what', () => {
  it("keeps Acme's admin off the library and off Globex's programs", async () => {
    const libraryPhase = await table(orgAdmin, 'coaching_phases').insert({
      program_id: LIBRARY.program,
      title: 'Nostra',
      phase_number: 2,
    } as never);
    expect(libraryPhase.error?.code).toBe('42501');
    const libraryEdit = await table(orgAdmin, 'coaching_programs')
      .update({ name: 'Presa' } as never)
      .eq('id', LIBRARY.program)
      .select('id');
    expect(libraryEdit.data ?? []).toEqual([]);
    const globexEdit = await table(orgAdmin, 'coaching_programs')
      .update({ name: 'Presa' } as never)
      .eq('id', GLOBEX.program)
      .select('id');
    expect(globexEdit.data ?? []).toEqual([]);
    const globexActivity = await table(orgAdmin, 'coaching_activities').insert({
      phase_id: GLOBEX.phase,
      title: 'Nostra',
      activity_type: 'quiz',
    } as never);
    expect(globexActivity.error).not.toBeNull();
    const globexForm = await rpc(orgAdmin, 'save_assignment_form', {
      _form: { id: GLOBEX.form, title: 'Presa' },
      _questions: [],
    });
    expect(globexForm.error?.code).toBe('42501');
    const { rows } = await backend.db.query<{ name: string }>(
      'select name from public.coaching_programs where id = any($1)',
      [[LIBRARY.program, GLOBEX.program]],
    );
    expect(rows.map((r) => r.name).sort()).toEqual(['Globex program', 'Libreria']);
  });

  it('lets a super admin write the library', async () => {
    const { error } = await table(superAdmin, 'coaching_phases').insert({
      program_id: LIBRARY.program,
      title: 'Fase due',
      phase_number: 2,
    } as never);
    expect(error).toBeNull();
  });

  it('lets a member write nothing', async () => {
    const program = await table(member, 'coaching_programs').insert({
      name: 'Mio',
      organization_id: ORG.acme,
    } as never);
    expect(program.error?.code).toBe('42501');
    const prompt = await table(member, 'ai_prompt_templates').insert({
      name: 'Mio',
      system_prompt: 's',
      user_prompt_template: 'u',
      organization_id: ORG.acme,
    } as never);
    expect(prompt.error?.code).toBe('42501');
    const form = await rpc(member, 'save_assignment_form', {
      _form: { title: 'Mio', organization_id: ORG.acme },
      _questions: [],
    });
    expect(form.error?.code).toBe('42501');
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.coaching_programs where name = 'Mio'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
