/**
 * Step 4 of the form lookup for everyone who works on a session, over HTTP: an
 * activity whose form is named only by its activity template. The member of the team and the
 * session's coach (who belongs to no organisation) both read the template, the form and its
 * questions, and the coach reads the member's submission; a member of another organisation reads
 * none of it. "Prepara offline" relies on exactly these reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, activityId, phaseId, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { fetchActivity, fetchForm, fetchFormQuestions } from '../../src/features/coaching/api.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

const TEMPLATE = seedId('63000000', 901);
const FORM = seedId('70000000', 901);
const ACTIVITY = seedId('62000000', 901);
const SUBMISSION = seedId('72000000', 901);

let backend: TestBackend;
let member: TestClient;
let coach: TestClient;
let globex: TestClient;

async function must<T>(what: string, query: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await query;
  if (error) throw new Error(`${what}: ${error.message}`);
  return data;
}

beforeAll(async () => {
  backend = await startTestBackend();
  const service = backend.serviceClient();
  await must(
    'form',
    service.from('assignment_forms').insert({
      id: FORM,
      title: 'Retrospettiva (modello)',
      activity_id: null,
      organization_id: ORG.acme,
      is_template: true,
    }),
  );
  await must(
    'question',
    service.from('form_questions').insert({
      form_id: FORM,
      question_text: 'Cosa ha funzionato?',
      question_type: 'text_long',
      is_required: true,
      order_index: 1,
    }),
  );
  await must(
    'template',
    service.from('coaching_activity_templates').insert({
      id: TEMPLATE,
      title: 'Retrospettiva',
      activity_type: 'assignment_form',
      source_form_template_id: FORM,
      organization_id: ORG.acme,
    }),
  );
  await must(
    'activity',
    service.from('coaching_activities').insert({
      id: ACTIVITY,
      phase_id: phaseId(3),
      title: 'Retrospettiva',
      activity_type: 'assignment_form',
      order_index: 2,
      template_id: TEMPLATE,
    }),
  );
  await must(
    'submission',
    service.from('assignment_submissions').insert({
      id: SUBMISSION,
      form_id: FORM,
      user_id: ACCOUNTS.member.userId,
      answers: { x: 'y' },
      status: 'submitted',
      submitted_at: new Date().toISOString(),
    }),
  );
  member = await backend.signIn(ACCOUNTS.member.email);
  coach = await backend.signIn(ACCOUNTS.coach.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => backend?.close());

describe('an activity whose form only its template names', () => {
  it.each([
    ['member@acme.test', () => member],
    ['coach@taas.test, the session coach', () => coach],
  ])('%s finds the form by step 4, with its questions', async (_who, client) => {
    const activity = await fetchActivity(client(), ACTIVITY);
    expect(activity).toMatchObject({
      template_id: TEMPLATE,
      source_form_activity_id: null,
      source_form_template_id: null,
    });
    const found = await fetchForm(client(), activity!);
    expect(found).toMatchObject({ form: { id: FORM }, templateFormId: { templateId: TEMPLATE, formId: FORM } });
    expect((await fetchFormQuestions(client(), FORM)).map((q) => q.question_text)).toEqual(['Cosa ha funzionato?']);
  });

  it("the session's coach reads the team member's submission of that form", async () => {
    const rows = await must(
      'submissions',
      coach.from('assignment_submissions').select('id, user_id').eq('form_id', FORM),
    );
    expect(rows).toEqual([{ id: SUBMISSION, user_id: ACCOUNTS.member.userId }]);
  });

  it('a member of another organisation reads neither the template, nor the form, its questions or the submission', async () => {
    expect(await must('template', globex.from('coaching_activity_templates').select('id').eq('id', TEMPLATE))).toEqual(
      [],
    );
    expect(await must('form', globex.from('assignment_forms').select('id').eq('id', FORM))).toEqual([]);
    expect(await must('questions', globex.from('form_questions').select('id').eq('form_id', FORM))).toEqual([]);
    expect(await must('submissions', globex.from('assignment_submissions').select('id').eq('form_id', FORM))).toEqual(
      [],
    );
  });

  it('the coach still reads no template that none of their sessions uses', async () => {
    const other = seedId('63000000', 902);
    await must(
      'template',
      backend
        .serviceClient()
        .from('coaching_activity_templates')
        .insert({ id: other, title: 'Altro', activity_type: 'assignment', organization_id: ORG.acme }),
    );
    expect(await must('template', coach.from('coaching_activity_templates').select('id').eq('id', other))).toEqual([]);
    // and the seeded activity 6's template, which the session's program uses, is readable
    expect(
      await must(
        'template',
        coach
          .from('coaching_activity_templates')
          .select('id')
          .eq('id', (await fetchActivity(coach, activityId(6)))!.template_id!),
      ),
    ).toHaveLength(1);
  });
});
