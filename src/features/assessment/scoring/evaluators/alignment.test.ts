import { calculateScore } from '../calculate-score';
import { prepareQuestions } from '../prepare';
import { rule, rulesOf, unusedRunner } from '../test-fixtures';
import type { Answers, ScoringQuestion } from '../types';
import { evaluateAlignment, profileOverlap } from './alignment';

const alignmentRule = rule({
  rule_type: 'alignment',
  applicable_assessment_types: ['combined'],
  calculation_formula: {
    scale: { min: 1, max: 5 },
    dimensions: ['Create', 'Relate', 'Organize'],
    passion_items: ['P_RANK', 'P_RATE'],
    work_items: ['W_RANK', 'W_RATE'],
  },
});
const activities = [
  { id: 'create', text: 'Ideare', profileCode: 'Create' },
  { id: 'relate', text: 'Relazionarsi', profileCode: 'Relate' },
  { id: 'organize', text: 'Organizzare', profileCode: 'Organize' },
];
const rows = [
  { id: 'r1', text: 'Idee', dimension: 'Create' },
  { id: 'r2', text: 'Persone', dimension: 'Relate' },
  { id: 'r3', text: 'Scadenze', dimension: 'Organize' },
];
const questions: ScoringQuestion[] = [
  { item_code: 'P_RANK', response_type: 'ranking', options: activities },
  { item_code: 'P_RATE', response_type: 'rating_matrix', options: rows },
  { item_code: 'W_RANK', response_type: 'ranking', options: activities },
  { item_code: 'W_RATE', response_type: 'rating_matrix', options: rows },
  // Not named by the rule: never counts.
  { item_code: 'OTHER', response_type: 'likert_5', metadata: { dimension: 'Create' } },
];
const evaluate = (answers: Answers, r = alignmentRule) =>
  evaluateAlignment({ rule: r, questions: prepareQuestions(questions), answers, runner: unusedRunner });

describe('the alignment rule (personality-work alignment)', () => {
  it('passion and work both about people: high alignment (hand-computed)', () => {
    const result = evaluate({
      P_RANK: '["relate","create","organize"]', // Relate 1, Create 2/3, Organize 1/3
      P_RATE: '{"Persone":"5","Idee":"4","Scadenze":"2"}', // Relate 1, Create 0.75, Organize 0.25
      W_RANK: '["relate","organize","create"]', // Relate 1, Organize 2/3, Create 1/3
      W_RATE: '{"Persone":"5","Idee":"3","Scadenze":"3"}', // Relate 1, Create 0.5, Organize 0.5
      OTHER: '1',
    });
    // passion: Relate 100, Create 70.83, Organize 29.17 (sum 200) -> shares .5, .3542, .1458
    // work:    Relate 100, Create 41.67, Organize 58.33 (sum 200) -> shares .5, .2083, .2917
    // overlap: .5 + .2083 + .1458 = .8542 -> 85
    expect(result.score).toBe(85);
    expect(result.details).toEqual({
      alignment: 85,
      dominant_passion: 'Relate',
      prevalent_work: 'Relate',
      extra: {
        passion_scores: { Create: 71, Relate: 100, Organize: 29 },
        work_scores: { Create: 42, Relate: 100, Organize: 58 },
      },
    });
    expect(result.warnings).toEqual([]);
  });

  it('a passion for ideas in a job of organising: low alignment (hand-computed)', () => {
    const result = evaluate({
      P_RANK: '["create","relate","organize"]', // Create 1, Relate 2/3, Organize 1/3
      P_RATE: '{"Idee":"5","Persone":"3","Scadenze":"1"}', // Create 1, Relate 0.5, Organize 0
      W_RANK: '["organize","relate","create"]', // Organize 1, Relate 2/3, Create 1/3
      W_RATE: '{"Scadenze":"5","Persone":"2","Idee":"1"}', // Organize 1, Relate 0.25, Create 0
    });
    // passion: Create 100, Relate 58.33, Organize 16.67 (sum 175) -> .5714, .3333, .0952
    // work:    Create 16.67, Relate 45.83, Organize 100 (sum 162.5) -> .1026, .2821, .6154
    // overlap: .1026 + .2821 + .0952 = .4799 -> 48
    expect(result.score).toBe(48);
    expect(result.details).toMatchObject({ alignment: 48, dominant_passion: 'Create', prevalent_work: 'Organize' });
  });

  it('without work answers there is no alignment, only the passion and a warning', () => {
    const result = evaluate({ P_RANK: '["organize","create","relate"]' });
    expect(result.score).toBe(0);
    expect(result.details).toEqual({
      dominant_passion: 'Organize',
      extra: { passion_scores: { Create: 67, Relate: 33, Organize: 100 } },
    });
    expect(result.warnings).toEqual(['No answers count for the work questions']);
  });

  it('overlap: alike profiles 100, disjoint ones 0, an empty one none', () => {
    expect(profileOverlap({ a: 20, b: 60 }, { a: 10, b: 30 })).toBeCloseTo(100);
    expect(profileOverlap({ a: 50, b: 0 }, { a: 0, b: 80 })).toBe(0);
    expect(profileOverlap({ a: 0, b: 0 }, { a: 1, b: 1 })).toBeNull();
  });

  it("is what the scorer stores for an assessment of the rule's type, alignment as the score", async () => {
    const result = await calculateScore(
      {
        assessment: { assessment_type: 'combined' },
        questions,
        answers: { P_RANK: '["relate","create","organize"]', W_RANK: '["relate","create","organize"]' },
      },
      { rules: rulesOf(alignmentRule), runner: unusedRunner },
    );
    expect(result).toMatchObject({
      score: 100,
      ruleType: 'alignment',
      details: { alignment: 100, dominant_passion: 'Relate', prevalent_work: 'Relate' },
    });
  });

  it('a rule that names no passion or work questions computes no alignment and says which parameter is missing', async () => {
    const incomplete = rule({
      rule_type: 'alignment',
      applicable_assessment_types: ['combined'],
      calculation_formula: { passion_items: ['P_RANK'] },
    });
    const result = await calculateScore(
      { assessment: { assessment_type: 'combined' }, questions, answers: { P_RANK: '["relate","create","organize"]' } },
      { rules: rulesOf(incomplete), runner: unusedRunner },
    );
    expect(result.details.alignment).toBeUndefined();
    expect(result.details.warnings).toContain("Missing parameter 'work_items': no alignment is computed");
  });
});
