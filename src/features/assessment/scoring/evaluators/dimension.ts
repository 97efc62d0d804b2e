import { DEFAULT_SCALE, readScale, type Scale } from '../answer-values';
import { readFormula, readStringList } from '../formula';
import type { Evaluation, EvaluationContext, PreparedQuestion } from '../types';
import { readAnswer, sumByKey } from './readings';

const norm = (s: string) => s.trim().toLowerCase();

/** Maps a code to a dimension: its name (any case) or, when unambiguous, its initial ('C' -> Create). */
function dimensionMatcher(dimensions: string[]) {
  return (code: string): string | undefined => {
    const exact = dimensions.find((d) => norm(d) === norm(code));
    if (exact) return exact;
    const byInitial = dimensions.filter((d) => norm(code).length === 1 && norm(d).startsWith(norm(code)));
    return byInitial.length === 1 ? byInitial[0] : undefined;
  };
}

/** Dimensions named by question metadata and options, in order of appearance. */
export function discoverDimensions(questions: PreparedQuestion[]): string[] {
  const found = new Set<string>();
  for (const q of questions) {
    if (typeof q.metadata.dimension === 'string') found.add(q.metadata.dimension);
    for (const o of q.options) if (o.dimension) found.add(o.dimension);
  }
  return [...found];
}

/** Points earned and possible per dimension over `questions` (the answers that count for each). */
export function dimensionTotals(
  questions: PreparedQuestion[],
  answers: EvaluationContext['answers'],
  dimensions: string[],
  scale: Scale,
): Map<string, { earned: number; possible: number }> {
  const match = dimensionMatcher(dimensions);
  const totals = new Map(dimensions.map((d) => [d, { earned: 0, possible: 0 }]));

  for (const q of questions) {
    const value = answers[q.item_code];
    if (value === undefined) continue;
    const own = typeof q.metadata.dimension === 'string' ? q.metadata.dimension : undefined;
    const keyOf = (labels: string[]) => {
      for (const label of labels.length > 0 ? labels : own ? [own] : []) {
        const d = match(label);
        if (d) return d;
      }
      return undefined;
    };
    for (const [d, sum] of sumByKey(q, readAnswer(q, value, scale), keyOf)) {
      const total = totals.get(d);
      if (!total) continue;
      total.earned += sum.earned;
      total.possible += sum.possible;
    }
  }

  return totals;
}

/** TPM-style: a percentage per dimension, their mean as the score, and the dominant dimension. */
export function evaluateDimension({ rule, questions, answers }: EvaluationContext): Evaluation {
  const formula = readFormula(rule);
  const scale = readScale(formula.scale) ?? DEFAULT_SCALE;
  const dimensions = readStringList(formula.dimensions) ?? discoverDimensions(questions);
  const totals = dimensionTotals(questions, answers, dimensions, scale);
  const warnings: string[] = [];
  const dimension_scores: Record<string, number> = {};
  const scored: number[] = [];
  for (const [d, { earned, possible }] of totals) {
    const percent = possible > 0 ? (earned / possible) * 100 : 0;
    dimension_scores[d] = Math.round(percent);
    if (possible > 0) scored.push(percent);
    else warnings.push(`No answers count for dimension ${d}`);
  }
  const dominant = dimensions.reduce<string | undefined>(
    (best, d) => (best === undefined || (dimension_scores[d] ?? 0) > (dimension_scores[best] ?? 0) ? d : best),
    undefined,
  );
  const score = scored.length > 0 ? Math.round(scored.reduce((a, b) => a + b, 0) / scored.length) : 0;
  const resultKey = typeof formula.result_key === 'string' ? formula.result_key : 'dominant_profile';
  return {
    score,
    details: {
      dimension_scores,
      ...(dominant !== undefined && scored.length > 0 ? { dominant_profile: dominant } : {}),
      ...(resultKey !== 'dominant_profile' && dominant !== undefined ? { extra: { [resultKey]: dominant } } : {}),
    },
    warnings,
  };
}
