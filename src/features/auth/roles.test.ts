import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoEmail } from './demo-accounts.fixture';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN, type RoleInputs, type RoleSummary } from './roles';

const derive = (email: DemoEmail, patch: Partial<RoleInputs> = {}) => {
  const account = DEMO_ACCOUNTS[email];
  return deriveRoles({
    sources: account.sources,
    admin: account.admin,
    profile: account.profile,
    impersonation: null,
    ...patch,
  });
};

type Expected = Pick<RoleSummary, 'effectiveRole' | 'roles' | 'hasMultipleRoles' | 'legacyRole' | 'organizationId'>;

describe('deriveRoles for each demo account', () => {
  it.each<[DemoEmail, Expected]>([
    [
      'super@taas.test',
      {
        effectiveRole: 'super_admin',
        roles: ['super_admin'],
        hasMultipleRoles: false,
        legacyRole: 'none',
        organizationId: null,
      },
    ],
    [
      'admin@acme.test',
      {
        effectiveRole: 'org_admin',
        roles: ['org_admin'],
        hasMultipleRoles: false,
        legacyRole: 'none',
        organizationId: 'org-acme',
      },
    ],
    [
      'manager@acme.test',
      {
        effectiveRole: 'manager',
        roles: ['manager', 'team_leader'],
        hasMultipleRoles: true,
        legacyRole: 'team_manager',
        organizationId: 'org-acme',
      },
    ],
    [
      'leader@acme.test',
      {
        effectiveRole: 'team_leader',
        roles: ['team_leader'],
        hasMultipleRoles: false,
        legacyRole: 'team_manager',
        organizationId: 'org-acme',
      },
    ],
    [
      'member@acme.test',
      {
        effectiveRole: 'team_member',
        roles: ['team_member'],
        hasMultipleRoles: false,
        legacyRole: 'team_member',
        organizationId: 'org-acme',
      },
    ],
    [
      'coach@taas.test',
      { effectiveRole: 'coach', roles: ['coach'], hasMultipleRoles: false, legacyRole: 'none', organizationId: null },
    ],
    [
      'member@globex.test',
      {
        effectiveRole: 'team_member',
        roles: ['team_member'],
        hasMultipleRoles: false,
        legacyRole: 'team_member',
        organizationId: 'org-globex',
      },
    ],
    [
      'new@acme.test',
      {
        effectiveRole: 'team_member',
        roles: ['team_member'],
        hasMultipleRoles: false,
        legacyRole: 'team_member',
        organizationId: 'org-acme',
      },
    ],
  ])('%s', (email, expected) => {
    const summary = derive(email);
    expect({
      effectiveRole: summary.effectiveRole,
      roles: summary.roles,
      hasMultipleRoles: summary.hasMultipleRoles,
      legacyRole: summary.legacyRole,
      organizationId: summary.organizationId,
    }).toEqual(expected);
  });

  it('the leader and the manager both lead Alpha', () => {
    expect(derive('leader@acme.test').leaderTeams).toEqual([{ teamId: 'team-alpha', teamName: 'Alpha' }]);
    expect(derive('manager@acme.test').leaderTeams).toEqual([{ teamId: 'team-alpha', teamName: 'Alpha' }]);
  });
});

