import {
  DEFAULT_SCALE,
  fractionOn,
  optionNumber,
  parseMatrix,
  readScale,
  scaleAnswer,
  scaleFor,
  selectedOptions,
  toNumber,
  type Scale,
} from '../answer-values';
import { readFormula } from '../formula';
import { scoringErrors } from '../scoring-error';
import type { Answers, Evaluation, EvaluationContext, PreparedQuestion } from '../types';

const clampScore = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** An answer's numbers on the rule's scale (sliders and matrices are mapped onto it). */
function numbersOf(q: PreparedQuestion | undefined, value: string, scale: Scale): number[] {
  const onScale = (n: number, from: Scale) => scale.min + fractionOn(n, from) * (scale.max - scale.min);
  if (!q) return [toNumber(value)].filter((n): n is number => n !== undefined);
  switch (q.response_type) {
    case 'ranking':
    case 'date_advanced':
      return [];
    case 'slider': {
      const n = toNumber(value);
      return n === undefined ? [] : [onScale(n, scaleFor(q, scale))];
    }
    case 'single_choice':
    case 'multiple_choice':
      return selectedOptions(q, value)
        .map(optionNumber)
        .filter((n): n is number => n !== undefined);
    case 'rating_matrix': {
      const from = scaleFor(q, { min: 1, max: 5 });
      return Object.values(parseMatrix(value)).flatMap((c) => {
        const n = toNumber(c);
        return n === undefined ? [] : [onScale(n, from)];
      });
    }
    default: {
      const answer = scaleAnswer(q, value, scale);
      return answer === undefined ? [] : [onScale(answer.value, answer.scale)];
    }
  }
}

/** Average of the numeric answers / scale max × 100, rounded. */
export function averageScore(questions: PreparedQuestion[], answers: Answers, scale: Scale): Evaluation {
  if (Object.keys(answers).length === 0) throw scoringErrors.noAnswers();
  if (questions.length === 0) throw scoringErrors.noQuestions();
  const byCode = new Map(questions.map((q) => [q.item_code, q]));
  const numbers = Object.entries(answers).flatMap(([code, value]) => numbersOf(byCode.get(code), value, scale));
  if (numbers.length === 0) return { score: 0, details: {}, warnings: ['No numeric answers to average'] };
  const mean = numbers.reduce((a, b) => a + b, 0) / numbers.length;
  return { score: clampScore((mean / scale.max) * 100), details: {} };
}

export const evaluateAverage = ({ rule, questions, answers }: EvaluationContext): Evaluation =>
  averageScore(questions, answers, readScale(readFormula(rule).scale) ?? DEFAULT_SCALE);

/** The only built-in rule: the generic average on a 1-5 scale (for a rule_type this code does not know). */
export const evaluateGenericFallback = ({ questions, answers }: EvaluationContext): Evaluation =>
  averageScore(questions, answers, DEFAULT_SCALE);
