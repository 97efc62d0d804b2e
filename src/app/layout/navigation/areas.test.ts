// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { DEMO_ACCOUNTS, DEMO_EMAILS, type DemoEmail } from '../../../features/auth/demo-accounts.fixture';
import { decideAccess, guardRuleOf, type GuardAuthState } from '../../../features/auth/route-guards';
import { deriveRoles, type RoleSummary } from '../../../features/auth/roles';
import type { ImpersonationRecord } from '../../../features/auth/impersonation';
import { routes } from '../../router';
import { COACH_PREPARE_HASH, navigationGroups, type NavGroup } from './areas';
import { currentAreaId } from './current-area';

const rolesOf = (email: DemoEmail, impersonation: ImpersonationRecord | null = null): RoleSummary => {
  const account = DEMO_ACCOUNTS[email];
  return deriveRoles({ sources: account.sources, admin: account.admin, profile: account.profile, impersonation });
};

const authOf = (roles: RoleSummary): GuardAuthState => ({
  status: 'signedIn',
  profileStatus: 'ready',
  rolesLoading: false,
  adminCheckPending: false,
  roles,
  termsAccepted: true,
});

/** group id -> area ids, as a user sees them. */
const shape = (groups: NavGroup[]) => Object.fromEntries(groups.map((g) => [g.id, g.areas.map((a) => a.id)]));
const linkOf = (groups: NavGroup[], id: string) => groups.flatMap((g) => g.areas).find((a) => a.id === id)?.to;

const ORG_ADMIN = [
  'org-members',
  'org-teams',
  'org-assessments',
  'org-content',
  'org-programs',
  'org-sessions',
  'org-devices',
];
const MEMBER = ['member-dashboard', 'member-assessments', 'member-coaching'];
const LEADER = ['leader-dashboard', 'leader-team', 'leader-reports'];

describe('the areas of each role', () => {
  it('gives each demo account the areas of the roles it holds, grouped by role', () => {
    expect(shape(navigationGroups(rolesOf('super@taas.test')))).toEqual({
      'super-admin': ['super-organizations', 'super-content'],
    });
    expect(shape(navigationGroups(rolesOf('admin@acme.test')))).toEqual({ 'org-admin': ORG_ADMIN });
    expect(shape(navigationGroups(rolesOf('manager@acme.test')))).toEqual({
      manager: ['manager-teams', 'manager-assessment-reports', 'manager-coaching-reports'],
      'team-leader': LEADER,
      member: MEMBER,
    });
    expect(shape(navigationGroups(rolesOf('leader@acme.test')))).toEqual({ 'team-leader': LEADER, member: MEMBER });
    expect(shape(navigationGroups(rolesOf('member@acme.test')))).toEqual({ member: MEMBER });
    expect(shape(navigationGroups(rolesOf('coach@taas.test')))).toEqual({
      coach: ['coach-dashboard', 'coach-prepare'],
    });
  });

  it("links an org admin's areas to the tabs of their organisation's screen", () => {
    const groups = navigationGroups(rolesOf('admin@acme.test'));
    expect(linkOf(groups, 'org-members')).toBe('/org-admin/org-acme?tab=members');
    expect(linkOf(groups, 'org-assessments')).toBe('/org-admin/org-acme?tab=tpm');
    expect(linkOf(groups, 'org-programs')).toBe('/org-admin/org-acme?tab=content&section=coaching-programs');
    expect(linkOf(groups, 'org-devices')).toBe('/org-admin/org-acme?tab=devices');
  });

  it('shows an org admin without an organisation no admin areas, and a user with no role the member areas', () => {
    const roles = { ...rolesOf('admin@acme.test'), organizationId: null };
    expect(shape(navigationGroups(roles))).toEqual({ member: MEMBER });
  });

  it('shows a super admin who impersonates an organisation that organisation, not the super admin screens', () => {
    const roles = rolesOf('super@taas.test', {
      organizationId: 'org-globex',
      organizationName: 'Globex',
      originalAdminId: 'super',
    });
    const groups = navigationGroups(roles);
    expect(shape(groups)).toEqual({ 'org-admin': ORG_ADMIN });
    expect(linkOf(groups, 'org-teams')).toBe('/org-admin/org-globex?tab=teams');
    expect(groups[0]!.label.message ?? groups[0]!.label.id).toMatch(/impersonificata/);
  });

  it('marks the areas that need the network: administration and downloading for offline use', () => {
    const needing = (email: DemoEmail) =>
      navigationGroups(rolesOf(email))
        .flatMap((g) => g.areas)
        .filter((a) => a.needsNetwork)
        .map((a) => a.id);
    expect(needing('admin@acme.test')).toEqual(ORG_ADMIN);
    expect(needing('super@taas.test')).toEqual(['super-organizations', 'super-content']);
    expect(needing('coach@taas.test')).toEqual(['coach-prepare']);
    expect(needing('member@acme.test')).toEqual([]);
    expect(needing('leader@acme.test')).toEqual([]);
  });

  it.each(DEMO_EMAILS)('links %s only to routes of the route table whose guard lets them in', (email) => {
    const roles = rolesOf(email);
    for (const area of navigationGroups(roles).flatMap((g) => g.areas)) {
      const pathname = new URL(area.to, 'http://app').pathname;
      const leaf = matchRoutes(routes, pathname)?.at(-1);
      expect.soft(leaf?.route.path, `${area.id}: ${pathname}`).toBe(area.route);
      const decision = decideAccess(guardRuleOf(leaf?.route.handle), authOf(roles));
      expect.soft(decision, `${area.id}: ${pathname}`).toEqual({ kind: 'allow' });
    }
  });
});

describe('the current place', () => {
  const admin = navigationGroups(rolesOf('admin@acme.test'));
  const at = (groups: NavGroup[], url: string) => {
    const { pathname, search, hash } = new URL(url, 'http://app');
    return currentAreaId(groups, { pathname, search, hash });
  };

  it("is the org admin screen's tab the URL selects, its first tab when the URL names none", () => {
    expect(at(admin, '/org-admin/org-acme')).toBe('org-members');
    expect(at(admin, '/org-admin/org-acme?tab=devices')).toBe('org-devices');
    expect(at(admin, '/org-admin/org-acme?tab=content')).toBe('org-content');
    expect(at(admin, '/org-admin/org-acme?tab=content&section=coaching-programs')).toBe('org-programs');
    expect(at(admin, '/org-admin/org-acme?tab=unknown')).toBeNull();
  });

  it("is the area a screen was opened from: a team's report under teams, a result under assessments", () => {
    expect(at(admin, '/org-admin/org-acme/team-reports/coaching/team-alpha')).toBe('org-teams');
    const member = navigationGroups(rolesOf('member@acme.test'));
    expect(at(member, '/assessment-list/a1/results')).toBe('member-assessments');
    expect(at(member, '/coaching-list')).toBe('member-coaching');
    expect(at(member, '/team-leader/reports')).toBeNull();
  });

  it("is the leader's reports on /team-leader/reports, and the coach's dashboard unless the fragment names preparing", () => {
    expect(at(navigationGroups(rolesOf('leader@acme.test')), '/team-leader/reports')).toBe('leader-reports');
    const coach = navigationGroups(rolesOf('coach@taas.test'));
    expect(at(coach, '/coach')).toBe('coach-dashboard');
    expect(at(coach, `/coach#${COACH_PREPARE_HASH}`)).toBe('coach-prepare');
    expect(at(coach, '/coach/team-reports/coaching/team-alpha')).toBe('coach-dashboard');
  });
});
