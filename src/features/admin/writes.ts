/**
 * Admin writes through the table client (row-level security and triggers keep an admin inside their
 * organisation). Online-only: a failure throws, the screen says so.
 */
import type { BackendClient } from '../../backend/backend-client';
import { fail } from '../../backend/fail';

export async function setOrganizationStatus(
  client: BackendClient,
  organizationId: string,
  status: 'active' | 'suspended',
) {
  const { error } = await client.from('organizations').update({ status }).eq('id', organizationId);
  if (error) fail(error);
}

export interface TeamInput {
  name: string;
  teamType: string;
  description: string;
}

export async function createTeam(client: BackendClient, organizationId: string, team: TeamInput): Promise<string> {
  const { data, error } = await client
    .from('teams')
    .insert({
      organization_id: organizationId,
      name: team.name.trim(),
      team_type: team.teamType,
      description: team.description.trim() || null,
    })
    .select('id')
    .single();
  if (error) fail(error);
  return data.id;
}

export async function updateTeam(client: BackendClient, teamId: string, team: TeamInput) {
  const { error } = await client
    .from('teams')
    .update({ name: team.name.trim(), team_type: team.teamType, description: team.description.trim() || null })
    .eq('id', teamId);
  if (error) fail(error);
}

/** Deleting a team removes all its memberships (the database cascades). */
export async function deleteTeam(client: BackendClient, teamId: string) {
  const { error } = await client.from('teams').delete().eq('id', teamId);
  if (error) fail(error);
}

export async function addTeamMembers(client: BackendClient, teamId: string, memberIds: string[], role = 'member') {
  if (memberIds.length === 0) return;
  const { error } = await client
    .from('team_members')
    .insert(memberIds.map((member_id) => ({ team_id: teamId, member_id, role })));
  if (error) fail(error);
}

/** teams.team_leader_id is what gives a leader the team's screens (private.leads_team): it follows the 'leader' team role. */
async function setTeamLeader(client: BackendClient, teamId: string, leaderId: string | null) {
  const { error } = await client.from('teams').update({ team_leader_id: leaderId }).eq('id', teamId);
  if (error) fail(error);
}

/**
 * Makes a person a team's leader: in the team, then named on it, which grants their team_leader role
 * for the team and their 'leader' team role (the database does both).
 */
export async function makeTeamLeader(client: BackendClient, team: { id: string; memberIds: string[] }, userId: string) {
  if (!team.memberIds.includes(userId)) {
    const { error } = await client.from('team_members').insert({ team_id: team.id, member_id: userId, role: 'leader' });
    if (error) fail(error);
  }
  await setTeamLeader(client, team.id, userId);
}

export async function removeTeamMember(
  client: BackendClient,
  teamId: string,
  memberId: string,
  currentLeaderId: string | null,
) {
  const { error } = await client.from('team_members').delete().eq('team_id', teamId).eq('member_id', memberId);
  if (error) fail(error);
  if (currentLeaderId === memberId) await setTeamLeader(client, teamId, null);
}

export async function setTeamMemberRole(
  client: BackendClient,
  teamId: string,
  memberId: string,
  role: string,
  currentLeaderId: string | null,
) {
  const { error } = await client.from('team_members').update({ role }).eq('team_id', teamId).eq('member_id', memberId);
  if (error) fail(error);
  if (role === 'leader') await setTeamLeader(client, teamId, memberId);
  else if (currentLeaderId === memberId) await setTeamLeader(client, teamId, null);
}

/**
 * Grants a role in the organisation: a user_roles row (granted_by is stamped by the database), or the
 * revoked row of the same role made active again.
 */
export async function grantRole(
  client: BackendClient,
  userId: string,
  organizationId: string,
  roleType: string,
  revokedRowId: string | null,
) {
  const { error } = revokedRowId
    ? await client.from('user_roles').update({ is_active: true }).eq('id', revokedRowId)
    : await client.from('user_roles').insert({
        user_id: userId,
        organization_id: organizationId,
        role_type: roleType,
        role_metadata: { role: roleType },
      });
  if (error) fail(error);
}

/** Revoking keeps the row, inactive. */
export async function revokeRole(client: BackendClient, roleId: string) {
  const { error } = await client.from('user_roles').update({ is_active: false }).eq('id', roleId);
  if (error) fail(error);
}
