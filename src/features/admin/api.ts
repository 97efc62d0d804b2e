/** Reads of the super-admin and org-admin dashboards (row-level security decides what each admin sees). */
import { supabase } from '../../backend/client';
import { fail } from '../../backend/fail';
import type { Tables } from '../../backend/database.types';

export type OrganizationRow = Pick<Tables<'organizations'>, 'id' | 'name' | 'logo_url' | 'status'>;

export async function loadOrganizations(): Promise<OrganizationRow[]> {
  const { data, error } = await supabase.from('organizations').select('id, name, logo_url, status').order('name');
  if (error) fail(error);
  return data ?? [];
}

export async function loadOrganization(organizationId: string): Promise<OrganizationRow | null> {
  const { data, error } = await supabase
    .from('organizations')
    .select('id, name, logo_url, status')
    .eq('id', organizationId)
    .maybeSingle();
  if (error) fail(error);
  return data;
}

export interface OrgMember {
  userId: string;
  name: string;
  email: string | null;
  status: string;
}

export interface OrgTeam {
  id: string;
  name: string;
  memberCount: number;
}

export interface OrgOverview {
  organization: OrganizationRow | null;
  members: OrgMember[];
  teams: OrgTeam[];
  tpmAssessments: number;
}

/** The organisation dashboard: its members, its teams and its TPM assessments. */
export async function loadOrgOverview(organizationId: string): Promise<OrgOverview> {
  const [organization, profiles, teams, assessments] = await Promise.all([
    loadOrganization(organizationId),
    supabase
      .from('profiles')
      .select('user_id, first_name, last_name, email, status')
      .eq('organization_id', organizationId)
      .order('last_name'),
    supabase.from('teams').select('id, name').eq('organization_id', organizationId).order('name'),
    supabase.from('assessments').select('id').eq('organization_id', organizationId).eq('assessment_type', 'tpm'),
  ]);
  if (profiles.error) fail(profiles.error);
  if (teams.error) fail(teams.error);
  if (assessments.error) fail(assessments.error);
  const teamIds = (teams.data ?? []).map((team) => team.id);
  const members = teamIds.length
    ? await supabase.from('team_members').select('team_id, member_id').in('team_id', teamIds)
    : { data: [], error: null };
  if (members.error) fail(members.error);
  return {
    organization,
    members: (profiles.data ?? []).map((p) => ({
      userId: p.user_id,
      name: [p.first_name, p.last_name].filter(Boolean).join(' ') || (p.email ?? p.user_id),
      email: p.email,
      status: p.status,
    })),
    teams: (teams.data ?? []).map((team) => ({
      id: team.id,
      name: team.name,
      memberCount: (members.data ?? []).filter((m) => m.team_id === team.id).length,
    })),
    tpmAssessments: (assessments.data ?? []).length,
  };
}
