import type { Evaluator } from '../types';
import { evaluateAlignment } from './alignment';
import { evaluateAverage, evaluateGenericFallback } from './average';
import { evaluateCustom } from './custom';
import { evaluateDimension } from './dimension';
import { evaluateMbti } from './mbti';

const EVALUATORS: Record<string, Evaluator> = {
  average: evaluateAverage,
  dimension: evaluateDimension,
  mbti: evaluateMbti,
  custom: evaluateCustom,
  alignment: evaluateAlignment,
};

export const isKnownRuleType = (ruleType: string) => Object.hasOwn(EVALUATORS, ruleType);

/** The evaluator for a rule_type; an unknown type gets the generic fallback. */
export const evaluatorFor = (ruleType: string): Evaluator => EVALUATORS[ruleType] ?? evaluateGenericFallback;
