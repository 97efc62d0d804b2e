import {
  findOption,
  fractionOn,
  parseList,
  parseMatrix,
  scaleAnswer,
  scaleFor,
  selectedOptions,
  toNumber,
  type Scale,
} from '../answer-values';
import type { NormalizedOption, PreparedQuestion } from '../types';

/**
 * One contribution of an answer: `labels` are the codes it counts for (an option's profileCode
 * and dimension, in that order; empty for a plain numeric answer, which belongs to the
 * question's metadata), `earned` out of `possible` points.
 */
export interface Reading {
  labels: string[];
  earned: number;
  possible: number;
}

const labelsOf = (option: NormalizedOption): string[] =>
  [option.profileCode, option.dimension].filter((l): l is string => typeof l === 'string' && l.trim() !== '');

const isReversed = (q: PreparedQuestion) => q.metadata.reverse === true || q.metadata.reverse_scored === true;

function numeric(q: PreparedQuestion, value: number, scale: Scale, labels: string[] = []): Reading {
  const fraction = fractionOn(value, scale);
  return { labels, earned: isReversed(q) ? 1 - fraction : fraction, possible: 1 };
}

function choice(q: PreparedQuestion, value: string, ruleScale: Scale): Reading[] {
  const selected = selectedOptions(q, value);
  if (q.options.some((o) => labelsOf(o).length > 0)) {
    return q.options.map((o) => ({ labels: labelsOf(o), earned: selected.includes(o) ? 1 : 0, possible: 1 }));
  }
  const numbers = selected.map((o) => toNumber(o.value) ?? toNumber(o.id) ?? toNumber(o.text));
  const n = numbers.find((x) => x !== undefined) ?? toNumber(value);
  return n === undefined ? [] : [numeric(q, n, scaleFor(q, ruleScale))];
}

function ranking(q: PreparedQuestion, value: string): Reading[] {
  const order = parseList(value);
  const n = order.length;
  return order.map((token, position) => {
    const option = findOption(q.options, token);
    // (n - position) points out of n, so a ranking weighs as much as any other question.
    return { labels: option ? [...labelsOf(option), token] : [token], earned: (n - position) / n, possible: 1 };
  });
}

function matrix(q: PreparedQuestion, value: string): Reading[] {
  const scale = scaleFor(q, { min: 1, max: 5 });
  return Object.entries(parseMatrix(value)).flatMap(([row, column]) => {
    const n = toNumber(column);
    if (n === undefined) return [];
    const option = findOption(q.options, row);
    return [numeric(q, n, scale, option ? labelsOf(option) : [])];
  });
}

/** How an answer counts, by response type (date_advanced and unparseable values count for nothing). */
export function readAnswer(q: PreparedQuestion, value: string, ruleScale: Scale): Reading[] {
  switch (q.response_type) {
    case 'date_advanced':
      return [];
    case 'single_choice':
    case 'multiple_choice':
      return choice(q, value, ruleScale);
    case 'ranking':
      return ranking(q, value);
    case 'rating_matrix':
      return matrix(q, value);
    default: {
      const answer = scaleAnswer(q, value, ruleScale);
      return answer === undefined ? [] : [numeric(q, answer.value, answer.scale)];
    }
  }
}

/** Sums a question's readings per key; a single choice offers each key at most once. */
export function sumByKey(
  q: PreparedQuestion,
  readings: Reading[],
  keyOf: (labels: string[]) => string | undefined,
): Map<string, { earned: number; possible: number }> {
  const sums = new Map<string, { earned: number; possible: number }>();
  for (const r of readings) {
    const key = keyOf(r.labels);
    if (key === undefined) continue;
    const sum = sums.get(key) ?? { earned: 0, possible: 0 };
    sum.earned += r.earned;
    sum.possible += r.possible;
    sums.set(key, sum);
  }
  if (q.response_type === 'single_choice') {
    for (const sum of sums.values()) sum.possible = Math.min(sum.possible, 1);
  }
  return sums;
}
