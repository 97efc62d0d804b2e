import { resolveAssessmentType, resolveEvaluationType, withAssessmentDefaults } from './defaults';

describe('assessment defaults', () => {
  it("defaults a missing evaluation_type to 'self' only for legacy assessments without an assignment", () => {
    expect(resolveEvaluationType({ evaluation_type: null, assignment_id: null })).toBe('self');
    expect(resolveEvaluationType({})).toBe('self');
    expect(resolveEvaluationType({ evaluation_type: null, assignment_id: 'as-1' })).toBeNull();
    expect(resolveEvaluationType({ evaluation_type: 'manager', assignment_id: 'as-1' })).toBe('manager');
  });

  it("defaults a missing assessment_type to 'leadership'", () => {
    expect(resolveAssessmentType({ assessment_type: null })).toBe('leadership');
    expect(resolveAssessmentType({ assessment_type: '' })).toBe('leadership');
    expect(resolveAssessmentType({ assessment_type: 'mbti' })).toBe('mbti');
    expect(
      withAssessmentDefaults({ id: 'x', assessment_type: null, evaluation_type: null, assignment_id: null }),
    ).toEqual({
      id: 'x',
      assessment_type: 'leadership',
      evaluation_type: 'self',
      assignment_id: null,
    });
  });
});
