/**
 * The role lookups over supabase-js. A lookup the server refuses gives an empty
 * list (the spec's rule); a lookup that cannot reach the server throws, so the machine keeps the cached roles.
 */
import type { BackendClient } from '../../backend/backend-client';
import type { AdminCheckResult, RoleSources, RoleType, TeamRef, UserRoleRow } from './roles';

type Row = Record<string, unknown>;
type Answer = { data: unknown; error: { message: string; code?: string } | null };

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The name of an embedded team (PostgREST returns an object, or an array for to-many embeds). */
function teamName(row: Row): string | null {
  const team = Array.isArray(row.team) ? row.team[0] : row.team;
  return team && typeof team === 'object' ? str((team as Row).name) : null;
}

/**
 * One lookup's rows. A lookup that fails (unreachable, refused, a server error) fails the whole read: an
 * empty list would say the user holds no such role, and the machine keeps the last known roles instead.
 */
async function rows(query: PromiseLike<Answer>): Promise<Row[]> {
  const answer = await query;
  if (answer.error) throw answer.error;
  return Array.isArray(answer.data) ? (answer.data as Row[]) : answer.data ? [answer.data as Row] : [];
}

const toTeam = (row: Row, idKey = 'team_id'): TeamRef | null => {
  const teamId = str(row[idKey]);
  return teamId ? { teamId, teamName: teamName(row) ?? str(row.name) } : null;
};
const teams = (list: Row[], idKey?: string) => list.flatMap((row) => toTeam(row, idKey) ?? []);

export async function loadRoleSources(client: BackendClient, userId: string): Promise<RoleSources> {
  const activeRolesOf = (columns: string) =>
    client.from('user_roles').select(columns).eq('user_id', userId).eq('is_active', true);
  const [active, leader, member, assignments, led, memberships, coach] = await Promise.all([
    rows(
      activeRolesOf('role_type, organization_id, team_id, is_active, created_at').order('created_at', {
        ascending: false,
      }),
    ),
    rows(activeRolesOf('team_id, team:teams(name)').eq('role_type', 'team_leader')),
    rows(activeRolesOf('team_id, role_metadata, team:teams(name)').eq('role_type', 'team_member')),
    rows(
      client
        .from('team_manager_assignments')
        .select('team_id, team:teams(name)')
        .eq('manager_id', userId)
        .eq('is_active', true),
    ),
    rows(client.from('teams').select('id, name').eq('team_leader_id', userId)),
    rows(client.from('team_members').select('team_id, team:teams(id, name)').eq('member_id', userId)),
    rows(client.from('taas_coaches').select('id').eq('user_id', userId).maybeSingle()),
  ]);
  return {
    activeRoles: active.map((row): UserRoleRow => ({
      role_type: row.role_type as RoleType,
      organization_id: str(row.organization_id),
      team_id: str(row.team_id),
      is_active: row.is_active === true,
      created_at: str(row.created_at) ?? '',
    })),
    leaderRoles: leader.map((row) => ({ teamId: str(row.team_id), teamName: teamName(row) })),
    memberRoles: member.flatMap((row) => {
      const team = toTeam(row);
      const metadata = row.role_metadata as Row | null;
      return team ? [{ ...team, role: str(metadata?.role) ?? 'member' }] : [];
    }),
    managerAssignments: teams(assignments),
    ledTeams: teams(led, 'id'),
    teamMemberships: teams(memberships),
    isCoach: coach.length > 0,
  };
}

/** Throws when the server's super-admin check fails, so the admin login can say 'Error checking admin permissions'. */
export async function loadAdminCheck(client: BackendClient, userId: string): Promise<AdminCheckResult> {
  const [rpc, adminProfile] = await Promise.all([
    client.rpc('is_super_admin_check'),
    rows(client.from('admin_profiles').select('admin_level').eq('id', userId).maybeSingle()),
  ]);
  if (rpc.error) throw Object.assign(new Error(rpc.error.message), { code: rpc.error.code, status: rpc.status });
  return { superAdminRpc: rpc.data === true, adminLevel: str(adminProfile[0]?.admin_level) };
}
