import { DEFAULT_SCALE, readScale, type Scale } from '../answer-values';
import { readFormula, readStringList } from '../formula';
import type { Evaluation, EvaluationContext, PreparedQuestion } from '../types';
import { dimensionTotals, discoverDimensions } from './dimension';

interface Profile {
  /** Percent per dimension (0-100, unrounded); null when no answer of the group counts. */
  percents: Record<string, number> | null;
  dominant: string | null;
}

function profileOf(questions: PreparedQuestion[], ctx: EvaluationContext, dimensions: string[], scale: Scale): Profile {
  const totals = dimensionTotals(questions, ctx.answers, dimensions, scale);
  const percents: Record<string, number> = {};
  let counted = false;
  for (const [d, { earned, possible }] of totals) {
    percents[d] = possible > 0 ? (earned / possible) * 100 : 0;
    counted ||= possible > 0;
  }
  if (!counted) return { percents: null, dominant: null };
  // Ties go to the dimension listed first in the rule.
  const dominant = dimensions.reduce(
    (best, d) => ((percents[d] ?? 0) > (percents[best] ?? 0) ? d : best),
    dimensions[0]!,
  );
  return { percents, dominant };
}

/** Overlap of the two profiles as shares of their totals: 100 when they are spread alike, 0 when they share nothing. */
export function profileOverlap(a: Record<string, number>, b: Record<string, number>): number | null {
  const keys = Object.keys(a);
  const sumA = keys.reduce((s, k) => s + (a[k] ?? 0), 0);
  const sumB = keys.reduce((s, k) => s + (b[k] ?? 0), 0);
  if (sumA <= 0 || sumB <= 0) return null;
  return keys.reduce((s, k) => s + Math.min((a[k] ?? 0) / sumA, (b[k] ?? 0) / sumB), 0) * 100;
}

const rounded = (percents: Record<string, number>) =>
  Object.fromEntries(Object.entries(percents).map(([d, v]) => [d, Math.round(v)]));

/**
 * Personality-work alignment: the rule names the questions about what the person is passionate about
 * (`passion_items`) and those about what their work mostly asks of them (`work_items`), by item code.
 * Each group gives a profile over the rule's dimensions (as the dimension rule counts answers); the
 * dominant passion and the prevalent work are their strongest dimensions, and the alignment (the score)
 * is how much the two profiles overlap, in percent.
 */
export function evaluateAlignment(ctx: EvaluationContext): Evaluation {
  const formula = readFormula(ctx.rule);
  const scale = readScale(formula.scale) ?? DEFAULT_SCALE;
  const dimensions = readStringList(formula.dimensions) ?? discoverDimensions(ctx.questions);
  const group = (key: string) => {
    const codes = new Set(readStringList(formula[key]) ?? []);
    return ctx.questions.filter((q) => codes.has(q.item_code));
  };
  const passion = profileOf(group('passion_items'), ctx, dimensions, scale);
  const work = profileOf(group('work_items'), ctx, dimensions, scale);
  const warnings: string[] = [];
  if (!passion.percents) warnings.push('No answers count for the passion questions');
  if (!work.percents) warnings.push('No answers count for the work questions');
  const overlap = passion.percents && work.percents ? profileOverlap(passion.percents, work.percents) : null;
  const alignment = overlap === null ? null : Math.round(overlap);
  const extra = {
    ...(passion.percents ? { passion_scores: rounded(passion.percents) } : {}),
    ...(work.percents ? { work_scores: rounded(work.percents) } : {}),
  };
  return {
    score: alignment ?? 0,
    details: {
      ...(alignment !== null ? { alignment } : {}),
      ...(passion.dominant ? { dominant_passion: passion.dominant } : {}),
      ...(work.dominant ? { prevalent_work: work.dominant } : {}),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    },
    warnings,
  };
}
