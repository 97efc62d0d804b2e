import { DEFAULT_SLIDER, newKey } from './draft-factory';
import {
  ASSESSMENT_TYPES,
  EVALUATION_TYPES,
  RESPONSE_TYPES,
  type AssessmentType,
  type DraftOption,
  type DraftQuestion,
  type EvaluationType,
  type ResponseType,
  type TemplateDraft,
} from './draft-types';

/** The template columns the editor reads. */
export interface TemplateRow {
  id: string;
  organization_id: string | null;
  name: string;
  name_en?: string | null;
  description: string | null;
  description_en?: string | null;
  assessment_type_id: string;
  time_limit_minutes: number | null;
  estimated_minutes?: number | null;
  version?: number | null;
}

/** The question columns the editor reads. */
export interface QuestionRow {
  item_code: string;
  language: string;
  question_text: string;
  question_type: string | null;
  response_type: string;
  evaluation_type: string;
  options: unknown;
  is_required: boolean;
  help_text: string | null;
  metadata: unknown;
  order_index: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

function parse(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw.split(',').map((s) => s.trim());
  }
}

/** Options in the four stored shapes, read as a list of {id, text, profileCode, dimension}. */
function optionList(raw: unknown): Record<string, unknown>[] {
  const parsed = parse(raw);
  const list = Array.isArray(parsed)
    ? parsed
    : isRecord(parsed)
      ? (['options', 'choices', 'items', 'rows'].map((k) => parsed[k]).find(Array.isArray) ??
        Object.entries(parsed).map(([id, value]) => (isRecord(value) ? { id, ...value } : { id, text: value })))
      : [];
  return list.map((item, index) => (isRecord(item) ? item : { id: String(index), text: text(item) }));
}

function optionsOf(it: QuestionRow, en: QuestionRow | undefined): DraftOption[] {
  const english = en ? optionList(en.options) : [];
  return optionList(it.options).map((option, index) => {
    const id = text(option.id) || text(option.value) || String(index);
    const match = english.find((o) => (text(o.id) || text(o.value)) === id) ?? english[index];
    return {
      key: newKey('o'),
      id,
      text: { it: text(option.text ?? option.label), en: match ? text(match.text ?? match.label) : '' },
      profileCode: text(option.profileCode ?? option.profile_code),
      dimension: text(option.dimension),
    };
  });
}

function questionOf(it: QuestionRow, en: QuestionRow | undefined): DraftQuestion {
  const metadata = isRecord(parse(it.metadata)) ? (parse(it.metadata) as Record<string, unknown>) : {};
  const { section, dimension, min, max, step, ...extraMetadata } = metadata;
  const responseType: ResponseType = oneOf(RESPONSE_TYPES, it.response_type, 'likert_5');
  return {
    key: newKey('q'),
    itemCode: it.item_code,
    responseType,
    evaluationType: oneOf<EvaluationType>(EVALUATION_TYPES, it.evaluation_type, 'self'),
    questionType: it.question_type,
    text: { it: it.question_text, en: en?.question_text ?? '' },
    help: { it: it.help_text ?? '', en: en?.help_text ?? '' },
    required: it.is_required,
    section: text(section) === 'default' ? '' : text(section),
    dimension: text(dimension),
    options: optionsOf(it, en),
    slider: {
      min: typeof min === 'number' ? min : DEFAULT_SLIDER.min,
      max: typeof max === 'number' ? max : DEFAULT_SLIDER.max,
      step: typeof step === 'number' ? step : DEFAULT_SLIDER.step,
    },
    extraMetadata,
  };
}

/** A stored version as an editable draft whose publication makes the next version. */
export function draftFromRows(template: TemplateRow, rows: readonly QuestionRow[]): TemplateDraft {
  const key = (q: QuestionRow) => `${q.evaluation_type}|${q.item_code}`;
  const english = new Map(rows.filter((q) => q.language === 'en').map((q) => [key(q), q]));
  const italian = rows.filter((q) => q.language === 'it');
  // A template stored only in English still opens, its English read as the source text.
  const sources = italian.length > 0 ? italian : rows.filter((q) => q.language === 'en');
  const ordered = [...sources].sort((a, b) => a.order_index - b.order_index);
  return {
    sourceId: template.id,
    organizationId: template.organization_id,
    version: template.version ?? 1,
    name: { it: template.name, en: template.name_en ?? '' },
    description: { it: template.description ?? '', en: template.description_en ?? '' },
    assessmentTypeId: oneOf<AssessmentType>(ASSESSMENT_TYPES, template.assessment_type_id, 'tpm'),
    timeLimitMinutes: template.time_limit_minutes,
    estimatedMinutes: template.estimated_minutes ?? null,
    questions: ordered.map((q) => questionOf(q, italian.length > 0 ? english.get(key(q)) : undefined)),
    rule: null,
  };
}
