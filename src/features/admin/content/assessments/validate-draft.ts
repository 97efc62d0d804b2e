import { takesOptions } from './draft-factory';
import type { DraftQuestion, RuleDraft, TemplateDraft } from './draft-types';

/**
 * What keeps a draft from being published, each at the field that shows it. The database refuses
 * the same questions (check constraints on assessment_questions) and the same custom logic (a check
 * on scoring_rule_templates), so a direct write cannot store what this refuses.
 */
export type DraftProblem =
  | { field: string; code: 'name_missing' | 'no_questions' | 'time_limit_invalid' | 'estimate_invalid' }
  | { field: string; code: 'text_missing' | 'item_code_missing' | 'item_code_duplicate' }
  | { field: string; code: 'options_missing' | 'ranking_needs_two' | 'matrix_needs_row' | 'option_text_missing' }
  | { field: string; code: 'slider_bounds' | 'rule_scale' | 'rule_items_missing' | 'rule_dimensions_missing' }
  | { field: string; code: 'custom_logic'; detail: string };

/** Checks custom logic as the scorer does before running it: an empty list when acceptable. */
export type CustomLogicCheck = (logic: unknown) => string[];

/** Field ids: the editor puts each problem next to the input with this id. */
export const fieldId = {
  name: 'template-name',
  questions: 'template-questions',
  timeLimit: 'template-time-limit',
  estimate: 'template-estimate',
  question: (q: DraftQuestion, part: 'text' | 'itemCode' | 'options' | 'slider') => `question-${q.key}-${part}`,
  rule: (part: 'scale' | 'items' | 'dimensions' | 'logic') => `rule-${part}`,
};

const positiveOrNull = (n: number | null) => n === null || (Number.isInteger(n) && n > 0);

function questionProblems(q: DraftQuestion, duplicate: boolean): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (q.text.it.trim() === '') problems.push({ field: fieldId.question(q, 'text'), code: 'text_missing' });
  if (q.itemCode.trim() === '') problems.push({ field: fieldId.question(q, 'itemCode'), code: 'item_code_missing' });
  else if (duplicate) problems.push({ field: fieldId.question(q, 'itemCode'), code: 'item_code_duplicate' });
  const options = fieldId.question(q, 'options');
  const count = q.options.length;
  if ((q.responseType === 'single_choice' || q.responseType === 'multiple_choice') && count < 1)
    problems.push({ field: options, code: 'options_missing' });
  if (q.responseType === 'ranking' && count < 2) problems.push({ field: options, code: 'ranking_needs_two' });
  if (q.responseType === 'rating_matrix' && count < 1) problems.push({ field: options, code: 'matrix_needs_row' });
  if (takesOptions(q.responseType) && q.options.some((o) => o.text.it.trim() === ''))
    problems.push({ field: options, code: 'option_text_missing' });
  if (q.responseType === 'slider' && !(q.slider.max > q.slider.min && q.slider.step > 0))
    problems.push({ field: fieldId.question(q, 'slider'), code: 'slider_bounds' });
  return problems;
}

export function ruleProblems(rule: RuleDraft, checkCustomLogic: CustomLogicCheck): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (rule.ruleType !== 'custom' && !(rule.scaleMax > rule.scaleMin))
    problems.push({ field: fieldId.rule('scale'), code: 'rule_scale' });
  if (
    rule.ruleType === 'alignment' &&
    (!rule.passionItems.some((s) => s.trim()) || !rule.workItems.some((s) => s.trim()))
  )
    problems.push({ field: fieldId.rule('items'), code: 'rule_items_missing' });
  if ((rule.ruleType === 'dimension' || rule.ruleType === 'alignment') && !rule.dimensions.some((s) => s.trim()))
    problems.push({ field: fieldId.rule('dimensions'), code: 'rule_dimensions_missing' });
  if (rule.ruleType === 'custom')
    for (const detail of checkCustomLogic(rule.customLogic))
      problems.push({ field: fieldId.rule('logic'), code: 'custom_logic', detail });
  return problems;
}

/** Every problem of the draft; publishing is possible only when there is none. */
export function validateDraft(draft: TemplateDraft, checkCustomLogic: CustomLogicCheck): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.name.it.trim() === '') problems.push({ field: fieldId.name, code: 'name_missing' });
  if (!positiveOrNull(draft.timeLimitMinutes)) problems.push({ field: fieldId.timeLimit, code: 'time_limit_invalid' });
  if (!positiveOrNull(draft.estimatedMinutes)) problems.push({ field: fieldId.estimate, code: 'estimate_invalid' });
  if (draft.questions.length === 0) problems.push({ field: fieldId.questions, code: 'no_questions' });
  const seen = new Map<string, number>();
  for (const q of draft.questions) {
    const code = `${q.evaluationType}|${q.itemCode.trim()}`;
    seen.set(code, (seen.get(code) ?? 0) + 1);
  }
  for (const q of draft.questions)
    problems.push(...questionProblems(q, (seen.get(`${q.evaluationType}|${q.itemCode.trim()}`) ?? 0) > 1));
  if (draft.rule) problems.push(...ruleProblems(draft.rule, checkCustomLogic));
  return problems;
}

/** Fields whose English is missing while the Italian is there: flagged, not blocking. */
export function missingTranslations(draft: TemplateDraft): string[] {
  const missing: string[] = [];
  if (draft.name.it.trim() && !draft.name.en.trim()) missing.push(fieldId.name);
  for (const q of draft.questions) {
    if (q.text.it.trim() && !q.text.en.trim()) missing.push(fieldId.question(q, 'text'));
    if (q.options.some((o) => o.text.it.trim() && !o.text.en.trim())) missing.push(fieldId.question(q, 'options'));
  }
  return missing;
}
