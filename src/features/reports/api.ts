/** The reports' backend reads: one RPC per report (RLS-scoped, security invoker; no N+1). */
import type { BackendClient } from '../../backend/backend-client';
import { fail } from '../../backend/fail';
import type { CoachingReportRow, ReportTeamRow, TeamAssessmentRow } from './model/types';

/** Assessment reports list: the caller's report-scope teams (optionally one organisation's). */
export async function loadReportTeams(client: BackendClient, organizationId?: string | null): Promise<ReportTeamRow[]> {
  const { data, error } = await client.rpc(
    'assessment_report_teams',
    organizationId ? { _organization_id: organizationId } : {},
  );
  if (error) fail(error);
  return (data ?? []) as unknown as ReportTeamRow[];
}

/** The team report's rows: per member, their latest completed assessment of each kind. */
export async function loadTeamAssessmentRows(client: BackendClient, teamId: string): Promise<TeamAssessmentRow[]> {
  const { data, error } = await client.rpc('team_assessment_report', { _team_id: teamId });
  if (error) fail(error);
  return (data ?? []) as unknown as TeamAssessmentRow[];
}

/** The coaching report's rows: per session of the team, one per (activity, member). */
export async function loadCoachingRows(
  client: BackendClient,
  teamId: string,
  sessionId?: string | null,
): Promise<CoachingReportRow[]> {
  const { data, error } = await client.rpc(
    'team_coaching_report',
    sessionId ? { _team_id: teamId, _session_id: sessionId } : { _team_id: teamId },
  );
  if (error) fail(error);
  return (data ?? []) as unknown as CoachingReportRow[];
}

export interface OwnResult {
  id: string;
  assessment_type: string | null;
  evaluation_type: string | null;
  score: number | null;
  results: unknown;
  completed_at: string | null;
  template_name: string | null;
  /** The template version the assessment was assigned (a template is edited by publishing a new version). */
  template_version: number | null;
}

/** A member's own completed assessment with its stored result (RLS: their own rows). */
export async function loadOwnResult(client: BackendClient, assessmentId: string): Promise<OwnResult | null> {
  const { data, error } = await client
    .from('assessments')
    .select(
      'id, assessment_type, evaluation_type, score, results, completed_at, template:assessment_templates(name, version)',
    )
    .eq('id', assessmentId)
    .maybeSingle();
  if (error) fail(error);
  if (!data) return null;
  const template = (data as { template?: { name?: string; version?: number } | null }).template;
  return {
    id: data.id,
    assessment_type: data.assessment_type,
    evaluation_type: data.evaluation_type,
    score: data.score === null ? null : Number(data.score),
    results: data.results,
    completed_at: data.completed_at,
    template_name: template?.name ?? null,
    template_version: template?.version ?? null,
  };
}

/** A row that came through a workshop tablet: its label, who vouched for the participant, when. */
export interface WorkshopNote {
  row_id: string;
  user_id: string;
  device_label: string;
  vouched_by_name: string | null;
  acted_at: string | null;
  applied_at: string;
}

/** Which of these rows (assessments, progress, submissions) came through a workshop tablet. */
export async function loadWorkshopNotes(client: BackendClient, rowIds: string[]): Promise<WorkshopNote[]> {
  if (rowIds.length === 0) return [];
  const { data, error } = await client.rpc('workshop_delivery_notes', { p_row_ids: rowIds.slice(0, 1000) });
  if (error) fail(error);
  return (data ?? []) as unknown as WorkshopNote[];
}
