/** The /user dashboard's reads, through the typed client. */
import type { BackendClient } from '../../backend/backend-client';
import { fail } from '../../backend/fail';
import { cacheAssessments, type AssessmentFields } from '../../offline/assessments';

type Answers = AssessmentFields['answers'];

function stringMap(value: unknown): Answers {
  if (value == null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

/** The user's assessments, newest first, merged into the device's store (screens read them from there). */
export async function refreshMyAssessments(client: BackendClient, userId: string): Promise<void> {
  const { data, error } = await client
    .from('assessments')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) fail(error);
  const rows: AssessmentFields[] = (data ?? []).map((row) => ({
    ...row,
    answers: stringMap(row.answers),
    answer_times: stringMap(row.answer_times),
  }));
  await cacheAssessments(userId, rows);
}

export interface TeamSummary {
  teamId: string;
  teamName: string;
  totalMembers: number;
  /** Completed assessments of the team that this user may see (all of them for leaders, their own otherwise). */
  completedAssessments: number;
}

/** The teams the user belongs to or leads, with member and completed-assessment counts. */
export async function loadMyTeams(
  client: BackendClient,
  userId: string,
  ledTeamIds: readonly string[],
): Promise<TeamSummary[]> {
  const memberships = await client.from('team_members').select('team_id').eq('member_id', userId);
  if (memberships.error) fail(memberships.error);
  const teamIds = [...new Set([...(memberships.data ?? []).map((row) => row.team_id), ...ledTeamIds])];
  if (teamIds.length === 0) return [];
  const [teams, members, assessments] = await Promise.all([
    client.from('teams').select('id, name').in('id', teamIds).order('name'),
    client.from('team_members').select('team_id, member_id').in('team_id', teamIds),
    client.from('assessments').select('id, team_id, completed_at').in('team_id', teamIds),
  ]);
  if (teams.error) fail(teams.error);
  if (members.error) fail(members.error);
  if (assessments.error) fail(assessments.error);
  return (teams.data ?? []).map((team) => ({
    teamId: team.id,
    teamName: team.name,
    totalMembers: new Set((members.data ?? []).filter((m) => m.team_id === team.id).map((m) => m.member_id)).size,
    completedAssessments: (assessments.data ?? []).filter((a) => a.team_id === team.id && a.completed_at != null)
      .length,
  }));
}

export interface SessionSummary {
  id: string;
  status: string;
  currentPhase: number;
  totalPhases: number | null;
  programName: string | null;
  teamName: string | null;
  startDate: string | null;
  endDate: string | null;
}

interface Named {
  name?: string | null;
  total_phases?: number | null;
}

const one = (value: unknown): Named | null => (Array.isArray(value) ? (value[0] ?? null) : (value as Named | null));

/** The coaching sessions of the given teams (the user's coaching). */
export async function loadTeamSessions(client: BackendClient, teamIds: readonly string[]): Promise<SessionSummary[]> {
  if (teamIds.length === 0) return [];
  const { data, error } = await client
    .from('coaching_sessions')
    .select(
      'id, status, current_phase, start_date, end_date, program:coaching_programs(name, total_phases), team:teams(name)',
    )
    .in('team_id', [...teamIds])
    .order('start_date', { ascending: false });
  if (error) fail(error);
  return (data ?? []).map((row) => ({
    id: row.id,
    status: row.status,
    currentPhase: row.current_phase,
    totalPhases: one(row.program)?.total_phases ?? null,
    programName: one(row.program)?.name ?? null,
    teamName: one(row.team)?.name ?? null,
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}
