import { describe, expect, it } from 'vitest';
import { newQuestion, newRule, newTemplate } from './draft-factory';
import type { DraftQuestion, ResponseType, TemplateDraft } from './draft-types';
import { fieldId, missingTranslations, validateDraft } from './validate-draft';

const noCustomProblems = () => [];
const forbidEval = (logic: unknown) =>
  typeof logic === 'string' && logic.includes('eval') ? ['custom_logic uses a forbidden pattern: eval'] : [];

function draftWith(type: ResponseType, change: (q: DraftQuestion) => void = () => {}): TemplateDraft {
  const draft = newTemplate('org');
  draft.name.it = 'Modello';
  const q = newQuestion([], type);
  q.text.it = 'Domanda';
  q.options.forEach((o, i) => (o.text.it = `Opzione ${i}`));
  change(q);
  draft.questions = [q];
  return draft;
}
const codes = (draft: TemplateDraft, check = noCustomProblems) => validateDraft(draft, check).map((p) => p.code);

describe('validateDraft', () => {
  it('accepts a complete template of every response type', () => {
    for (const type of [
      'single_choice',
      'multiple_choice',
      'likert_5',
      'likert_scale',
      'slider',
      'ranking',
      'rating_matrix',
      'date_advanced',
    ] as const)
      expect(codes(draftWith(type))).toEqual([]);
  });

  it('puts a missing name and an empty template at their fields', () => {
    const draft = newTemplate(null);
    expect(validateDraft(draft, noCustomProblems)).toEqual([
      { field: fieldId.name, code: 'name_missing' },
      { field: fieldId.questions, code: 'no_questions' },
    ]);
  });

  it('refuses an empty question at its text', () => {
    const draft = draftWith('likert_5', (q) => (q.text.it = '   '));
    expect(validateDraft(draft, noCustomProblems)).toEqual([
      { field: fieldId.question(draft.questions[0]!, 'text'), code: 'text_missing' },
    ]);
  });

  it('refuses a choice with no options, a ranking with one, a matrix with no rows', () => {
    expect(codes(draftWith('single_choice', (q) => (q.options = [])))).toEqual(['options_missing']);
    expect(codes(draftWith('multiple_choice', (q) => (q.options = [])))).toEqual(['options_missing']);
    expect(codes(draftWith('ranking', (q) => (q.options = q.options.slice(0, 1))))).toEqual(['ranking_needs_two']);
    expect(codes(draftWith('rating_matrix', (q) => (q.options = [])))).toEqual(['matrix_needs_row']);
  });

  it('refuses an option without text and a slider whose maximum is not above its minimum', () => {
    expect(codes(draftWith('single_choice', (q) => (q.options[1]!.text.it = '')))).toEqual(['option_text_missing']);
    expect(codes(draftWith('slider', (q) => (q.slider = { min: 10, max: 10, step: 1 })))).toEqual(['slider_bounds']);
  });

  it('refuses two questions with the same item code', () => {
    const draft = draftWith('likert_5');
    const twin = { ...draft.questions[0]!, key: 'other' };
    draft.questions.push(twin);
    expect(codes(draft)).toEqual(['item_code_duplicate', 'item_code_duplicate']);
  });

  it("reports custom logic's forbidden pattern with the scorer's message", () => {
    const draft = draftWith('likert_5');
    draft.rule = { ...newRule('custom'), customLogic: 'return { score: eval("1") };' };
    expect(validateDraft(draft, forbidEval)).toEqual([
      { field: fieldId.rule('logic'), code: 'custom_logic', detail: 'custom_logic uses a forbidden pattern: eval' },
    ]);
  });

  it('asks an alignment rule for its passion and work items', () => {
    const draft = draftWith('likert_5');
    draft.rule = newRule('alignment');
    expect(codes(draft)).toEqual(['rule_items_missing']);
  });
});

describe('missingTranslations', () => {
  it('flags the fields with Italian but no English', () => {
    const draft = draftWith('single_choice');
    const q = draft.questions[0]!;
    expect(missingTranslations(draft)).toEqual([
      fieldId.name,
      fieldId.question(q, 'text'),
      fieldId.question(q, 'options'),
    ]);
    draft.name.en = 'Template';
    q.text.en = 'Question';
    q.options.forEach((o) => (o.text.en = 'Option'));
    expect(missingTranslations(draft)).toEqual([]);
  });
});
