/**
 * Content has two scopes, enforced by row-level security: the shared library (organization_id null),
 * which super admins write and every organisation's admins read, and each organisation's own content,
 * which its admins write and only its people read (a member only what is assigned to them:
 * content-member-reads.test.ts). Child rows (questions of a template, phases of a program,
 * activities of a phase, questions of a form) follow their parent's scope. A member writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEMPLATE, formId, phaseId, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let superAdmin: TestClient;
let orgAdmin: TestClient;
let member: TestClient;
let globex: TestClient;

/** The starter library's rows (supabase/library/starter.sql). */
const LIBRARY = { phase: seedId('61000000', 101), form: seedId('70000000', 101), rule: seedId('52000000', 3) };

beforeAll(async () => {
  backend = await startTestBackend();
  [superAdmin, orgAdmin, member, globex] = await Promise.all([
    backend.signIn(ACCOUNTS.super.email),
    backend.signIn(ACCOUNTS.admin.email),
    backend.signIn(ACCOUNTS.member.email),
    backend.signIn(ACCOUNTS.globex.email),
  ]);
  // Globex content for the org admin of Acme to be refused on.
  await backend.db.query(
    `insert into public.assessment_templates (id, name, assessment_type_id, organization_id) values ($1, 'Globex TPM', 'tpm', $2)`,
    [seedId('50000000', 801), ORG.globex],
  );
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const GLOBEX_TEMPLATE = seedId('50000000', 801);
const question = (templateId: string, itemCode: string) => ({
  template_id: templateId,
  item_code: itemCode,
  question_text: 'Domanda',
  response_type: 'likert_5',
});

describe("an organisation's admin", () => {
  it('creates, edits and deletes a template of their organisation and its questions', async () => {
    const created = await orgAdmin
      .from('assessment_templates')
      .insert({ name: 'Modello Acme', assessment_type_id: 'twn', organization_id: ORG.acme })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const templateId = created.data!.id;
    const added = await orgAdmin.from('assessment_questions').insert(question(templateId, 'Q1')).select('id').single();
    expect(added.error).toBeNull();
    const edited = await orgAdmin
      .from('assessment_questions')
      .update({ question_text: 'Domanda rivista' })
      .eq('id', added.data!.id)
      .select('question_text');
    expect(edited.data).toEqual([{ question_text: 'Domanda rivista' }]);
    const renamed = await orgAdmin
      .from('assessment_templates')
      .update({ name: 'Modello Acme 2' })
      .eq('id', templateId)
      .select('name');
    expect(renamed.data).toEqual([{ name: 'Modello Acme 2' }]);
    const removedQuestion = await orgAdmin.from('assessment_questions').delete().eq('id', added.data!.id).select('id');
    expect(removedQuestion.data).toHaveLength(1);
    const removed = await orgAdmin.from('assessment_templates').delete().eq('id', templateId).select('id');
    expect(removed.data).toHaveLength(1);
  });

  it('is refused a library template, a question added to one, and changes to its questions', async () => {
    const template = await orgAdmin
      .from('assessment_templates')
      .insert({ name: 'Libreria?', assessment_type_id: 'tpm', organization_id: null });
    expect(template.error?.code).toBe('42501');
    const added = await orgAdmin.from('assessment_questions').insert(question(TEMPLATE.tpm, 'TPM_99'));
    expect(added.error?.code).toBe('42501');
    const edited = await orgAdmin
      .from('assessment_templates')
      .update({ name: 'Cambiato' })
      .eq('id', TEMPLATE.tpm)
      .select('id');
    expect(edited.data).toEqual([]);
    const editedQuestion = await orgAdmin
      .from('assessment_questions')
      .update({ question_text: 'Cambiata' })
      .eq('template_id', TEMPLATE.tpm)
      .select('id');
    expect(editedQuestion.data).toEqual([]);
    const deleted = await orgAdmin.from('assessment_questions').delete().eq('template_id', TEMPLATE.tpm).select('id');
    expect(deleted.data).toEqual([]);
  });

  it("is refused Globex's template and its questions", async () => {
    const template = await orgAdmin
      .from('assessment_templates')
      .insert({ name: 'Per Globex', assessment_type_id: 'tpm', organization_id: ORG.globex });
    expect(template.error?.code).toBe('42501');
    const added = await orgAdmin.from('assessment_questions').insert(question(GLOBEX_TEMPLATE, 'G1'));
    expect(added.error?.code).toBe('42501');
    const deleted = await orgAdmin.from('assessment_templates').delete().eq('id', GLOBEX_TEMPLATE).select('id');
    expect(deleted.data).toEqual([]);
    const { rows } = await backend.db.query('select 1 from public.assessment_templates where id = $1', [
      GLOBEX_TEMPLATE,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("is refused the library's phases, activities, forms, prompts and scoring rules", async () => {
    const phase = await orgAdmin
      .from('coaching_phases')
      .insert({ program_id: seedId('60000000', 101), title: 'Fase Acme', phase_number: 9 });
    expect(phase.error?.code).toBe('42501');
    const activity = await orgAdmin
      .from('coaching_activities')
      .insert({ phase_id: LIBRARY.phase, title: 'Attività Acme', activity_type: 'video' });
    expect(activity.error?.code).toBe('42501');
    const formQuestion = await orgAdmin
      .from('form_questions')
      .insert({ form_id: LIBRARY.form, question_text: 'Domanda Acme', question_type: 'text_short' });
    expect(formQuestion.error?.code).toBe('42501');
    const prompt = await orgAdmin
      .from('ai_prompt_templates')
      .insert({ name: 'P', system_prompt: 's', user_prompt_template: 'u', organization_id: null });
    expect(prompt.error?.code).toBe('42501');
    const rule = await orgAdmin
      .from('scoring_rule_templates')
      .update({ description: 'Cambiata' })
      .eq('id', LIBRARY.rule)
      .select('id');
    expect(rule.data).toEqual([]);
  });

  it('writes scoring rules of their organisation, which Globex does not read', async () => {
    const created = await orgAdmin
      .from('scoring_rule_templates')
      .insert({ name: 'Regola Acme', rule_type: 'average', organization_id: ORG.acme } as never)
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const ruleId = (created.data as { id: string }).id;
    const seenByGlobex = await globex.from('scoring_rule_templates').select('id').eq('id', ruleId);
    expect(seenByGlobex.data).toEqual([]);
    // A member reads a rule only once it scores an assessment of theirs.
    const seenByMember = await member.from('scoring_rule_templates').select('id').eq('id', ruleId);
    expect(seenByMember.data).toEqual([]);
    const forGlobex = await orgAdmin
      .from('scoring_rule_templates')
      .insert({ name: 'Regola Globex', rule_type: 'average', organization_id: ORG.globex } as never);
    expect(forGlobex.error?.code).toBe('42501');
  });
});

describe('a super admin', () => {
  it('writes the library: a template, its questions, a scoring rule, a phase of a library program', async () => {
    const created = await superAdmin
      .from('assessment_templates')
      .insert({ name: 'Nuovo della libreria', assessment_type_id: 'mbti', organization_id: null })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const added = await superAdmin.from('assessment_questions').insert(question(created.data!.id, 'L1'));
    expect(added.error).toBeNull();
    const rule = await superAdmin
      .from('scoring_rule_templates')
      .update({ description: 'Rivista' })
      .eq('id', LIBRARY.rule)
      .select('id');
    expect(rule.data).toEqual([{ id: LIBRARY.rule }]);
    const phase = await superAdmin
      .from('coaching_phases')
      .insert({ program_id: seedId('60000000', 101), title: 'Fase in più', phase_number: 9 });
    expect(phase.error).toBeNull();
    // Every organisation's admins read the library; members read only what is assigned to them.
    const admins = await orgAdmin.from('assessment_templates').select('id').eq('id', created.data!.id);
    expect(admins.data).toEqual([{ id: created.data!.id }]);
    const members = await globex.from('assessment_templates').select('id').eq('id', created.data!.id);
    expect(members.data).toEqual([]);
  });
});

describe('a member', () => {
  it('writes no content, neither their organisation’s nor the library’s', async () => {
    const template = await member
      .from('assessment_templates')
      .insert({ name: 'Mio', assessment_type_id: 'tpm', organization_id: ORG.acme });
    expect(template.error?.code).toBe('42501');
    const added = await member.from('assessment_questions').insert(question(TEMPLATE.twn, 'TWN_77'));
    expect(added.error?.code).toBe('42501');
    const phase = await member.from('coaching_phases').update({ title: 'Mia' }).eq('id', phaseId(1)).select('id');
    expect(phase.data).toEqual([]);
    const formQuestion = await member
      .from('form_questions')
      .insert({ form_id: formId(1), question_text: 'Mia', question_type: 'text_short' });
    expect(formQuestion.error?.code).toBe('42501');
    const rule = await member
      .from('scoring_rule_templates')
      .insert({ name: 'Mia', rule_type: 'average', organization_id: ORG.acme } as never);
    expect(rule.error?.code).toBe('42501');
  });
});
