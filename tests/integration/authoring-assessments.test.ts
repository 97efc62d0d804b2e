/**
 * Authoring assessment templates over HTTP: an org admin publishes a template with a question of each
 * response type through public.publish_template_version, assigns it, a member answers and stores the
 * score the version's rule computes; publishing again makes version 2 while the assigned assessment
 * keeps version 1's questions and rule. The scopes hold (the library is the super admins', Globex's
 * templates Globex's), and a direct write of an unanswerable question or of forbidden custom logic is
 * refused by the database itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEMPLATE } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { newQuestion, newRule, newTemplate } from '../../src/features/admin/content/assessments/draft-factory.ts';
import { RESPONSE_TYPES, type TemplateDraft } from '../../src/features/admin/content/assessments/draft-types.ts';
import { toPublishPayload } from '../../src/features/admin/content/assessments/publish-payload.ts';
import { calculateScore, createSupabaseRuleSource } from '../../src/features/assessment/scoring/index.ts';
import { createNodeCustomLogicRunner } from '../../src/features/assessment/scoring/custom-logic/node-runner.ts';

let backend: TestBackend;
let superAdmin: TestClient;
let acmeAdmin: TestClient;
let member: TestClient;
let globexMember: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  [superAdmin, acmeAdmin, member, globexMember] = await Promise.all([
    backend.signIn(ACCOUNTS.super.email),
    backend.signIn(ACCOUNTS.admin.email),
    backend.signIn(ACCOUNTS.member.email),
    backend.signIn(ACCOUNTS.globex.email),
  ]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

/** A draft with one question of every response type, Italian and English filled in. */
function everyTypeDraft(organizationId: string | null, name: string): TemplateDraft {
  const draft = newTemplate(organizationId);
  draft.name = { it: name, en: `${name} (en)` };
  draft.assessmentTypeId = 'twn';
  for (const type of RESPONSE_TYPES) {
    const q = newQuestion(draft.questions, type);
    q.text = { it: `Domanda ${type}`, en: `Question ${type}` };
    q.options = q.options.map((o, i) => ({ ...o, text: { it: `Opzione ${i}`, en: `Option ${i}` } }));
    draft.questions.push(q);
  }
  draft.rule = {
    ...newRule('custom', 'Regola fissa'),
    customLogic: 'return { score: 42, answered: Object.keys(answers).length };',
  };
  return draft;
}

const publish = (client: TestClient, payload: unknown) =>
  client.rpc('publish_template_version' as never, { _draft: payload } as never) as unknown as Promise<{
    data: string | null;
    error: { code: string; message: string } | null;
  }>;

const questionCodes = async (templateId: string) =>
  (
    await backend.db.query<{ k: string }>(
      `select language || ':' || item_code || ':' || question_text as k from public.assessment_questions
       where template_id = $1 order by language, order_index`,
      [templateId],
    )
  ).rows.map((r) => r.k);

