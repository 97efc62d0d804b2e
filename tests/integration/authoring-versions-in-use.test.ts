/**
 * A template version that assessments or assignments use never changes under them, whatever the
 * write: an org admin writing over HTTP straight to assessment_questions (insert, update, delete,
 * moving a question in or out) is refused by the database, as is switching off the rule the version
 * scores with (scoring would silently fall back to another rule). A version nobody uses stays
 * editable, so the refusals are about use, not about who writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEMPLATE, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let acmeAdmin: TestClient;
let usedId: string;
let unusedId: string;
let ruleId: string;

const publish = async (name: string, rule: boolean): Promise<string> => {
  const { data, error } = (await acmeAdmin.rpc(
    'publish_template_version' as never,
    {
      _draft: {
        organization_id: ORG.acme,
        name,
        assessment_type_id: 'tpm',
        questions: [
          { item_code: 'Q01', language: 'it', question_text: 'Prima', response_type: 'likert_5', order_index: 1 },
          { item_code: 'Q02', language: 'it', question_text: 'Seconda', response_type: 'likert_5', order_index: 2 },
        ],
        rule: rule ? { name: `${name} regola`, rule_type: 'average', calculation_formula: {} } : null,
      },
    } as never,
  )) as unknown as { data: string | null; error: { message: string } | null };
  expect(error).toBeNull();
  return data!;
};

const questionIdOf = async (templateId: string, itemCode: string): Promise<string> =>
  (
    await backend.db.query<{ id: string }>(
      'select id from public.assessment_questions where template_id = $1 and item_code = $2',
      [templateId, itemCode],
    )
  ).rows[0]!.id;

const questionsOf = async (templateId: string) =>
  (
    await backend.db.query<{ k: string }>(
      `select item_code || ':' || question_text || ':' || coalesce(options::text, '') as k
       from public.assessment_questions where template_id = $1 order by item_code`,
      [templateId],
    )
  ).rows.map((r) => r.k);

beforeAll(async () => {
  backend = await startTestBackend();
  acmeAdmin = await backend.signIn(ACCOUNTS.admin.email);
  usedId = await publish('Versione assegnata', true);
  unusedId = await publish('Versione libera', false);
  const assigned = await acmeAdmin.rpc('assign_assessments', {
    _template_id: usedId,
    _user_ids: [ACCOUNTS.member.userId],
  });
  expect(assigned.error).toBeNull();
  ruleId = (
    await backend.db.query<{ scoring_rule_id: string }>(
      'select scoring_rule_id from public.assessment_templates where id = $1',
      [usedId],
    )
  ).rows[0]!.scoring_rule_id;
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

describe('questions of a version in use, written directly by an org admin', () => {
  it('refuses adding a question', async () => {
    const before = await questionsOf(usedId);
    const { error } = await acmeAdmin.from('assessment_questions').insert({
      template_id: usedId,
      item_code: 'Q99',
      question_text: 'Aggiunta di nascosto',
      response_type: 'likert_5',
    });
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/template_in_use/);
    expect(await questionsOf(usedId)).toEqual(before);
  });

  it.each([
    ['its text', { question_text: 'Cambiata sotto il membro' }],
    ['its response type and options', { response_type: 'single_choice', options: [{ id: 'a', text: 'Sì' }] }],
    ['its item code', { item_code: 'Q77' }],
    ['its order', { order_index: 9 }],
  ])('refuses changing %s', async (_label, patch) => {
    const before = await questionsOf(usedId);
    const { error } = await acmeAdmin
      .from('assessment_questions')
      .update(patch as never)
      .eq('id', await questionIdOf(usedId, 'Q01'))
      .select('id');
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/template_in_use/);
    expect(await questionsOf(usedId)).toEqual(before);
  });

  it('refuses deleting a question', async () => {
    const { error } = await acmeAdmin
      .from('assessment_questions')
      .delete()
      .eq('id', await questionIdOf(usedId, 'Q02'))
      .select('id');
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/template_in_use/);
    expect(await questionsOf(usedId)).toHaveLength(2);
  });

  it('refuses moving a question into or out of it', async () => {
    const into = await acmeAdmin
      .from('assessment_questions')
      .update({ template_id: usedId, item_code: 'Q50' })
      .eq('id', await questionIdOf(unusedId, 'Q01'))
      .select('id');
    expect(into.error?.message).toMatch(/template_in_use/);
    const outOf = await acmeAdmin
      .from('assessment_questions')
      .update({ template_id: unusedId, item_code: 'Q51' })
      .eq('id', await questionIdOf(usedId, 'Q02'))
      .select('id');
    expect(outOf.error?.message).toMatch(/template_in_use/);
    expect(await questionsOf(usedId)).toHaveLength(2);
  });

  it('refuses changing the questions of the demo TWN template, which members have answered', async () => {
    const { error } = await acmeAdmin
      .from('assessment_questions')
      .update({ question_text: 'Riscritta' })
      .eq('template_id', TEMPLATE.twn)
      .eq('item_code', 'TWN_01')
      .select('id');
    expect(error?.message).toMatch(/template_in_use/);
    const { rows } = await backend.db.query<{ question_text: string }>(
      'select question_text from public.assessment_questions where id = $1',
      [seedId('51000000', 1031)],
    );
    expect(rows[0]!.question_text).toBe('Nel team ci aiutiamo a vicenda.');
  });
});

describe('what stays writable', () => {
  it('lets the org admin edit the questions of a version nobody uses', async () => {
    const inserted = await acmeAdmin.from('assessment_questions').insert({
      template_id: unusedId,
      item_code: 'Q03',
      question_text: 'Terza',
      response_type: 'likert_5',
    });
    expect(inserted.error).toBeNull();
    const updated = await acmeAdmin
      .from('assessment_questions')
      .update({ question_text: 'Seconda, riscritta' })
      .eq('id', await questionIdOf(unusedId, 'Q02'))
      .select('id');
    expect(updated.error).toBeNull();
    expect(updated.data).toHaveLength(1);
    const deleted = await acmeAdmin
      .from('assessment_questions')
      .delete()
      .eq('id', await questionIdOf(unusedId, 'Q03'))
      .select('id');
    expect(deleted.data).toHaveLength(1);
  });

  it('lets the org admin rename the rule of a version in use, but not switch it off', async () => {
    const renamed = await acmeAdmin
      .from('scoring_rule_templates')
      .update({ name: 'Regola rinominata' })
      .eq('id', ruleId)
      .select('id');
    expect(renamed.error).toBeNull();
    expect(renamed.data).toHaveLength(1);
    const switchedOff = await acmeAdmin
      .from('scoring_rule_templates')
      .update({ is_active: false })
      .eq('id', ruleId)
      .select('id');
    expect(switchedOff.error?.message).toMatch(/rule_in_use/);
    const { rows } = await backend.db.query<{ is_active: boolean }>(
      'select is_active from public.scoring_rule_templates where id = $1',
      [ruleId],
    );
    expect(rows[0]!.is_active).toBe(true);
  });
});
