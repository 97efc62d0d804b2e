// Shared by the scoring tests only.
import { createLocalRuleSource } from './rule-sources';
import type { CustomLogicRunner, ScoringQuestion, ScoringRule } from './types';

export const rule = (overrides: Partial<ScoringRule> & Pick<ScoringRule, 'rule_type'>): ScoringRule => ({
  id: `rule-${overrides.rule_type}`,
  name: overrides.rule_type,
  calculation_formula: {},
  applicable_assessment_types: ['leadership'],
  is_system_default: false,
  ...overrides,
});

export const rulesOf = (...rules: ScoringRule[]) => createLocalRuleSource(async () => rules);

export const likert = (item_code: string, metadata: Record<string, unknown> = {}): ScoringQuestion => ({
  item_code,
  response_type: 'likert_5',
  options: null,
  metadata,
});

/** A runner for tests that never touch custom logic. */
export const unusedRunner: CustomLogicRunner = {
  run: () => Promise.reject(new Error('the runner should not be called')),
};
