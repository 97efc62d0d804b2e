import { calculateScore, createScorer } from './calculate-score';
import { createNodeCustomLogicRunner } from './custom-logic/node-runner';
import { createScoreCache } from './score-cache';
import { isScoringError } from './scoring-error';
import { likert, rule, rulesOf, unusedRunner } from './test-fixtures';
import type { CustomLogicRunner, ScoreInput } from './types';

const questions = [likert('q1'), likert('q2')];
const input = (overrides: Partial<ScoreInput> = {}): ScoreInput => ({
  assessment: { assessment_type: 'leadership' },
  questions,
  answers: { q1: '4', q2: '5' },
  ...overrides,
});
const average = rule({ rule_type: 'average', calculation_formula: { scale: { min: 1, max: 5 } } });
const deps = { rules: rulesOf(average), runner: unusedRunner };

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isScoringError(error)) throw new Error(`expected a ScoringError, got ${String(error)}`);
  return error;
};

describe('calculateScore', () => {
  it('scores with the rule for the type and returns the score with its details', async () => {
    const result = await calculateScore(input(), deps);
    expect(result).toMatchObject({
      score: 90,
      assessmentType: 'leadership',
      ruleId: 'rule-average',
      ruleType: 'average',
    });
    expect(result.details.warnings).toEqual([]);
  });

  it("takes the type from the template's assessment_type_id before the record's", async () => {
    const tpmRule = rule({ id: 'tpm', rule_type: 'average', applicable_assessment_types: ['tpm'] });
    const result = await calculateScore(input({ template: { assessment_type_id: 'tpm' } }), {
      ...deps,
      rules: rulesOf(average, tpmRule),
    });
    expect(result.ruleId).toBe('tpm');
  });

  it('refuses without a type, with a message and a descriptor for the UI', async () => {
    const error = await failure(calculateScore(input({ assessment: { assessment_type: null }, template: null }), deps));
    expect(error.message).toBe('Impossibile determinare il tipo di assessment per il calcolo del punteggio');
    expect(error.descriptor.id).toBeTruthy();
  });

  it('refuses when no rule in the database applies', async () => {
    const error = await failure(calculateScore(input({ assessment: { assessment_type: 'mbti' } }), deps));
    expect(error.message).toBe(
      'No scoring rule found for assessment type mbti. All scoring logic must be configured in the database.',
    );
  });

  it('prefers the rule given by id, then the system default among the rules for the type', async () => {
    const plain = rule({ id: 'plain', rule_type: 'average' });
    const preferred = rule({ id: 'default', rule_type: 'average', is_system_default: true });
    const chosen = rule({ id: 'chosen', rule_type: 'average', applicable_assessment_types: [] });
    const rules = rulesOf(plain, preferred, chosen);
    expect((await calculateScore(input(), { ...deps, rules })).ruleId).toBe('default');
    expect((await calculateScore(input({ ruleId: 'chosen' }), { ...deps, rules })).ruleId).toBe('chosen');
    expect((await calculateScore(input({ ruleId: 'gone' }), { ...deps, rules })).ruleId).toBe('default');
  });

  it("fails validation when answers or questions are missing ('Validation failed: ...')", async () => {
    const error = await failure(calculateScore(input({ answers: null }), deps));
    expect(error.message).toBe('Validation failed: answers are missing');
    await expect(calculateScore(input({ questions: undefined }), deps)).rejects.toThrow(
      'Validation failed: questions are missing',
    );
  });

  it("passes on the standard rule's 'No answers provided' and 'No questions provided'", async () => {
    await expect(calculateScore(input({ answers: {} }), deps)).rejects.toThrow('No answers provided');
    await expect(calculateScore(input({ questions: [], answers: { q1: '3' } }), deps)).rejects.toThrow(
      'No questions provided',
    );
  });

  it('reports unanswered questions, stray answers and parameter problems as warnings', async () => {
    const loose = rule({ rule_type: 'average', calculation_formula: { scale: 'wide' } });
    const result = await calculateScore(input({ answers: { q1: '5', zz: '1' } }), { ...deps, rules: rulesOf(loose) });
    expect(result.details.warnings).toEqual([
      'Question q2 has no answer',
      'Answer zz matches no question',
      "Invalid parameter 'scale': the default 1-5 is used",
    ]);
  });

  it('reads answers keyed by question id as well', async () => {
    const withIds = [{ ...likert('q1'), id: 'id-1' }];
    expect((await calculateScore(input({ questions: withIds, answers: { 'id-1': '5' } }), deps)).score).toBe(100);
  });
});