describe('publishing a template as an org admin', () => {
  it('stores every response type in it and en, assigns it, and stores the score its rule computes', async () => {
    const draft = everyTypeDraft(ORG.acme, 'Modello completo');
    const { data: v1, error } = await publish(acmeAdmin, toPublishPayload(draft));
    expect(error).toBeNull();
    const codes = await questionCodes(v1!);
    expect(codes).toHaveLength(RESPONSE_TYPES.length * 2);
    const { rows: template } = await backend.db.query<{
      version: number;
      organization_id: string;
      scoring_rule_id: string;
    }>('select version, organization_id, scoring_rule_id from public.assessment_templates where id = $1', [v1]);
    expect(template[0]).toMatchObject({ version: 1, organization_id: ORG.acme });

    const assigned = await acmeAdmin.rpc('assign_assessments', {
      _template_id: v1!,
      _user_ids: [ACCOUNTS.member.userId],
    });
    expect(assigned.error).toBeNull();
    const assessmentId = (assigned.data as unknown as { assessment_id: string }[])[0]!.assessment_id;

    const { data: questions } = await member
      .from('assessment_questions')
      .select('id, item_code, response_type, options, metadata')
      .eq('template_id', v1!)
      .eq('language', 'it');
    const answers = { Q01: 'a', Q03: '4', Q05: '70' };
    const result = await calculateScore(
      {
        assessment: { id: assessmentId, assessment_type: 'twn' },
        template: { assessment_type_id: 'twn' },
        questions: (questions ?? []).map((q) => ({ ...q, metadata: q.metadata as Record<string, unknown> })),
        answers,
        ruleId: template[0]!.scoring_rule_id,
      },
      { rules: createSupabaseRuleSource(member), runner: createNodeCustomLogicRunner({ timeoutMs: 5_000 }) },
    );
    expect(result).toMatchObject({ score: 42, ruleId: template[0]!.scoring_rule_id });
    const done = await member
      .from('assessments')
      .update({ answers, score: result.score, completed_at: new Date().toISOString() })
      .eq('id', assessmentId)
      .select('score')
      .single();
    expect(done.error).toBeNull();
    expect(done.data?.score).toBe(42);

    // Editing publishes version 2; the assessment keeps version 1's questions and rule.
    const edited = { ...draft, sourceId: v1!, questions: draft.questions.slice(0, 2), rule: null };
    edited.questions[0] = { ...edited.questions[0]!, text: { it: 'Domanda cambiata', en: 'Changed question' } };
    const { data: v2, error: again } = await publish(acmeAdmin, toPublishPayload(edited));
    expect(again).toBeNull();
    const { rows: versions } = await backend.db.query<{
      id: string;
      version: number;
      is_active: boolean;
      family_id: string;
      previous_version_id: string | null;
      scoring_rule_id: string;
    }>(
      'select id, version, is_active, family_id, previous_version_id, scoring_rule_id from public.assessment_templates where id in ($1, $2) order by version',
      [v1, v2],
    );
    expect(versions.map((v) => [v.version, v.is_active, v.previous_version_id])).toEqual([
      [1, false, null],
      [2, true, v1],
    ]);
    expect(versions[1]!.family_id).toBe(versions[0]!.family_id);
    expect(versions[1]!.scoring_rule_id).toBe(versions[0]!.scoring_rule_id);
    expect(await questionCodes(v1!)).toEqual(codes);
    expect(await questionCodes(v2!)).toHaveLength(4);
    const { data: kept } = await member
      .from('assessments')
      .select('template_id, score')
      .eq('id', assessmentId)
      .single();
    expect(kept).toEqual({ template_id: v1, score: 42 });

    // Version 1 is archived (not offered for new assignments) and its definition stays as assigned.
    const reassigned = await acmeAdmin.rpc('assign_assessments', {
      _template_id: v1!,
      _user_ids: [ACCOUNTS.leader.userId],
    });
    expect(reassigned.error).not.toBeNull();
    const retimed = await acmeAdmin
      .from('assessment_templates')
      .update({ time_limit_minutes: 5 })
      .eq('id', v1!)
      .select('id');
    expect(retimed.error?.message).toMatch(/template_in_use/);
    const deleted = await acmeAdmin.from('assessment_templates').delete().eq('id', v1!).select('id');
    expect(deleted.error?.message).toMatch(/template_in_use/);
    const ruleDeleted = await acmeAdmin
      .from('scoring_rule_templates')
      .delete()
      .eq('id', versions[0]!.scoring_rule_id)
      .select('id');
    expect(ruleDeleted.error?.message).toMatch(/rule_in_use/);
    const stale = await publish(acmeAdmin, toPublishPayload(edited));
    expect(stale.error?.message).toMatch(/newer version/);
  });

  it('publishes nothing when one question is unanswerable', async () => {
    const draft = everyTypeDraft(ORG.acme, 'Modello a metà');
    draft.questions[5] = { ...draft.questions[5]!, options: draft.questions[5]!.options.slice(0, 1) };
    const { error } = await publish(acmeAdmin, toPublishPayload(draft));
    expect(error?.message).toMatch(/rankings_have_two_options/);
    const { rows } = await backend.db.query("select 1 from public.assessment_templates where name = 'Modello a metà'");
    expect(rows).toHaveLength(0);
  });
});

