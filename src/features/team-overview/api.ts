/** Team screens' reads: the members of the teams a leader or manager looks after. */
import type { BackendClient } from '../../backend/backend-client';
import { fail } from '../../backend/fail';

export interface TeamMemberRow {
  userId: string;
  name: string;
  email: string | null;
  role: string;
  completedAssessments: number;
}

export interface TeamWithMembers {
  teamId: string;
  teamName: string;
  members: TeamMemberRow[];
}

export async function loadTeamsWithMembers(
  client: BackendClient,
  teamIds: readonly string[],
): Promise<TeamWithMembers[]> {
  if (teamIds.length === 0) return [];
  const ids = [...teamIds];
  const [teams, members, assessments] = await Promise.all([
    client.from('teams').select('id, name').in('id', ids).order('name'),
    client.from('team_members').select('team_id, member_id, role').in('team_id', ids),
    client.from('assessments').select('user_id, team_id, completed_at').in('team_id', ids),
  ]);
  if (teams.error) fail(teams.error);
  if (members.error) fail(members.error);
  if (assessments.error) fail(assessments.error);
  const memberIds = [...new Set((members.data ?? []).map((m) => m.member_id))];
  const profiles = memberIds.length
    ? await client.from('profiles').select('user_id, first_name, last_name, email').in('user_id', memberIds)
    : { data: [], error: null };
  if (profiles.error) fail(profiles.error);
  const byUser = new Map((profiles.data ?? []).map((p) => [p.user_id, p]));
  return (teams.data ?? []).map((team) => ({
    teamId: team.id,
    teamName: team.name,
    members: (members.data ?? [])
      .filter((m) => m.team_id === team.id)
      .map((m) => {
        const profile = byUser.get(m.member_id);
        const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
        return {
          userId: m.member_id,
          name: name || (profile?.email ?? m.member_id),
          email: profile?.email ?? null,
          role: m.role,
          completedAssessments: (assessments.data ?? []).filter(
            (a) => a.team_id === team.id && a.user_id === m.member_id && a.completed_at != null,
          ).length,
        };
      }),
  }));
}
