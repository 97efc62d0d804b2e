import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACK_SCHEMA } from './pack-schema';
import type { ProgramPack, TemplatePack } from './pack-types';
import { validatePack } from './validate-pack';

const template = (): TemplatePack => ({
  format: 'taas-content-pack',
  version: 1,
  exportedAt: '2025-01-21T10:00:00.000Z',
  kind: 'assessment-template',
  template: { name: 'Clima', assessment_type: 'leadership' },
  questions: [
    {
      item_code: 'Q1',
      language: 'it',
      question_text: 'Scegli',
      response_type: 'single_choice',
      evaluation_type: 'self',
      options: ['a'],
      is_required: true,
      metadata: {},
      order_index: 1,
    },
  ],
  scoring_rule: { name: 'Media', rule_type: 'average', calculation_formula: {} },
});

const activity = (extra: Partial<ProgramPack['phases'][number]['activities'][number]> = {}) => ({
  title: 'Attività',
  activity_type: 'assignment_form',
  order_index: 1,
  is_required: true,
  submission_required: true,
  team_leader_only: false,
  content_data: {},
  ...extra,
});

const program = (): ProgramPack => ({
  format: 'taas-content-pack',
  version: 1,
  exportedAt: '2025-01-21T10:00:00.000Z',
  kind: 'coaching-program',
  program: { name: 'Percorso' },
  phases: [1, 2, 3].map((n) => ({
    title: `Fase ${n}`,
    phase_number: n,
    duration_weeks: 2,
    learning_objectives: [],
    deliverables: [],
    activities: [activity({ form_ref: `form-${n}`, prompt_ref: 'prompt-1' })],
  })),
  forms: [1, 2, 3].map((n) => ({
    ref: `form-${n}`,
    title: 'Form',
    is_template: false,
    questions: [
      {
        question_text: 'Settore',
        question_type: 'single_choice',
        options: ['A', 'B'],
        is_required: true,
        order_index: 1,
      },
    ],
  })),
  prompts: [{ ref: 'prompt-1', name: 'P', system_prompt: 'S', user_prompt_template: 'U', output_format: 'free_text' }],
});

const errorsOf = (value: unknown) => {
  const check = validatePack(value);
  return check.ok ? [] : check.errors;
};

describe('validatePack', () => {
  it('accepts a well-formed template pack and program pack', () => {
    expect(validatePack(template()).ok).toBe(true);
    expect(validatePack(program()).ok).toBe(true);
  });

  it('names an unknown field by its path', () => {
    const pack = program() as unknown as { phases: Array<{ activities: Array<Record<string, unknown>> }> };
    pack.phases[1]!.activities[0]!.owner_id = 'x';
    expect(errorsOf(pack)).toEqual([{ path: 'phases[1].activities[0].owner_id', code: 'unknown_field' }]);
  });

  it('names a missing field and a wrong type by their paths', () => {
    const pack = template() as unknown as {
      template: Record<string, unknown>;
      questions: Array<Record<string, unknown>>;
    };
    delete pack.template.name;
    pack.questions[0]!.order_index = 'primo';
    expect(errorsOf(pack)).toEqual([
      { path: 'template.name', code: 'missing_field' },
      { path: 'questions[0].order_index', code: 'wrong_type' },
    ]);
  });

  it('names a value outside its list', () => {
    const pack = template();
    pack.questions[0]!.response_type = 'dropdown';
    expect(errorsOf(pack)).toEqual([{ path: 'questions[0].response_type', code: 'unknown_value' }]);
  });

  it('names an activity reference that is not in the file', () => {
    const pack = program();
    pack.phases[2]!.activities[0]!.form_ref = 'form-9';
    pack.phases[0]!.activities[0]!.prompt_ref = 'prompt-9';
    expect(errorsOf(pack)).toEqual([
      { path: 'phases[0].activities[0].prompt_ref', code: 'missing_reference' },
      { path: 'phases[2].activities[0].form_ref', code: 'missing_reference' },
    ]);
  });

  it('names a ref defined twice and a form owned by two activities', () => {
    const pack = program();
    pack.prompts.push({ ...pack.prompts[0]! });
    pack.phases[1]!.activities[0]!.form_ref = 'form-1';
    expect(errorsOf(pack)).toEqual([
      { path: 'prompts[1].ref', code: 'duplicate_reference' },
      { path: 'phases[1].activities[0].form_ref', code: 'duplicate_reference' },
    ]);
  });

  it('names a choice question without options', () => {
    const t = template();
    t.questions[0]!.options = [];
    expect(errorsOf(t)).toEqual([{ path: 'questions[0].options', code: 'no_options' }]);
    const p = program();
    p.forms[1]!.questions[0]!.options = ['solo una'];
    expect(errorsOf(p)).toEqual([{ path: 'forms[1].questions[0].options', code: 'no_options' }]);
  });

  it('refuses a version, a format or a kind it does not know, and what is not an object', () => {
    expect(errorsOf({ ...template(), version: 2 })).toEqual([{ path: 'version', code: 'unknown_version' }]);
    expect(errorsOf({ ...template(), format: 'zip' })).toEqual([{ path: 'format', code: 'unknown_format' }]);
    expect(errorsOf({ ...template(), kind: 'quiz' })).toEqual([{ path: 'kind', code: 'unknown_value' }]);
    expect(errorsOf([])).toEqual([{ path: '', code: 'wrong_type' }]);
  });

  it('uses the very field table the database checks with', () => {
    const sql = readFileSync(
      new URL('../../../../../supabase/migrations/20250121000100_create_content_pack_schema.sql', import.meta.url),
      'utf8',
    );
    const stored = sql.slice(sql.indexOf('$json$') + 6, sql.lastIndexOf('$json$'));
    expect(JSON.parse(stored)).toEqual(PACK_SCHEMA);
  });
});
