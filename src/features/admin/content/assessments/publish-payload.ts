import { takesOptions } from './draft-factory';
import type { DraftQuestion, Language, RuleDraft, TemplateDraft } from './draft-types';

/** One assessment_questions row as publish_template_version stores it. */
export interface QuestionRowPayload {
  item_code: string;
  language: Language;
  question_text: string;
  question_type: string | null;
  response_type: string;
  evaluation_type: string;
  options: unknown[] | null;
  is_required: boolean;
  help_text: string | null;
  metadata: Record<string, unknown>;
  order_index: number;
}

export interface PublishPayload {
  source_id: string | null;
  organization_id: string | null;
  name: string;
  name_en: string | null;
  description: string | null;
  description_en: string | null;
  assessment_type_id: string;
  time_limit_minutes: number | null;
  estimated_minutes: number | null;
  questions: QuestionRowPayload[];
  rule: { name: string; rule_type: string; calculation_formula: Record<string, unknown> } | null;
}

const trimmedOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** English exists only when every question has it: a half-English template would mix languages for the member. */
export const hasCompleteEnglish = (draft: TemplateDraft): boolean =>
  draft.questions.length > 0 &&
  draft.questions.every((q) => q.text.en.trim() !== '' && q.options.every((o) => o.text.en.trim() !== ''));

/** Options as the widgets and the scorer read them: {id, text, profileCode, dimension}. */
function optionsIn(question: DraftQuestion, language: Language): unknown[] | null {
  if (!takesOptions(question.responseType) || question.options.length === 0) return null;
  return question.options.map((option) => ({
    id: option.id.trim() || option.key,
    text: (language === 'en' ? option.text.en : option.text.it).trim() || option.text.it.trim(),
    ...(option.profileCode.trim() ? { profileCode: option.profileCode.trim() } : {}),
    ...(option.dimension.trim() ? { dimension: option.dimension.trim() } : {}),
  }));
}

function metadataOf(question: DraftQuestion): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    ...question.extraMetadata,
    section: question.section.trim() || 'default',
  };
  if (question.dimension.trim()) metadata.dimension = question.dimension.trim();
  else delete metadata.dimension;
  if (question.responseType === 'slider') Object.assign(metadata, question.slider);
  return metadata;
}

function rowsOf(question: DraftQuestion, index: number, languages: Language[]): QuestionRowPayload[] {
  const metadata = metadataOf(question);
  return languages.map((language) => ({
    item_code: question.itemCode.trim(),
    language,
    question_text: question.text[language].trim(),
    question_type: question.questionType,
    response_type: question.responseType,
    evaluation_type: question.evaluationType,
    options: optionsIn(question, language),
    is_required: question.required,
    help_text: trimmedOrNull(question.help[language]) ?? (language === 'en' ? trimmedOrNull(question.help.it) : null),
    metadata,
    order_index: index + 1,
  }));
}

const nonEmpty = (items: readonly string[]) => items.map((s) => s.trim()).filter((s) => s !== '');

/** calculation_formula for each rule kind, with the keys the scorer's evaluators read. */
export function formulaOf(rule: RuleDraft): Record<string, unknown> {
  const scale = { min: rule.scaleMin, max: rule.scaleMax };
  switch (rule.ruleType) {
    case 'average':
      return { scale };
    case 'dimension':
      return { scale, dimensions: nonEmpty(rule.dimensions), result_key: 'dominant_profile' };
    case 'mbti':
      return { scale };
    case 'alignment':
      return {
        scale,
        dimensions: nonEmpty(rule.dimensions),
        passion_items: nonEmpty(rule.passionItems),
        work_items: nonEmpty(rule.workItems),
      };
    case 'custom':
      return { custom_logic: rule.customLogic };
  }
}

/** The draft as publish_template_version takes it: Italian rows always, English rows when complete. */
export function toPublishPayload(draft: TemplateDraft): PublishPayload {
  const languages: Language[] = hasCompleteEnglish(draft) ? ['it', 'en'] : ['it'];
  return {
    source_id: draft.sourceId,
    organization_id: draft.organizationId,
    name: draft.name.it.trim(),
    name_en: trimmedOrNull(draft.name.en),
    description: trimmedOrNull(draft.description.it),
    description_en: trimmedOrNull(draft.description.en),
    assessment_type_id: draft.assessmentTypeId,
    time_limit_minutes: draft.timeLimitMinutes,
    estimated_minutes: draft.estimatedMinutes,
    questions: draft.questions.flatMap((q, index) => rowsOf(q, index, languages)),
    rule: draft.rule
      ? { name: draft.rule.name.trim(), rule_type: draft.rule.ruleType, calculation_formula: formulaOf(draft.rule) }
      : null,
  };
}
