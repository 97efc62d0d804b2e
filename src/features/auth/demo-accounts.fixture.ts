/**
 * The role lookups each demo account gets from supabase/seed.sql (test data for roles and route guards).
 * Shapes as api.ts returns them: activeRoles only holds is_active rows in the real query; the leader's
 * older inactive team_member row is kept here to prove inactive rows are ignored.
 */
import { EMPTY_ROLE_SOURCES, NON_ADMIN, type AdminCheckResult, type RoleSources, type UserRoleRow } from './roles';

const ACME = 'org-acme';
const GLOBEX = 'org-globex';
const ALPHA = { teamId: 'team-alpha', teamName: 'Alpha' };
const ORION = { teamId: 'team-orion', teamName: 'Orion' };

const role = (
  role_type: UserRoleRow['role_type'],
  organization_id: string | null,
  team_id: string | null = null,
  is_active = true,
): UserRoleRow => ({
  role_type,
  organization_id,
  team_id,
  is_active,
  created_at: '2026-01-01T10:00:00Z',
});

export interface DemoAccount {
  sources: RoleSources;
  admin: AdminCheckResult;
  profile: { organization_id: string | null; manager_level: string | null };
  termsAccepted: boolean;
}

const member = (org: string, team: typeof ALPHA, termsAccepted = true): DemoAccount => ({
  sources: {
    ...EMPTY_ROLE_SOURCES,
    activeRoles: [role('team_member', org, team.teamId)],
    memberRoles: [{ ...team, role: 'member' }],
    teamMemberships: [team],
  },
  admin: NON_ADMIN,
  profile: { organization_id: org, manager_level: 'none' },
  termsAccepted,
});

export const DEMO_ACCOUNTS = {
  'super@taas.test': {
    sources: { ...EMPTY_ROLE_SOURCES, activeRoles: [role('super_admin', null)] },
    admin: { superAdminRpc: true, adminLevel: 'super_admin' },
    profile: { organization_id: null, manager_level: 'none' },
    termsAccepted: true,
  },
  'admin@acme.test': {
    sources: { ...EMPTY_ROLE_SOURCES, activeRoles: [role('org_admin', ACME)] },
    admin: { superAdminRpc: false, adminLevel: 'org_admin' },
    profile: { organization_id: ACME, manager_level: 'none' },
    termsAccepted: true,
  },
  'manager@acme.test': {
    sources: { ...EMPTY_ROLE_SOURCES, activeRoles: [role('manager', ACME)], managerAssignments: [ALPHA] },
    admin: NON_ADMIN,
    profile: { organization_id: ACME, manager_level: 'senior' },
    termsAccepted: true,
  },
  'leader@acme.test': {
    sources: {
      ...EMPTY_ROLE_SOURCES,
      activeRoles: [role('team_leader', ACME, ALPHA.teamId), role('team_member', ACME, ALPHA.teamId, false)],
      leaderRoles: [ALPHA],
      ledTeams: [ALPHA],
      teamMemberships: [ALPHA],
    },
    admin: NON_ADMIN,
    profile: { organization_id: ACME, manager_level: 'none' },
    termsAccepted: true,
  },
  'member@acme.test': member(ACME, ALPHA),
  'coach@taas.test': {
    sources: { ...EMPTY_ROLE_SOURCES, activeRoles: [role('coach', null)], isCoach: true },
    admin: NON_ADMIN,
    profile: { organization_id: null, manager_level: 'none' },
    termsAccepted: true,
  },
  'member@globex.test': member(GLOBEX, ORION),
  'new@acme.test': member(ACME, ALPHA, false),
} satisfies Record<string, DemoAccount>;

export type DemoEmail = keyof typeof DEMO_ACCOUNTS;
export const DEMO_EMAILS = Object.keys(DEMO_ACCOUNTS) as DemoEmail[];
