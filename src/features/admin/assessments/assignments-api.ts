/** Assessment assignments of an organisation: templates, the assigned list, assign, delete, recalculate. */
import type { BackendClient } from '../../../backend/backend-client';
import { fail } from '../../../backend/fail';
import type { Json } from '../../../backend/database.types';

export const ASSESSMENT_TYPES = ['tpm', 'mbti', 'twn', 'combined'] as const;
export const EVALUATION_TYPES = ['self', 'manager', 'peer'] as const;

export interface TemplateOption {
  id: string;
  name: string;
  assessmentType: string;
  timeLimitMinutes: number | null;
}

export interface AssignmentRow {
  id: string;
  userId: string;
  targetUserId: string | null;
  teamId: string | null;
  evaluationType: string;
  assessmentType: string | null;
  status: string;
  completedAt: string | null;
  needsRecalculation: boolean;
  createdAt: string;
  templateName: string | null;
  assessments: Array<{ id: string; score: number | null; completedAt: string | null; timeLimitMinutes: number | null }>;
}

export interface AssignmentsData {
  templates: TemplateOption[];
  assignments: AssignmentRow[];
}

export async function loadAssignments(client: BackendClient, organizationId: string): Promise<AssignmentsData> {
  const [templates, assignments] = await Promise.all([
    client
      .from('assessment_templates')
      .select('id, name, assessment_type_id, time_limit_minutes, organization_id')
      .eq('is_active', true)
      .or(`organization_id.is.null,organization_id.eq.${organizationId}`)
      .order('name'),
    client
      .from('assessment_assignments')
      .select(
        'id, user_id, target_user_id, team_id, evaluation_type, assessment_type, status, completed_at, needs_recalculation, created_at, ' +
          'assessment_templates(name), assessments(id, score, completed_at, time_limit_minutes)',
      )
      .eq('organization_id', organizationId)
      .order('created_at', { ascending: false }),
  ]);
  if (templates.error) fail(templates.error);
  if (assignments.error) fail(assignments.error);
  type Raw = {
    id: string;
    user_id: string;
    target_user_id: string | null;
    team_id: string | null;
    evaluation_type: string;
    assessment_type: string | null;
    status: string;
    completed_at: string | null;
    needs_recalculation: boolean;
    created_at: string;
    assessment_templates: { name: string } | null;
    assessments: Array<{
      id: string;
      score: number | null;
      completed_at: string | null;
      time_limit_minutes: number | null;
    }> | null;
  };
  return {
    templates: (templates.data ?? []).map((t) => ({
      id: t.id,
      name: t.name,
      assessmentType: t.assessment_type_id,
      timeLimitMinutes: t.time_limit_minutes,
    })),
    assignments: ((assignments.data ?? []) as unknown as Raw[]).map((a) => ({
      id: a.id,
      userId: a.user_id,
      targetUserId: a.target_user_id,
      teamId: a.team_id,
      evaluationType: a.evaluation_type,
      assessmentType: a.assessment_type,
      status: a.status,
      completedAt: a.completed_at,
      needsRecalculation: a.needs_recalculation,
      createdAt: a.created_at,
      templateName: a.assessment_templates?.name ?? null,
      assessments: (a.assessments ?? []).map((s) => ({
        id: s.id,
        score: s.score,
        completedAt: s.completed_at,
        timeLimitMinutes: s.time_limit_minutes,
      })),
    })),
  };
}

export interface AssignRequest {
  templateId: string;
  evaluationType: string;
  teamId?: string;
  userIds?: string[];
  targetUserId?: string;
  timeLimitMinutes?: number;
}

/** One call: the database creates every assignment and its assessment, or none. */
export async function assignAssessments(
  client: BackendClient,
  request: AssignRequest,
): Promise<{ created: number; already: number }> {
  const { data, error } = await client.rpc('assign_assessments', {
    _template_id: request.templateId,
    _evaluation_type: request.evaluationType,
    ...(request.teamId ? { _team_id: request.teamId } : { _user_ids: request.userIds ?? [] }),
    ...(request.targetUserId ? { _target_user_id: request.targetUserId } : {}),
    ...(request.timeLimitMinutes ? { _time_limit_minutes: request.timeLimitMinutes } : {}),
  });
  if (error) fail(error);
  const rows = (data ?? []) as unknown as Array<{ already_assigned: boolean }>;
  return {
    created: rows.filter((r) => !r.already_assigned).length,
    already: rows.filter((r) => r.already_assigned).length,
  };
}

/** The assignment and its assessments (answers included). */
export async function deleteAssignment(client: BackendClient, assignmentId: string) {
  const assessments = await client.from('assessments').delete().eq('assignment_id', assignmentId);
  if (assessments.error) fail(assessments.error);
  const { error } = await client.from('assessment_assignments').delete().eq('id', assignmentId);
  if (error) fail(error);
}

export async function recordRecalculatedScore(
  client: BackendClient,
  assessmentId: string,
  score: number,
  results: Json | null,
) {
  const { error } = await client.rpc('record_recalculated_score', {
    _assessment_id: assessmentId,
    _score: score,
    ...(results !== null ? { _results: results } : {}),
  });
  if (error) fail(error);
}
