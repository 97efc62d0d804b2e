/**
 * Admin writes through the table client (row-level security and triggers keep an admin inside their
 * organisation). Online-only: a failure throws, the screen says so.
 */
import { supabase } from '../../backend/client';
import { fail } from '../../backend/fail';

export async function setOrganizationStatus(organizationId: string, status: 'active' | 'suspended') {
  const { error } = await supabase.from('organizations').update({ status }).eq('id', organizationId);
  if (error) fail(error);
}

export interface TeamInput {
  name: string;
  teamType: string;
  description: string;
}

export async function createTeam(organizationId: string, team: TeamInput): Promise<string> {
  const { data, error } = await supabase
    .from('teams')
    .insert({ organization_id: organizationId, name: team.name.trim(), team_type: team.teamType, description: team.description.trim() || null })
    .select('id')
    .single();
  if (error) fail(error);
  return data.id;
}

export async function updateTeam(teamId: string, team: TeamInput) {
  const { error } = await supabase
    .from('teams')
    .update({ name: team.name.trim(), team_type: team.teamType, description: team.description.trim() || null })
    .eq('id', teamId);
  if (error) fail(error);
}

/** Deleting a team removes all its memberships (the database cascades). */
export async function deleteTeam(teamId: string) {
  const { error } = await supabase.from('teams').delete().eq('id', teamId);
  if (error) fail(error);
}

export async function addTeamMembers(teamId: string, memberIds: string[], role = 'member') {
  if (memberIds.length === 0) return;
  const { error } = await supabase.from('team_members').insert(memberIds.map((member_id) => ({ team_id: teamId, member_id, role })));
  if (error) fail(error);
}

/** teams.team_leader_id is what gives a leader the team's screens (private.leads_team): it follows the 'leader' team role. */
async function setTeamLeader(teamId: string, leaderId: string | null) {
  const { error } = await supabase.from('teams').update({ team_leader_id: leaderId }).eq('id', teamId);
  if (error) fail(error);
}

export async function removeTeamMember(teamId: string, memberId: string, currentLeaderId: string | null) {
  const { error } = await supabase.from('team_members').delete().eq('team_id', teamId).eq('member_id', memberId);
  if (error) fail(error);
  if (currentLeaderId === memberId) await setTeamLeader(teamId, null);
}

export async function setTeamMemberRole(teamId: string, memberId: string, role: string, currentLeaderId: string | null) {
  const { error } = await supabase.from('team_members').update({ role }).eq('team_id', teamId).eq('member_id', memberId);
  if (error) fail(error);
  if (role === 'leader') await setTeamLeader(teamId, memberId);
  else if (currentLeaderId === memberId) await setTeamLeader(teamId, null);
}

/**
 * Grants a role in the organisation: a user_roles row (granted_by is stamped by the database), or the
 * revoked row of the same role made active again.
 */
export async function grantRole(userId: string, organizationId: string, roleType: string, revokedRowId: string | null) {
  const { error } = revokedRowId
    ? await supabase.from('user_roles').update({ is_active: true }).eq('id', revokedRowId)
    : await supabase.from('user_roles').insert({ user_id: userId, organization_id: organizationId, role_type: roleType, role_metadata: { role: roleType } });
  if (error) fail(error);
}

/** Revoking keeps the row, inactive (spec part 1 section 6). */
export async function revokeRole(roleId: string) {
  const { error } = await supabase.from('user_roles').update({ is_active: false }).eq('id', roleId);
  if (error) fail(error);
}
