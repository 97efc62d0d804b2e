import { prepareQuestions } from '../prepare';
import { likert, rule, unusedRunner } from '../test-fixtures';
import type { Answers, ScoringQuestion, ScoringRule } from '../types';
import { evaluateAverage, evaluateGenericFallback } from './average';

const run = (evaluate: typeof evaluateAverage, r: ScoringRule, questions: ScoringQuestion[], answers: Answers) =>
  evaluate({ rule: r, questions: prepareQuestions(questions), answers, runner: unusedRunner });

describe('the average rule', () => {
  const average = rule({ rule_type: 'average', calculation_formula: { scale: { min: 1, max: 5 } } });

  it('is the average of numeric answers / scale max × 100, rounded', () => {
    // (4 + 5 + 2) / 3 = 3.667 -> 73.3 -> 73
    const questions = [likert('a'), likert('b'), likert('c')];
    expect(run(evaluateAverage, average, questions, { a: '4', b: '5', c: '2' }).score).toBe(73);
  });

  it('uses the scale of the formula', () => {
    const tenPoint = rule({ rule_type: 'average', calculation_formula: { scale: { min: 1, max: 10 } } });
    expect(run(evaluateAverage, tenPoint, [likert('a')], { a: '7' }).score).toBe(70);
  });

  it('maps sliders and matrices onto the scale, reads numeric choices and ignores rankings and dates', () => {
    const questions: ScoringQuestion[] = [
      { item_code: 's', response_type: 'slider', metadata: {} },
      { item_code: 'c', response_type: 'single_choice', options: ['1', '2', '3', '4', '5'] },
      { item_code: 'm', response_type: 'rating_matrix', options: ['r1', 'r2'] },
      { item_code: 'r', response_type: 'ranking', options: ['A', 'B'] },
      { item_code: 'd', response_type: 'date_advanced' },
    ];
    const answers = { s: '100', c: '3', m: '{"r1":"5","r2":"1"}', r: '["A","B"]', d: '2026-01-01T09:00' };
    // values 5, 3, 5, 1 -> mean 3.5 -> 70
    expect(run(evaluateAverage, average, questions, answers).score).toBe(70);
  });

  it("answers 'No answers provided' and 'No questions provided'", () => {
    expect(() => run(evaluateAverage, average, [likert('a')], {})).toThrow('No answers provided');
    expect(() => run(evaluateAverage, average, [], { a: '3' })).toThrow('No questions provided');
  });
});

describe('the generic fallback', () => {
  it('averages answer values on a 1-5 scale whatever the formula says', () => {
    const odd = rule({ rule_type: 'legacy', calculation_formula: { scale: { min: 1, max: 10 } } });
    expect(run(evaluateGenericFallback, odd, [likert('a'), likert('b')], { a: '3', b: '4' }).score).toBe(70);
  });
});
