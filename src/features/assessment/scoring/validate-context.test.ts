import { validateScoringContext, assertValid } from './validate-context';
import { likert, rule } from './test-fixtures';

describe('scoring context validation', () => {
  const questions = [likert('q1'), likert('q2')];

  it('errs when the type, the answers or the questions are missing', () => {
    const report = validateScoringContext({ assessmentType: '', answers: null, questions: undefined });
    expect(report.errors).toEqual(['assessment type is missing', 'answers are missing', 'questions are missing']);
    expect(() => assertValid(report)).toThrow(
      'Validation failed: assessment type is missing; answers are missing; questions are missing',
    );
  });

  it('warns about questions without answers and answers matching no question', () => {
    const report = validateScoringContext({
      assessmentType: 'tpm',
      answers: { q1: '3', q2: ' ', extra: '1' },
      questions,
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual(['Question q2 has no answer', 'Answer extra matches no question']);
    expect(assertValid(report)).toEqual(report.warnings);
  });

  it("downgrades errors about a rule 'parameter' to warnings", () => {
    const report = validateScoringContext({
      assessmentType: 'tpm',
      answers: { q1: '1', q2: '2' },
      questions,
      rule: rule({ rule_type: 'dimension', calculation_formula: { scale: { min: 5, max: 1 } } }),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      "Invalid parameter 'scale': the default 1-5 is used",
      "Missing parameter 'dimensions': dimensions are taken from the questions",
    ]);
  });

  it('keeps other rule problems blocking', () => {
    const report = validateScoringContext({
      assessmentType: 'tpm',
      answers: { q1: '1', q2: '2' },
      questions,
      rule: rule({ rule_type: 'custom', calculation_formula: { custom_logic: 'return process.env' } }),
    });
    expect(() => assertValid(report)).toThrow('Validation failed: custom_logic uses a forbidden pattern: process');
  });
});
