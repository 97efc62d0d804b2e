/**
 * The managers in charge of a team: an active team_manager_assignments row makes a manager a leader of
 * the team (its screens and reports). Assigning again makes a former assignment active again (one row
 * per team and manager); removing keeps the row, inactive, as revoking a role does.
 */
import type { BackendClient } from '../../../backend/backend-client';
import { fail } from '../../../backend/fail';

export async function loadTeamManagerIds(client: BackendClient, teamId: string): Promise<string[]> {
  const { data, error } = await client
    .from('team_manager_assignments')
    .select('manager_id')
    .eq('team_id', teamId)
    .eq('is_active', true);
  if (error) fail(error);
  return (data ?? []).map((row) => row.manager_id);
}

export async function assignTeamManager(client: BackendClient, teamId: string, managerId: string): Promise<void> {
  const { error } = await client
    .from('team_manager_assignments')
    .upsert({ team_id: teamId, manager_id: managerId, is_active: true }, { onConflict: 'team_id,manager_id' });
  if (error) fail(error);
}

export async function removeTeamManager(client: BackendClient, teamId: string, managerId: string): Promise<void> {
  const { error } = await client
    .from('team_manager_assignments')
    .update({ is_active: false })
    .eq('team_id', teamId)
    .eq('manager_id', managerId);
  if (error) fail(error);
}
