import { prepareQuestions } from '../prepare';
import { rule, unusedRunner } from '../test-fixtures';
import type { Answers, ScoringQuestion } from '../types';
import { evaluateDimension } from './dimension';

const tpm = rule({
  rule_type: 'dimension',
  calculation_formula: {
    scale: { min: 1, max: 5 },
    dimensions: ['Create', 'Relate', 'Organize'],
    result_key: 'dominant_profile',
  },
});
const choices = [
  { id: 'c', text: 'Invento', profileCode: 'C', dimension: 'Create' },
  { id: 'r', text: 'Ascolto', profileCode: 'R', dimension: 'Relate' },
  { id: 'o', text: 'Pianifico', profileCode: 'O', dimension: 'Organize' },
];
const questions: ScoringQuestion[] = [
  { item_code: 'l1', response_type: 'likert_5', metadata: { dimension: 'Create' } },
  { item_code: 'l2', response_type: 'likert_scale', metadata: { dimension: 'Relate' } },
  { item_code: 'sl', response_type: 'slider', metadata: { dimension: 'Organize' } },
  { item_code: 'sc', response_type: 'single_choice', options: choices },
  { item_code: 'mc', response_type: 'multiple_choice', options: JSON.stringify(choices) },
  { item_code: 'rk', response_type: 'ranking', options: choices },
  {
    item_code: 'rm',
    response_type: 'rating_matrix',
    options: [
      { id: 'Idee', text: 'Idee', dimension: 'Create' },
      { id: 'Persone', text: 'Persone', dimension: 'Relate' },
    ],
  },
  { item_code: 'dt', response_type: 'date_advanced', metadata: { dimension: 'Create' } },
];
const evaluate = (answers: Answers, r = tpm, qs = questions) =>
  evaluateDimension({ rule: r, questions: prepareQuestions(qs), answers, runner: unusedRunner });

describe('the dimension rule (TPM)', () => {
  it('gives a percentage per dimension from every response type, their mean as the score and the dominant one', () => {
    const result = evaluate({
      l1: '5', // Create 1/1
      l2: '1', // Relate 0/1
      sl: '50', // Organize 0.5/1
      sc: 'c', // Create 1/1, Relate 0/1, Organize 0/1
      mc: '["c","r"]', // Create 1/1, Relate 1/1, Organize 0/1
      rk: '["C","O","R"]', // Create 3/3, Organize 2/3, Relate 1/3
      rm: '{"Idee":"5","Persone":"3"}', // Create 1/1, Relate 0.5/1
      dt: '2026-05-01T09:00', // ignored
    });
    // Create 5/5 = 100; Relate (0+0+1+1/3+0.5)/5 = 36.7; Organize (0.5+0+0+2/3)/4 = 29.2
    expect(result.details.dimension_scores).toEqual({ Create: 100, Relate: 37, Organize: 29 });
    expect(result.details.dominant_profile).toBe('Create');
    expect(result.score).toBe(55);
  });

  it('recognises dimensions by initial and finds them from the questions when the formula has none', () => {
    const bare = rule({ rule_type: 'dimension', calculation_formula: {} });
    const result = evaluate({ l1: '1', l2: '5', sl: '0', sc: 'r' }, bare);
    expect(result.details.dimension_scores).toEqual({ Create: 0, Relate: 100, Organize: 0 });
    expect(result.details.dominant_profile).toBe('Relate');
  });

  it('reads a labelled likert answer by its position and a matrix on its own columns', () => {
    const labelled: ScoringQuestion[] = [
      {
        item_code: 'ls',
        response_type: 'likert_scale',
        options: ['Per niente', 'Poco', 'Abbastanza', 'Molto', 'Del tutto'],
        metadata: { dimension: 'Relate' },
      },
      {
        item_code: 'rm',
        response_type: 'rating_matrix',
        options: [{ id: 'r1', text: 'Idee', dimension: 'Create' }],
        metadata: { columns: ['1', '2', '3'] },
      },
    ];
    const result = evaluate({ ls: 'Molto', rm: '{"Idee":"2"}' }, tpm, labelled);
    expect(result.details.dimension_scores).toMatchObject({ Relate: 75, Create: 50 });
  });

  it('counts a reverse-scored item the other way', () => {
    const reversed: ScoringQuestion[] = [
      { item_code: 'l1', response_type: 'likert_5', metadata: { dimension: 'Create', reverse: true } },
    ];
    expect(evaluate({ l1: '5' }, tpm, reversed).details.dimension_scores?.Create).toBe(0);
  });

  it('warns about dimensions no answer counts for and gives no dominant profile without data', () => {
    const result = evaluate({ dt: '2026-05-01T09:00' });
    expect(result.score).toBe(0);
    expect(result.details.dominant_profile).toBeUndefined();
    expect(result.warnings).toContain('No answers count for dimension Create');
  });
});
