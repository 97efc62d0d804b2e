import type { NormalizedOption, PreparedQuestion } from './types';

export interface Scale {
  min: number;
  max: number;
}

export const DEFAULT_SCALE: Scale = { min: 1, max: 5 };
const SLIDER_SCALE: Scale = { min: 0, max: 100 };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** A {min, max} object with max > min, else undefined. */
export function readScale(raw: unknown): Scale | undefined {
  if (!isRecord(raw)) return undefined;
  const min = toNumber(raw.min);
  const max = toNumber(raw.max);
  return min !== undefined && max !== undefined && max > min ? { min, max } : undefined;
}

/** The question's own scale (metadata.scale), else the rule's, else 1-5; sliders are 0-100. */
export function scaleFor(question: PreparedQuestion, ruleScale: Scale = DEFAULT_SCALE): Scale {
  const own = readScale(question.metadata.scale);
  if (own) return own;
  if (question.response_type === 'rating_matrix' && Array.isArray(question.metadata.columns)) {
    const columns = question.metadata.columns.map(toNumber).filter((n): n is number => n !== undefined);
    if (columns.length > 1) return readScale({ min: Math.min(...columns), max: Math.max(...columns) }) ?? ruleScale;
  }
  if (question.response_type === 'slider') {
    return readScale({ min: question.metadata.min ?? 0, max: question.metadata.max ?? 100 }) ?? SLIDER_SCALE;
  }
  return ruleScale;
}

export const fractionOn = (value: number, { min, max }: Scale): number =>
  Math.min(1, Math.max(0, (value - min) / (max - min)));

/** A JSON list (ranking, multiple choice) or, failing that, a comma-separated list. */
export function parseList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map((item) => String(item));
  } catch {
    // fall through
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A rating_matrix answer: JSON object row -> chosen column. */
export function parseMatrix(value: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(value);
    if (isRecord(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([row, column]) => [row, String(column)]));
    }
  } catch {
    // fall through
  }
  return {};
}

const same = (a: string | number | undefined, b: string) =>
  a !== undefined && String(a).trim().toLowerCase() === b.trim().toLowerCase();

/** The option an answer token names, by id, text, profileCode or value. */
export function findOption(options: readonly NormalizedOption[], token: string): NormalizedOption | undefined {
  return (
    options.find((o) => same(o.id, token)) ??
    options.find((o) => same(o.text, token)) ??
    options.find((o) => same(o.profileCode, token)) ??
    options.find((o) => same(o.value, token))
  );
}

/** The options a choice answer selected (multiple choice: a JSON or comma list, or one option). */
export function selectedOptions(question: PreparedQuestion, value: string): NormalizedOption[] {
  const whole = findOption(question.options, value);
  if (whole) return [whole];
  if (question.response_type !== 'multiple_choice') return [];
  return parseList(value).flatMap((token) => findOption(question.options, token) ?? []);
}

/** The numeric value of an option: its value, else its id or text when numeric. */
export const optionNumber = (option: NormalizedOption): number | undefined =>
  toNumber(option.value) ?? toNumber(option.id) ?? toNumber(option.text);

/**
 * A scale answer: the number given, or (for a likert question with labelled options, answered
 * with a label or option id) the option's position 1..n on a 1..n scale.
 */
export function scaleAnswer(
  question: PreparedQuestion,
  value: string,
  ruleScale: Scale,
): { value: number; scale: Scale } | undefined {
  const n = toNumber(value);
  if (n !== undefined) return { value: n, scale: scaleFor(question, ruleScale) };
  const option = findOption(question.options, value);
  if (!option || question.options.length < 2) return undefined;
  return { value: question.options.indexOf(option) + 1, scale: { min: 1, max: question.options.length } };
}
