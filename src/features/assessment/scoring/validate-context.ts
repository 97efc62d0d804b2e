import { ruleProblems } from './rule-parameters';
import { scoringErrors } from './scoring-error';
import type { ScoringQuestion, ScoringRule } from './types';

export interface ContextToValidate {
  assessmentType: string | null | undefined;
  answers: Readonly<Record<string, unknown>> | null | undefined;
  questions: readonly ScoringQuestion[] | null | undefined;
  rule?: ScoringRule;
}

export interface ValidationReport {
  errors: string[];
  warnings: string[];
}

const isAnswered = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/** Checks the scoring context: errors for what is missing, warnings for answers and questions that do not pair up. */
export function validateScoringContext({
  assessmentType,
  answers,
  questions,
  rule,
}: ContextToValidate): ValidationReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!assessmentType) errors.push('assessment type is missing');
  const answersOk = typeof answers === 'object' && answers !== null && !Array.isArray(answers);
  if (!answersOk) errors.push('answers are missing');
  if (!Array.isArray(questions)) errors.push('questions are missing');
  if (answersOk && Array.isArray(questions)) {
    const keys = new Set(questions.flatMap((q) => (q.id ? [q.item_code, q.id] : [q.item_code])));
    for (const q of questions) {
      if (!isAnswered(answers[q.item_code]) && !(q.id && isAnswered(answers[q.id]))) {
        warnings.push(`Question ${q.item_code} has no answer`);
      }
    }
    for (const key of Object.keys(answers)) {
      if (!keys.has(key)) warnings.push(`Answer ${key} matches no question`);
    }
  }
  if (rule) {
    const problems = ruleProblems(rule);
    errors.push(...problems.errors);
    warnings.push(...problems.warnings);
  }
  return downgradeParameterErrors({ errors, warnings });
}

/** Errors mentioning a 'parameter' become warnings; the others stay blocking. */
export function downgradeParameterErrors({ errors, warnings }: ValidationReport): ValidationReport {
  const isParameter = (e: string) => /parameter/i.test(e);
  return { errors: errors.filter((e) => !isParameter(e)), warnings: [...warnings, ...errors.filter(isParameter)] };
}

/** Throws 'Validation failed: ...' when blocking errors remain; returns the warnings. */
export function assertValid(report: ValidationReport): string[] {
  if (report.errors.length > 0) throw scoringErrors.validationFailed(report.errors.join('; '));
  return report.warnings;
}