describe('who writes templates', () => {
  it('refuses an Acme admin the library and Globex, and lets a super admin publish the library', async () => {
    const library = await publish(acmeAdmin, toPublishPayload(everyTypeDraft(null, 'Libreria di Acme')));
    expect(library.error?.code).toBe('42501');
    const globex = await publish(acmeAdmin, toPublishPayload(everyTypeDraft(ORG.globex, 'Per Globex')));
    expect(globex.error?.code).toBe('42501');
    const libraryEdit = await publish(acmeAdmin, {
      ...toPublishPayload(everyTypeDraft(null, 'TPM')),
      source_id: TEMPLATE.tpm,
    });
    expect(libraryEdit.error?.code).toBe('42501');
    const bySuper = await publish(superAdmin, toPublishPayload(everyTypeDraft(null, 'Libreria nuova')));
    expect(bySuper.error).toBeNull();
    const { rows } = await backend.db.query<{ organization_id: string | null }>(
      'select organization_id from public.assessment_templates where id = $1',
      [bySuper.data],
    );
    expect(rows).toEqual([{ organization_id: null }]);
  });

  it('refuses a member publishing or writing templates directly', async () => {
    const published = await publish(member, toPublishPayload(everyTypeDraft(ORG.acme, 'Del membro')));
    expect(published.error?.code).toBe('42501');
    const inserted = await member
      .from('assessment_templates')
      .insert({ name: 'Del membro', assessment_type_id: 'tpm', organization_id: ORG.acme });
    expect(inserted.error?.code).toBe('42501');
    const globex = await publish(globexMember, toPublishPayload(everyTypeDraft(ORG.globex, 'Del membro Globex')));
    expect(globex.error?.code).toBe('42501');
  });
});

describe('direct writes the editor would refuse', () => {
  let templateId: string;
  beforeAll(async () => {
    const created = await acmeAdmin
      .from('assessment_templates')
      .insert({ name: 'Scritto a mano', assessment_type_id: 'tpm', organization_id: ORG.acme })
      .select('id')
      .single();
    templateId = created.data!.id;
  });
  const question = (item_code: string, response_type: string, options: unknown, question_text = 'Testo') => ({
    template_id: templateId,
    item_code,
    question_text,
    response_type,
    options: options as never,
  });

  it.each([
    ['an empty question', () => question('E1', 'likert_5', null, '  '), 'questions_have_text'],
    ['a choice with no options', () => question('E2', 'single_choice', []), 'choice_questions_have_an_option'],
    ['a rating matrix with no rows', () => question('E3', 'rating_matrix', null), 'rating_matrices_have_a_row'],
    [
      'a ranking with one option',
      () => question('E4', 'ranking', [{ id: 'a', text: 'Solo' }]),
      'rankings_have_two_options',
    ],
  ])('refuses %s', async (_label, row, constraint) => {
    const { error } = await acmeAdmin.from('assessment_questions').insert(row());
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('accepts a well-formed choice question', async () => {
    const { error } = await acmeAdmin
      .from('assessment_questions')
      .insert(question('OK1', 'single_choice', [{ id: 'a', text: 'Sì' }]));
    expect(error).toBeNull();
  });

  it('refuses custom logic with a forbidden pattern', async () => {
    const { error } = await acmeAdmin.from('scoring_rule_templates').insert({
      name: 'Cattiva',
      rule_type: 'custom',
      calculation_formula: { custom_logic: 'return { score: eval("1") };' },
      applicable_assessment_types: ['tpm'],
      organization_id: ORG.acme,
    } as never);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('custom_logic_avoids_forbidden_patterns');
  });
});
