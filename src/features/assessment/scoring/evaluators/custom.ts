import { readFormula } from '../formula';
import { scoringErrors } from '../scoring-error';
import type { Evaluation, EvaluationContext, ScoreDetails } from '../types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const numberRecord = (v: unknown): Record<string, number> | undefined =>
  isRecord(v) && Object.values(v).every((n) => typeof n === 'number' && Number.isFinite(n))
    ? (v as Record<string, number>)
    : undefined;

/** Turns what the logic returned into an evaluation; it must be an object with a numeric score. */
export function interpretCustomResult(value: unknown): Evaluation {
  const score = isRecord(value) ? Number(value.score) : NaN;
  if (!isRecord(value) || value.score === null || value.score === '' || !Number.isFinite(score)) {
    throw scoringErrors.customLogicFailed('the logic must return an object with a numeric score');
  }
  const { score: _score, dimension_scores, dominant_profile, type, preferences, ...extra } = value;
  const details: Omit<ScoreDetails, 'warnings'> = {};
  const dims = numberRecord(dimension_scores);
  const prefs = numberRecord(preferences);
  if (dims) details.dimension_scores = dims;
  if (prefs) details.preferences = prefs;
  if (typeof dominant_profile === 'string') details.dominant_profile = dominant_profile;
  if (typeof type === 'string') details.type = type;
  if (Object.keys(extra).length > 0) details.extra = extra;
  return { score: Math.min(100, Math.max(0, Math.round(score))), details };
}

/** Runs calculation_formula.custom_logic in the injected sandbox (already checked by validation). */
export async function evaluateCustom({ rule, questions, answers, runner }: EvaluationContext): Promise<Evaluation> {
  const logic = readFormula(rule).custom_logic as string;
  const outcome = await runner.run(logic, { answers, questions });
  if (outcome.ok) return interpretCustomResult(outcome.value);
  if (outcome.kind === 'timeout') throw scoringErrors.timedOut(outcome.timeoutMs);
  if (outcome.kind === 'syntax')
    throw scoringErrors.validationFailed(`custom_logic does not parse: ${outcome.message}`);
  throw scoringErrors.customLogicFailed(outcome.message);
}