describe('calculateScore with custom logic', () => {
  const custom = (custom_logic: string) =>
    rulesOf(rule({ rule_type: 'custom', calculation_formula: { custom_logic } }));

  it('runs the logic in the sandbox and keeps what it returns', async () => {
    const logic = `
      const total = questions.reduce((sum, q) => sum + Number(answers[q.item_code] || 0), 0);
      return { score: total * 10.4, dominant_profile: total > 8 ? 'High' : 'Low', level: 'B' };`;
    const result = await calculateScore(input(), { rules: custom(logic), runner: createNodeCustomLogicRunner() });
    expect(result.score).toBe(94);
    expect(result.details).toMatchObject({ dominant_profile: 'High', extra: { level: 'B' } });
  });

  it('refuses logic with a forbidden pattern without running it', async () => {
    const runner: CustomLogicRunner = { run: vi.fn() };
    await expect(calculateScore(input(), { rules: custom('return { score: window.x }'), runner })).rejects.toThrow(
      'Validation failed: custom_logic uses a forbidden pattern: window',
    );
    expect(runner.run).not.toHaveBeenCalled();
  });

  it('refuses logic that does not parse', async () => {
    const runner = createNodeCustomLogicRunner();
    await expect(calculateScore(input(), { rules: custom('return {'), runner })).rejects.toThrow(
      /^Validation failed: custom_logic does not parse/,
    );
  });

  it("stops logic that runs too long with 'Custom logic execution timed out after ...ms...'", async () => {
    const runner = createNodeCustomLogicRunner({ timeoutMs: 200 });
    await expect(calculateScore(input(), { rules: custom('for (;;) {}'), runner })).rejects.toThrow(
      'Custom logic execution timed out after 200ms...',
    );
    const atDefault: CustomLogicRunner = { run: async () => ({ ok: false, kind: 'timeout', timeoutMs: 30_000 }) };
    await expect(calculateScore(input(), { rules: custom('return 1'), runner: atDefault })).rejects.toThrow(
      'Custom logic execution timed out after 30000ms...',
    );
  });

  it('refuses a result without a numeric score', async () => {
    const runner: CustomLogicRunner = { run: async () => ({ ok: true, value: { total: 3 } }) };
    await expect(calculateScore(input(), { rules: custom('return { total: 3 }'), runner })).rejects.toThrow(
      'Custom scoring logic failed: the logic must return an object with a numeric score',
    );
  });
});

describe('the scorer cache', () => {
  const counting = () => {
    const runner: CustomLogicRunner = { run: vi.fn(async () => ({ ok: true as const, value: { score: 42 } })) };
    const rules = rulesOf(rule({ rule_type: 'custom', calculation_formula: { custom_logic: 'return { score: 42 }' } }));
    return { runner, rules };
  };

  it('answers the same type, rule and answers from the cache', async () => {
    const { runner, rules } = counting();
    const cache = createScoreCache();
    await calculateScore(input(), { rules, runner, cache });
    await calculateScore(input({ answers: { q2: '5', q1: '4' } }), { rules, runner, cache });
    expect(runner.run).toHaveBeenCalledTimes(1);
    await calculateScore(input({ answers: { q1: '1', q2: '5' } }), { rules, runner, cache });
    expect(runner.run).toHaveBeenCalledTimes(2);
  });

  it('clears the listed types when a scorer is created', async () => {
    const { runner, rules } = counting();
    const cache = createScoreCache();
    await createScorer({ rules, runner, cache }).calculateScore(input());
    await createScorer({ rules, runner, cache, clearTypesOnLoad: ['tpm'] }).calculateScore(input());
    expect(runner.run).toHaveBeenCalledTimes(1);
    await createScorer({ rules, runner, cache, clearTypesOnLoad: ['leadership'] }).calculateScore(input());
    expect(runner.run).toHaveBeenCalledTimes(2);
  });
});
