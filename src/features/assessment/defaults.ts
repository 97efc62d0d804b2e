export const DEFAULT_ASSESSMENT_TYPE = 'leadership';

export interface DefaultableFields {
  assessment_type?: string | null;
  evaluation_type?: string | null;
  assignment_id?: string | null;
}

/**
 * A missing evaluation_type means 'self' only for legacy assessments (no assignment_id);
 * an assigned one without it stays unknown (null), which the screen reports as a missing evaluation type.
 */
export function resolveEvaluationType({ evaluation_type, assignment_id }: DefaultableFields): string | null {
  if (evaluation_type) return evaluation_type;
  return assignment_id ? null : 'self';
}

/** A missing assessment_type means 'leadership'. */
export function resolveAssessmentType({ assessment_type }: DefaultableFields): string {
  return assessment_type || DEFAULT_ASSESSMENT_TYPE;
}

export function withAssessmentDefaults<T extends DefaultableFields>(
  assessment: T,
): T & { assessment_type: string; evaluation_type: string | null } {
  return {
    ...assessment,
    assessment_type: resolveAssessmentType(assessment),
    evaluation_type: resolveEvaluationType(assessment),
  };
}
