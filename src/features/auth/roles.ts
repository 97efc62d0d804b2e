import type { Tables } from '../../backend/database.types';
import type { AuthProfile } from './auth-domain';
import type { ImpersonationRecord } from './impersonation';

/** The role types a person may hold. */
export type RoleType = 'super_admin' | 'org_admin' | 'manager' | 'team_leader' | 'team_member' | 'coach';
export type EffectiveRole = RoleType | 'user';
export const ROLE_PRIORITY: readonly RoleType[] = [
  'super_admin',
  'org_admin',
  'manager',
  'team_leader',
  'team_member',
  'coach',
];

/** A user_roles row as the role lookups read it (role_type narrowed from the check constraint's text). */
export type UserRoleRow = Pick<Tables<'user_roles'>, 'organization_id' | 'team_id' | 'is_active' | 'created_at'> & {
  role_type: RoleType;
};

export interface TeamRef {
  teamId: string;
  teamName: string | null;
}

/** The raw role lookups (each failed lookup is an empty list / false). */
export interface RoleSources {
  /** user_roles by user_id and is_active, newest created_at first. */
  activeRoles: UserRoleRow[];
  /** user_roles team_leader, active (team_id + team name). */
  leaderRoles: Array<{ teamId: string | null; teamName: string | null }>;
  /** user_roles team_member, active (team_id, role_metadata.role, team name). */
  memberRoles: Array<TeamRef & { role: string }>;
  /** team_manager_assignments by manager_id, active, with team name. */
  managerAssignments: TeamRef[];
  /** teams where team_leader_id is the user (the older check). */
  ledTeams: TeamRef[];
  /** team_members by member_id joined with teams (the older check). */
  teamMemberships: TeamRef[];
  /** A taas_coaches row exists for the user. */
  isCoach: boolean;
}

export const EMPTY_ROLE_SOURCES: RoleSources = {
  activeRoles: [],
  leaderRoles: [],
  memberRoles: [],
  managerAssignments: [],
  ledTeams: [],
  teamMemberships: [],
  isCoach: false,
};

/** The admin check: RPC is_super_admin_check and admin_profiles.admin_level. */
export interface AdminCheckResult {
  superAdminRpc: boolean;
  adminLevel: string | null;
}

export const NON_ADMIN: AdminCheckResult = { superAdminRpc: false, adminLevel: null };

export type LegacyEffectiveRole = 'team_manager' | 'team_member' | string;

export interface RoleSummary {
  effectiveRole: EffectiveRole;
  /** Every role the user holds, in priority order. */
  roles: RoleType[];
  isSuperAdmin: boolean;
  isOrgAdmin: boolean;
  isManager: boolean;
  isTeamLeader: boolean;
  isTeamMember: boolean;
  isCoach: boolean;
  /** Teams led through an active team_leader role or an active manager assignment, merged by team. */
  leaderTeams: TeamRef[];
  hasMultipleRoles: boolean;
  /** The older second check: team_manager / team_member / the profile's manager_level (default 'none'). */
  legacyRole: LegacyEffectiveRole;
  organizationId: string | null;
  isImpersonating: boolean;
}

export interface RoleInputs {
  sources: RoleSources;
  admin: AdminCheckResult;
  profile: Pick<AuthProfile, 'organization_id' | 'manager_level'> | null;
  impersonation: ImpersonationRecord | null;
}

export function mergeTeamsById(...lists: TeamRef[][]): TeamRef[] {
  const byId = new Map<string, TeamRef>();
  for (const team of lists.flat()) {
    const known = byId.get(team.teamId);
    if (!known) byId.set(team.teamId, { ...team });
    else if (known.teamName == null && team.teamName != null) known.teamName = team.teamName;
  }
  return [...byId.values()];
}

function legacyRole(inputs: RoleInputs): LegacyEffectiveRole {
  const { sources, profile } = inputs;
  if (sources.ledTeams.length > 0 || sources.managerAssignments.length > 0) return 'team_manager';
  if (sources.teamMemberships.length > 0) return 'team_member';
  return profile?.manager_level || 'none';
}

export function deriveRoles(inputs: RoleInputs): RoleSummary {
  const { sources, admin, profile, impersonation } = inputs;
  const active = sources.activeRoles.filter((r) => r.is_active);
  const activeOf = (type: RoleType) => active.find((r) => r.role_type === type);

  const leaderTeams = mergeTeamsById(
    sources.leaderRoles.flatMap((r) => (r.teamId ? [{ teamId: r.teamId, teamName: r.teamName }] : [])),
    sources.managerAssignments,
  );
  const realSuperAdmin = admin.superAdminRpc || admin.adminLevel === 'super_admin';
  const isImpersonating = impersonation != null;
  const held = new Set<RoleType>(active.map((r) => r.role_type));
  // The super admin role comes only from the admin check, not from user_roles.
  held.delete('super_admin');
  if (realSuperAdmin) held.add('super_admin');
  if (leaderTeams.length > 0) held.add('team_leader');
  else held.delete('team_leader');
  if (sources.isCoach) held.add('coach');
  if (isImpersonating) {
    held.delete('super_admin');
    held.add('org_admin');
  }
  const roles = ROLE_PRIORITY.filter((r) => held.has(r));
  const adminOrManager = activeOf('org_admin') ?? activeOf('manager');

  return {
    effectiveRole: roles[0] ?? 'user',
    roles,
    isSuperAdmin: held.has('super_admin'),
    isOrgAdmin: held.has('org_admin'),
    isManager: held.has('manager'),
    isTeamLeader: held.has('team_leader'),
    isTeamMember: held.has('team_member'),
    isCoach: held.has('coach'),
    leaderTeams,
    // Flagged when more than one role row is active (two of one type count), or more than one role is held.
    hasMultipleRoles: active.length > 1 || roles.length > 1,
    legacyRole: legacyRole(inputs),
    organizationId: isImpersonating
      ? impersonation.organizationId
      : (adminOrManager?.organization_id ?? profile?.organization_id ?? null),
    isImpersonating,
  };
}
