/** One row of public.team_assessment_report (supabase/migrations/20250124000200). */
export interface TeamAssessmentRow {
  team_id: string;
  team_name: string;
  organization_id: string | null;
  member_id: string;
  member_first_name: string | null;
  member_last_name: string | null;
  member_email: string | null;
  member_team_role: string | null;
  member_position: string | null;
  member_department: string | null;
  member_job_description: string | null;
  assessment_id: string | null;
  assessment_type: string | null;
  evaluation_type: string | null;
  evaluator_id: string | null;
  evaluator_first_name: string | null;
  evaluator_last_name: string | null;
  template_id: string | null;
  template_name: string | null;
  /** The template version the assessment was taken with. */
  template_version: number | null;
  score: number | null;
  results: unknown;
  completed_at: string | null;
}

/** A template version some of a team's completed assessments were taken with. */
export interface TemplateVersionRef {
  template_id: string;
  name: string;
  version: number;
}

/** One row of public.assessment_report_teams (supabase/migrations/20250124000200). */
export interface ReportTeamRow {
  team_id: string;
  team_name: string;
  team_type: string | null;
  organization_id: string | null;
  organization_name: string | null;
  team_leader_id: string | null;
  team_leader_first_name: string | null;
  team_leader_last_name: string | null;
  member_count: number;
  members_completed: number;
  members_started: number;
  completed_assessments: number;
  last_update: string | null;
  report_status: 'completed' | 'in_progress' | 'started' | 'not_started';
  /** The template versions the members' completed assessments were taken with, by name and version. */
  template_versions: TemplateVersionRef[];
}

/** One row of public.team_coaching_report (supabase/migrations/20250104000400). */
export interface CoachingReportRow {
  session_id: string;
  session_name: string | null;
  session_status: string | null;
  current_phase: number | null;
  program_id: string | null;
  program_name: string | null;
  phase_id: string;
  phase_number: number;
  phase_title: string | null;
  activity_id: string;
  activity_title: string | null;
  activity_type: string | null;
  order_index: number | null;
  is_required: boolean | null;
  team_leader_only: boolean | null;
  member_id: string;
  member_first_name: string | null;
  member_last_name: string | null;
  member_team_role: string | null;
  progress_status: string;
  completion_percentage: number;
  progress_completed_at: string | null;
  progress_updated_at: string | null;
  form_id: string | null;
  submission_status: string | null;
  submitted_at: string | null;
  suggestions_count: number;
  accepted_suggestions_count: number;
}

export const TPM_DIMENSIONS = ['Create', 'Relate', 'Organize'] as const;
export type TpmDimension = (typeof TPM_DIMENSIONS)[number];
