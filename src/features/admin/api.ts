/**
 * Reads of the super-admin and org-admin screens (row-level security decides what each admin
 * sees). Each screen is a few parallel requests with PostgREST embedding and counts, never one
 * request per row.
 */
import type { BackendClient } from '../../backend/backend-client';
import { fail } from '../../backend/fail';
import { loadOrganization, type OrganizationRow } from './organization';

export interface OrganizationSummary extends OrganizationRow {
  memberCount: number;
  teamCount: number;
}

const countOf = (embedded: unknown): number =>
  Array.isArray(embedded) ? Number((embedded[0] as { count?: number } | undefined)?.count ?? 0) : 0;

export async function loadOrganizations(client: BackendClient): Promise<OrganizationSummary[]> {
  const { data, error } = await client
    .from('organizations')
    .select('id, name, logo_url, status, profiles(count), teams(count)')
    .order('name');
  if (error) fail(error);
  return (data ?? []).map(({ profiles, teams, ...org }) => ({
    ...org,
    memberCount: countOf(profiles),
    teamCount: countOf(teams),
  }));
}

export interface SuperAdminRow {
  userId: string;
  name: string;
  email: string | null;
  status: string;
  createdAt: string | null;
}

/** Active super_admin roles and legacy admin_profiles super admins, with their profiles. */
export async function loadSuperAdmins(client: BackendClient): Promise<SuperAdminRow[]> {
  const [roles, legacy] = await Promise.all([
    client.from('user_roles').select('user_id, created_at').eq('role_type', 'super_admin').eq('is_active', true),
    client.from('admin_profiles').select('id, created_at').eq('admin_level', 'super_admin'),
  ]);
  if (roles.error) fail(roles.error);
  if (legacy.error) fail(legacy.error);
  const since = new Map<string, string>();
  for (const r of roles.data ?? []) since.set(r.user_id, r.created_at);
  for (const a of legacy.data ?? []) if (!since.has(a.id)) since.set(a.id, a.created_at);
  const ids = [...since.keys()];
  if (ids.length === 0) return [];
  const profiles = await client
    .from('profiles')
    .select('user_id, first_name, last_name, email, status, created_at')
    .in('user_id', ids);
  if (profiles.error) fail(profiles.error);
  const byId = new Map((profiles.data ?? []).map((p) => [p.user_id, p]));
  return ids
    .map((userId) => {
      const p = byId.get(userId);
      return {
        userId,
        name: [p?.first_name, p?.last_name].filter(Boolean).join(' ') || (p?.email ?? userId),
        email: p?.email ?? null,
        status: p?.status ?? 'active',
        createdAt: p?.created_at ?? since.get(userId) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface OrgRole {
  id: string;
  roleType: string;
  teamId: string | null;
  isActive: boolean;
}

export interface OrgMember {
  userId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string | null;
  status: string;
  position: string | null;
  department: string | null;
  division: string | null;
  phone: string | null;
  hireDate: string | null;
  age: number | null;
  gender: string | null;
  jobDescription: string | null;
  /** Every user_roles row of the person in this organisation (inactive ones too: revoked). */
  roles: OrgRole[];
  teamIds: string[];
}

export interface OrgTeamMember {
  memberId: string;
  role: string;
}

export interface OrgTeam {
  id: string;
  name: string;
  teamType: string;
  description: string | null;
  teamLeaderId: string | null;
  members: OrgTeamMember[];
  memberCount: number;
}

export interface OrgOverview {
  organization: OrganizationRow | null;
  members: OrgMember[];
  teams: OrgTeam[];
  tpmAssessments: number;
}

/** The organisation's teams could not be read (the screen says 'Error loading teams'). */
export class TeamsLoadError extends Error {
  override name = 'TeamsLoadError';
}

function groupBy<T, V>(items: readonly T[], key: (item: T) => string, value: (item: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(value(item));
    else groups.set(key(item), [value(item)]);
  }
  return groups;
}

/** The organisation screen: its people (with roles and teams), its teams (with members) and its TPM assessments. */
export async function loadOrgOverview(client: BackendClient, organizationId: string): Promise<OrgOverview> {
  const [organization, profiles, teams, roles, assessments] = await Promise.all([
    loadOrganization(client, organizationId),
    client
      .from('profiles')
      .select(
        'user_id, first_name, last_name, email, status, position, department, division, phone, hire_date, age, gender, job_description',
      )
      .eq('organization_id', organizationId)
      .order('last_name'),
    client
      .from('teams')
      .select('id, name, team_type, description, team_leader_id, team_members(member_id, role)')
      .eq('organization_id', organizationId)
      .order('name'),
    client
      .from('user_roles')
      .select('id, user_id, role_type, team_id, is_active')
      .eq('organization_id', organizationId),
    // Counted by the server: the screen shows how many, and an organisation of thousands has thousands.
    client
      .from('assessments')
      .select('id', { count: 'exact', head: true })
      .eq('organization_id', organizationId)
      .eq('assessment_type', 'tpm'),
  ]);
  if (profiles.error) fail(profiles.error);
  if (teams.error) throw new TeamsLoadError(teams.error.message);
  if (roles.error) fail(roles.error);
  if (assessments.error) fail(assessments.error);
  const orgTeams: OrgTeam[] = (teams.data ?? []).map((team) => {
    const members = (team.team_members ?? []).map((m) => ({ memberId: m.member_id, role: m.role }));
    return {
      id: team.id,
      name: team.name,
      teamType: team.team_type,
      description: team.description,
      teamLeaderId: team.team_leader_id,
      members,
      memberCount: members.length,
    };
  });
  // Indexed by person once, so the join costs people + roles + memberships, not people x (roles + memberships).
  const rolesOf = groupBy(
    roles.data ?? [],
    (r) => r.user_id,
    (r) => ({
      id: r.id,
      roleType: r.role_type,
      teamId: r.team_id,
      isActive: r.is_active,
    }),
  );
  const teamsOf = groupBy(
    orgTeams.flatMap((t) => t.members.map((m) => ({ memberId: m.memberId, teamId: t.id }))),
    (m) => m.memberId,
    (m) => m.teamId,
  );
  return {
    organization,
    members: (profiles.data ?? []).map((p) => ({
      userId: p.user_id,
      name: [p.first_name, p.last_name].filter(Boolean).join(' ') || (p.email ?? p.user_id),
      firstName: p.first_name ?? '',
      lastName: p.last_name ?? '',
      email: p.email,
      status: p.status,
      position: p.position,
      department: p.department,
      division: p.division,
      phone: p.phone,
      hireDate: p.hire_date,
      age: p.age,
      gender: p.gender,
      jobDescription: p.job_description,
      roles: rolesOf.get(p.user_id) ?? [],
      teamIds: teamsOf.get(p.user_id) ?? [],
    })),
    teams: orgTeams,
    tpmAssessments: assessments.count ?? 0,
  };
}
