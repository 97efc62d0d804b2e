export type AssessmentStatus = 'assigned' | 'started' | 'completed';

export interface StatusFields {
  started_at?: string | null;
  completed_at?: string | null;
}

/** Spec part 1 §4 "Assessment status (derived)": the one definition, for every screen. */
export function assessmentStatus({ started_at, completed_at }: StatusFields): AssessmentStatus {
  if (completed_at) return 'completed';
  if (started_at) return 'started';
  return 'assigned';
}