describe('deriveRoles rules', () => {
  const none: RoleInputs = { sources: EMPTY_ROLE_SOURCES, admin: NON_ADMIN, profile: null, impersonation: null };
  const row = (
    role_type: 'org_admin' | 'manager' | 'team_leader' | 'team_member' | 'coach' | 'super_admin',
    org: string | null = null,
    team: string | null = null,
    active = true,
  ) => ({
    role_type,
    organization_id: org,
    team_id: team,
    is_active: active,
    created_at: '',
  });

  it('no data gives the plain user role and manager level none', () => {
    const summary = deriveRoles(none);
    expect([summary.effectiveRole, summary.legacyRole, summary.organizationId]).toEqual(['user', 'none', null]);
  });

  it('super admin comes from the RPC or from admin_profiles, not from a user_roles row alone', () => {
    expect(deriveRoles({ ...none, admin: { superAdminRpc: true, adminLevel: null } }).isSuperAdmin).toBe(true);
    expect(deriveRoles({ ...none, admin: { superAdminRpc: false, adminLevel: 'super_admin' } }).isSuperAdmin).toBe(
      true,
    );
    expect(deriveRoles({ ...none, admin: { superAdminRpc: false, adminLevel: 'org_admin' } }).isSuperAdmin).toBe(false);
    expect(
      deriveRoles({ ...none, sources: { ...EMPTY_ROLE_SOURCES, activeRoles: [row('super_admin')] } }).isSuperAdmin,
    ).toBe(false);
  });

  it('flags multiple roles when more than one role row is active, even two of one type', () => {
    const twoMemberRows = [row('team_member', 'o1', 't1'), row('team_member', 'o1', 't2')];
    expect(
      deriveRoles({ ...none, sources: { ...EMPTY_ROLE_SOURCES, activeRoles: twoMemberRows } }).hasMultipleRoles,
    ).toBe(true);
    const oneActive = [row('team_member', 'o1', 't1'), row('team_member', 'o1', 't2', false)];
    expect(deriveRoles({ ...none, sources: { ...EMPTY_ROLE_SOURCES, activeRoles: oneActive } }).hasMultipleRoles).toBe(
      false,
    );
  });

  it('org admin needs an active org_admin role', () => {
    expect(
      deriveRoles({ ...none, sources: { ...EMPTY_ROLE_SOURCES, activeRoles: [row('org_admin', 'o1', null, false)] } })
        .isOrgAdmin,
    ).toBe(false);
    expect(
      deriveRoles({ ...none, sources: { ...EMPTY_ROLE_SOURCES, activeRoles: [row('org_admin', 'o1')] } }).isOrgAdmin,
    ).toBe(true);
  });

  it('a team_leader role without a team does not make a team leader', () => {
    const summary = deriveRoles({
      ...none,
      sources: {
        ...EMPTY_ROLE_SOURCES,
        activeRoles: [row('team_leader')],
        leaderRoles: [{ teamId: null, teamName: null }],
      },
    });
    expect(summary.isTeamLeader).toBe(false);
    expect(summary.effectiveRole).toBe('user');
  });

  it('leader roles and manager assignments merge by team, keeping a known name', () => {
    const summary = deriveRoles({
      ...none,
      sources: {
        ...EMPTY_ROLE_SOURCES,
        leaderRoles: [
          { teamId: 't1', teamName: null },
          { teamId: 't2', teamName: 'Two' },
        ],
        managerAssignments: [
          { teamId: 't1', teamName: 'One' },
          { teamId: 't3', teamName: 'Three' },
        ],
      },
    });
    expect(summary.leaderTeams).toEqual([
      { teamId: 't1', teamName: 'One' },
      { teamId: 't2', teamName: 'Two' },
      { teamId: 't3', teamName: 'Three' },
    ]);
  });

  it('priority: super_admin > org_admin > manager > team_leader > team_member > coach', () => {
    const all = deriveRoles({
      ...none,
      admin: { superAdminRpc: true, adminLevel: null },
      sources: {
        ...EMPTY_ROLE_SOURCES,
        activeRoles: [row('coach'), row('team_member', 'o1', 't1'), row('manager', 'o2'), row('org_admin', 'o3')],
        leaderRoles: [{ teamId: 't1', teamName: 'T' }],
        isCoach: true,
      },
    });
    expect(all.roles).toEqual(['super_admin', 'org_admin', 'manager', 'team_leader', 'team_member', 'coach']);
    expect(all.effectiveRole).toBe('super_admin');
    expect(all.hasMultipleRoles).toBe(true);
  });

  it('the organisation comes from the org admin role, else the manager role, else the profile', () => {
    const profile = { organization_id: 'from-profile', manager_level: null };
    const withRoles = (...rows: ReturnType<typeof row>[]) =>
      deriveRoles({ ...none, profile, sources: { ...EMPTY_ROLE_SOURCES, activeRoles: rows } }).organizationId;
    expect(withRoles(row('manager', 'from-manager'), row('org_admin', 'from-admin'))).toBe('from-admin');
    expect(withRoles(row('team_member', 'from-member'), row('manager', 'from-manager'))).toBe('from-manager');
    expect(withRoles(row('team_member', 'from-member'))).toBe('from-profile');
  });

  it('older check: manager assignment or led team gives team_manager, membership team_member, else manager_level', () => {
    const legacy = (sources: Partial<typeof EMPTY_ROLE_SOURCES>, manager_level: string | null = 'senior') =>
      deriveRoles({
        ...none,
        profile: { organization_id: null, manager_level },
        sources: { ...EMPTY_ROLE_SOURCES, ...sources },
      }).legacyRole;
    expect(legacy({ ledTeams: [{ teamId: 't', teamName: null }] })).toBe('team_manager');
    expect(legacy({ managerAssignments: [{ teamId: 't', teamName: null }] })).toBe('team_manager');
    expect(legacy({ teamMemberships: [{ teamId: 't', teamName: null }] })).toBe('team_member');
    expect(legacy({})).toBe('senior');
    expect(legacy({}, null)).toBe('none');
  });

  it('while impersonating: org admin of the impersonated organisation, not super admin', () => {
    const summary = derive('super@taas.test', {
      impersonation: { organizationId: 'org-acme', organizationName: 'Acme', originalAdminId: 'u1' },
    });
    expect([summary.isSuperAdmin, summary.isOrgAdmin, summary.effectiveRole, summary.organizationId]).toEqual([
      false,
      true,
      'org_admin',
      'org-acme',
    ]);
  });
});
