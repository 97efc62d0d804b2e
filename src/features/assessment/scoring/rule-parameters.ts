import { readScale } from './answer-values';
import { customLogicProblems } from './custom-logic/forbidden-patterns';
import { isKnownRuleType } from './evaluators';
import { readAxes } from './evaluators/mbti';
import { readFormula, readStringList } from './formula';
import type { ScoringRule } from './types';

/**
 * Problems with a rule's calculation_formula. Messages about a 'parameter' are recoverable (the
 * evaluator has a default) and end up as warnings; custom logic problems block.
 */
export function ruleProblems(rule: ScoringRule): { errors: string[]; warnings: string[] } {
  const formula = readFormula(rule);
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isKnownRuleType(rule.rule_type)) {
    warnings.push(`Unknown rule_type '${rule.rule_type}': the generic average fallback is used`);
  }
  if (formula.scale !== undefined && !readScale(formula.scale)) {
    errors.push("Invalid parameter 'scale': the default 1-5 is used");
  }
  if (rule.rule_type === 'dimension' && !readStringList(formula.dimensions)) {
    errors.push("Missing parameter 'dimensions': dimensions are taken from the questions");
  }
  if (rule.rule_type === 'alignment') {
    for (const key of ['passion_items', 'work_items']) {
      if (!readStringList(formula[key])) errors.push(`Missing parameter '${key}': no alignment is computed`);
    }
  }
  if (rule.rule_type === 'mbti' && formula.axes !== undefined && !readAxes(formula.axes)) {
    errors.push("Invalid parameter 'axes': the standard E/I, S/N, T/F, J/P axes are used");
  }
  if (rule.rule_type === 'custom') errors.push(...customLogicProblems(formula.custom_logic));
  return { errors, warnings };
}
