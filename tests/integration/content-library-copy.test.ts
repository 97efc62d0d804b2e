/**
 * An organisation adapts library content by copying it: public.copy_template_to_organization and
 * public.copy_program_to_organization copy a template (questions in it and en, the library's scoring
 * rules of its type) or a program (phases, activities, forms with their questions, prompt templates)
 * into the caller's organisation with new ids, in one transaction, and answer the new id. The copy is
 * the organisation's: its admin edits it, other organisations do not see it, the original stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, PROGRAM_ID, TEMPLATE, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let superAdmin: TestClient;
let orgAdmin: TestClient;
let member: TestClient;
let globex: TestClient;

const LIBRARY_TWN = seedId('50000000', 101);
const LIBRARY_PROGRAM = seedId('60000000', 101);

beforeAll(async () => {
  backend = await startTestBackend();
  [superAdmin, orgAdmin, member, globex] = await Promise.all([
    backend.signIn(ACCOUNTS.super.email),
    backend.signIn(ACCOUNTS.admin.email),
    backend.signIn(ACCOUNTS.member.email),
    backend.signIn(ACCOUNTS.globex.email),
  ]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const count = async (sql: string, params: unknown[]): Promise<number> =>
  (await backend.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) s`, params)).rows[0]!.n;

describe('copying a library template', () => {
  it("makes an Acme template with the questions in it and en and the type's rule, which Acme's admin edits", async () => {
    const { data: copyId, error } = await orgAdmin.rpc(
      'copy_template_to_organization' as never,
      {
        _template_id: LIBRARY_TWN,
      } as never,
    );
    expect(error).toBeNull();
    expect(copyId).not.toBe(LIBRARY_TWN);
    const { rows: templates } = await backend.db.query<{ organization_id: string; assessment_type_id: string }>(
      'select organization_id, assessment_type_id from public.assessment_templates where id = $1',
      [copyId],
    );
    expect(templates).toEqual([{ organization_id: ORG.acme, assessment_type_id: 'twn' }]);
    const { rows: questions } = await backend.db.query<{ language: string; item_code: string }>(
      'select language, item_code from public.assessment_questions where template_id = $1 order by language, item_code',
      [copyId],
    );
    expect(questions.map((q) => `${q.language}:${q.item_code}`)).toEqual([
      'en:TWN_01',
      'en:TWN_02',
      'it:TWN_01',
      'it:TWN_02',
    ]);
    expect(
      await count(
        `select 1 from public.scoring_rule_templates where organization_id = $1 and 'twn' = any (applicable_assessment_types)`,
        [ORG.acme],
      ),
    ).toBe(1);

    const renamed = await orgAdmin
      .from('assessment_templates')
      .update({ name: 'TWN di Acme' })
      .eq('id', copyId as unknown as string)
      .select('name');
    expect(renamed.data).toEqual([{ name: 'TWN di Acme' }]);
    const question = await orgAdmin
      .from('assessment_questions')
      .update({ question_text: 'Ci aiutiamo sempre.' })
      .eq('template_id', copyId as unknown as string)
      .eq('item_code', 'TWN_01')
      .eq('language', 'it')
      .select('id');
    expect(question.data).toHaveLength(1);

    const { rows: original } = await backend.db.query<{ name: string; organization_id: string | null }>(
      'select name, organization_id from public.assessment_templates where id = $1',
      [LIBRARY_TWN],
    );
    expect(original).toEqual([{ name: 'TWN – Team Work Navigator', organization_id: null }]);
    expect(
      await count(
        `select 1 from public.assessment_questions where template_id = $1 and question_text = 'Ci aiutiamo sempre.'`,
        [LIBRARY_TWN],
      ),
    ).toBe(0);

    const seenByGlobex = await globex
      .from('assessment_templates')
      .select('id')
      .eq('id', copyId as unknown as string);
    expect(seenByGlobex.data).toEqual([]);
  });

  it('is refused to a member, and a super admin must name the organisation', async () => {
    const byMember = await member.rpc(
      'copy_template_to_organization' as never,
      { _template_id: TEMPLATE.tpm } as never,
    );
    expect(byMember.error).toMatchObject({ code: '42501' });
    expect(byMember.error?.message).toMatch(/^copy_refused:/);
    const unnamed = await superAdmin.rpc(
      'copy_template_to_organization' as never,
      { _template_id: TEMPLATE.tpm } as never,
    );
    expect(unnamed.error).toMatchObject({ code: '22023' });
    const named = await superAdmin.rpc(
      'copy_template_to_organization' as never,
      {
        _template_id: TEMPLATE.tpm,
        _organization_id: ORG.globex,
      } as never,
    );
    expect(named.error).toBeNull();
    const copy = await backend.db.query('select organization_id from public.assessment_templates where id = $1', [
      named.data,
    ]);
    expect(copy.rows).toEqual([{ organization_id: ORG.globex }]);
    // Globex's members read it once it is assigned to them, not before.
    const seenByGlobex = await globex
      .from('assessment_templates')
      .select('id')
      .eq('id', named.data as never);
    expect(seenByGlobex.data).toEqual([]);
  });

  it("refuses another organisation's template and an org admin's copy into another organisation", async () => {
    const acmeIntoGlobex = await superAdmin.rpc(
      'copy_template_to_organization' as never,
      {
        _template_id: TEMPLATE.twn,
        _organization_id: ORG.globex,
      } as never,
    );
    expect(acmeIntoGlobex.error).toMatchObject({ code: '42501' });
    const intoGlobex = await orgAdmin.rpc(
      'copy_template_to_organization' as never,
      {
        _template_id: TEMPLATE.tpm,
        _organization_id: ORG.globex,
      } as never,
    );
    expect(intoGlobex.error).toMatchObject({ code: '42501' });
    const unreadable = await globex.rpc(
      'copy_template_to_organization' as never,
      { _template_id: TEMPLATE.twn } as never,
    );
    expect(unreadable.error).toMatchObject({ code: '42501' });
  });
});

describe('copying a library program', () => {
  it('copies phases, activities of every type, forms with their questions and the prompt, all Acme’s', async () => {
    const { data, error } = await orgAdmin.rpc(
      'copy_program_to_organization' as never,
      {
        _program_id: LIBRARY_PROGRAM,
      } as never,
    );
    expect(error).toBeNull();
    const copyId = data as unknown as string;
    const { rows: program } = await backend.db.query<{ organization_id: string; template_id: string }>(
      'select organization_id, template_id from public.coaching_programs where id = $1',
      [copyId],
    );
    expect(program).toEqual([{ organization_id: ORG.acme, template_id: LIBRARY_PROGRAM }]);
    const activities = `select a.* from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id where ph.program_id = $1`;
    expect(await count(`select 1 from public.coaching_phases where program_id = $1`, [copyId])).toBe(3);
    const { rows: types } = await backend.db.query<{ activity_type: string }>(
      `select distinct activity_type from (${activities}) a order by 1`,
      [copyId],
    );
    expect(types.map((t) => t.activity_type)).toEqual([
      'ai_suggestion',
      'assignment',
      'assignment_form',
      'quiz',
      'simulation',
      'video',
      'workshop',
    ]);
    // Every form and prompt the copy's activities reach is Acme's, none is the library's.
    const { rows: reached } = await backend.db.query<{ org: string | null; questions: number }>(
      `select private.form_org(f.id) as org, (select count(*)::int from public.form_questions q where q.form_id = f.id) as questions
       from public.assignment_forms f
       where f.activity_id in (select id from (${activities}) a)
          or f.id in (select unnest(array[source_form_template_id, source_form_activity_id]) from (${activities}) a)
       order by 2`,
      [copyId],
    );
    expect(reached).toEqual([
      { org: ORG.acme, questions: 2 },
      { org: ORG.acme, questions: 8 },
    ]);
    const { rows: prompts } = await backend.db.query<{ organization_id: string | null }>(
      `select p.organization_id from public.ai_prompt_templates p where p.id in (select ai_prompt_template_id from (${activities}) a)`,
      [copyId],
    );
    expect(prompts).toEqual([{ organization_id: ORG.acme }]);

    const edited = await orgAdmin
      .from('coaching_programs')
      .update({ name: 'Percorso Acme' })
      .eq('id', copyId)
      .select('id');
    expect(edited.data).toHaveLength(1);
    const seenByGlobex = await globex.from('coaching_programs').select('id').eq('id', copyId);
    expect(seenByGlobex.data).toEqual([]);
    expect(await count(`select 1 from (${activities}) a`, [LIBRARY_PROGRAM])).toBe(7);
    expect(await count(`select 1 from public.assignment_forms where organization_id is null`, [])).toBe(2);
  });

  it('is refused to a member, and Acme’s own program is not copied into Globex', async () => {
    const byMember = await member.rpc(
      'copy_program_to_organization' as never,
      { _program_id: LIBRARY_PROGRAM } as never,
    );
    expect(byMember.error).toMatchObject({ code: '42501' });
    const acmeIntoGlobex = await superAdmin.rpc(
      'copy_program_to_organization' as never,
      {
        _program_id: PROGRAM_ID,
        _organization_id: ORG.globex,
      } as never,
    );
    expect(acmeIntoGlobex.error).toMatchObject({ code: '42501' });
    expect(await count(`select 1 from public.coaching_programs where organization_id = $1`, [ORG.globex])).toBe(0);
  });
});
