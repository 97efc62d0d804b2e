import { evaluatorFor } from './evaluators';
import { prepareAnswers, prepareQuestions } from './prepare';
import { assessmentTypeOf, findRule } from './resolve-rule';
import { ruleProblems } from './rule-parameters';
import { createScoreCache, type ScoreCache } from './score-cache';
import type { CustomLogicRunner, ScoreInput, ScoreResult, ScoringRuleSource } from './types';
import { assertValid, downgradeParameterErrors, validateScoringContext } from './validate-context';

export interface ScoringDeps {
  /** Backend rules online, the local copy offline (see rule-sources.ts). */
  rules: ScoringRuleSource;
  /** The sandbox for custom logic: a Web Worker in the browser, worker_threads in Node. */
  runner: CustomLogicRunner;
  cache?: ScoreCache;
}

/**
 * Scores an assessment with the rule configured in the database for its type. Throws a
 * ScoringError with the spec's message when the type, the rule or the context is unusable.
 */
export async function calculateScore(input: ScoreInput, deps: ScoringDeps): Promise<ScoreResult> {
  const assessmentType = assessmentTypeOf(input);
  const contextWarnings = assertValid(
    validateScoringContext({ assessmentType, answers: input.answers, questions: input.questions }),
  );
  const rule = await findRule(deps.rules, assessmentType, input.ruleId);
  const ruleWarnings = assertValid(downgradeParameterErrors(ruleProblems(rule)));

  const questions = input.questions ?? [];
  const answers = prepareAnswers(input.answers ?? {}, questions);
  const cached = deps.cache?.get(assessmentType, rule.id, answers);
  if (cached) return cached;

  const evaluation = await evaluatorFor(rule.rule_type)({
    rule,
    questions: prepareQuestions(questions),
    answers,
    runner: deps.runner,
  });
  const result: ScoreResult = {
    score: Math.min(100, Math.max(0, Math.round(evaluation.score))),
    assessmentType,
    ruleId: rule.id,
    ruleType: rule.rule_type,
    details: { ...evaluation.details, warnings: [...contextWarnings, ...ruleWarnings, ...(evaluation.warnings ?? [])] },
  };
  deps.cache?.set(assessmentType, rule.id, answers, result);
  return result;
}

/** A scorer with its own cache; on load it clears the cache for the listed types (their rules may have changed). */
export function createScorer({
  clearTypesOnLoad = [],
  cache = createScoreCache(),
  ...deps
}: Omit<ScoringDeps, 'cache'> & { cache?: ScoreCache; clearTypesOnLoad?: readonly string[] }) {
  cache.clearForTypes(clearTypesOnLoad);
  return {
    cache,
    calculateScore: (input: ScoreInput) => calculateScore(input, { ...deps, cache }),
  };
}
