import { prepareQuestions } from '../prepare';
import { rule, unusedRunner } from '../test-fixtures';
import type { Answers, ScoringQuestion } from '../types';
import { evaluateMbti } from './mbti';

const mbti = rule({
  rule_type: 'mbti',
  calculation_formula: {
    axes: [
      ['E', 'I'],
      ['S', 'N'],
      ['T', 'F'],
      ['J', 'P'],
    ],
  },
});
const pair = (a: string, b: string) => [
  { id: a.toLowerCase(), text: `Polo ${a}`, profileCode: a, dimension: `${a}${b}` },
  { id: b.toLowerCase(), text: `Polo ${b}`, profileCode: b, dimension: `${a}${b}` },
];
const questions: ScoringQuestion[] = [
  { item_code: 'ei1', response_type: 'single_choice', options: pair('E', 'I'), metadata: { dimension: 'EI' } },
  { item_code: 'ei2', response_type: 'likert_5', metadata: { dimension: 'EI', pole: 'I' } },
  { item_code: 'sn1', response_type: 'single_choice', options: pair('S', 'N'), metadata: { dimension: 'SN' } },
  { item_code: 'tf1', response_type: 'slider', metadata: { dimension: 'TF', pole: 'T' } },
  { item_code: 'jp1', response_type: 'single_choice', options: pair('J', 'P'), metadata: { dimension: 'JP' } },
  { item_code: 'jp2', response_type: 'single_choice', options: pair('J', 'P'), metadata: { dimension: 'JP' } },
];
const evaluate = (answers: Answers) =>
  evaluateMbti({ rule: mbti, questions: prepareQuestions(questions), answers, runner: unusedRunner });

describe('the mbti rule', () => {
  it('gives preferences per pole, the 4-letter type and the mean clarity as score', () => {
    const result = evaluate({ ei1: 'e', ei2: '2', sn1: 'n', tf1: '80', jp1: 'p', jp2: 'j' });
    // E: 1 + 0.75 (likert 2 favours I by 0.25) = 1.75 of 2 -> 88; N 100; T 80; J/P 50/50
    expect(result.details.preferences).toEqual({ E: 88, I: 12, S: 0, N: 100, T: 80, F: 20, J: 50, P: 50 });
    expect(result.details.type).toBe('ENTJ');
    // clarity: 76, 100, 60, 0 -> 59
    expect(result.score).toBe(59);
  });

  it('reads an option by its text as well as its id', () => {
    expect(evaluate({ ei1: 'Polo I', sn1: 'Polo S', tf1: '10', jp1: 'Polo P' }).details.type).toBe('ISFP');
  });

  it('warns about axes without answers and splits them evenly', () => {
    const result = evaluate({ ei1: 'e' });
    expect(result.details.preferences?.S).toBe(50);
    expect(result.warnings).toContain('No answers count for axis SN');
  });
});
