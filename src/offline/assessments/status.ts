export type AssessmentStatus = 'assigned' | 'started' | 'completed';

export interface StatusFields {
  started_at?: string | null;
  completed_at?: string | null;
}

/** The derived assessment status: the one definition, for every screen. */
export function assessmentStatus({ started_at, completed_at }: StatusFields): AssessmentStatus {
  if (completed_at) return 'completed';
  if (started_at) return 'started';
  return 'assigned';
}
