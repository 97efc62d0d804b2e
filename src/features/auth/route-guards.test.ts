import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_EMAILS, type DemoEmail } from './demo-accounts.fixture';
import { decide, findRouteRule, ROUTE_RULES, type GuardAuthState, type GuardDecision } from './route-guards';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN } from './roles';

const ready = (email: DemoEmail): GuardAuthState => {
  const account = DEMO_ACCOUNTS[email];
  return {
    status: 'signedIn',
    profileStatus: 'ready',
    rolesLoading: false,
    adminCheckPending: false,
    roles: deriveRoles({ sources: account.sources, admin: account.admin, profile: account.profile, impersonation: null }),
    termsAccepted: account.termsAccepted,
  };
};

const anonymous: GuardAuthState = {
  status: 'signedOut',
  profileStatus: 'none',
  rolesLoading: false,
  adminCheckPending: false,
  roles: deriveRoles({ sources: EMPTY_ROLE_SOURCES, admin: NON_ADMIN, profile: null, impersonation: null }),
  termsAccepted: false,
};

/** 'ok' = allow, a path = redirect there. Columns: the demo accounts in DEMO_EMAILS order, then anonymous. */
type Row = [super_: string, admin: string, manager: string, leader: string, member: string, coach: string, globex: string, fresh: string, anon: string];
const everyone = (value: string): Row => [value, value, value, value, value, value, value, value, value];
const userRoute = (anon: string): Row => ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', '/terms-and-privacy', anon];
const leaderRoute: Row = ['/user', '/user', 'ok', 'ok', '/user', '/user', '/user', '/user', '/'];
const adminRoute: Row = ['ok', 'ok', '/admin-login', '/admin-login', '/admin-login', '/admin-login', '/admin-login', '/admin-login', '/'];

const TABLE: Array<[string, Row]> = [
  ['/', everyone('ok')],
  ['/login', everyone('ok')],
  ['/register', everyone('ok')],
  ['/user-login', everyone('ok')],
  ['/admin-login', everyone('ok')],
  ['/coach-login', everyone('ok')],
  ['/terms-and-privacy', ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', '/']],
  ['/set-password', ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', '/']],
  ['/user', userRoute('/')],
  ['/assessment-list', userRoute('/')],
  ['/assessment', everyone('/assessment-list')],
  ['/assessment/54000000-0000-4000-8000-000000000001', userRoute('/')],
  ['/coaching-list', userRoute('/')],
  ['/user/coaching', everyone('/coaching-list')],
  ['/user/coaching/session/s1', userRoute('/')],
  ['/coaching/s1', userRoute('/login')],
  ['/coaching/s1/activity/a1', userRoute('/')],
  ['/team-overview', leaderRoute],
  ['/team-coaching', leaderRoute],
  ['/team-leader/dashboard', leaderRoute],
  ['/team-leader/reports', leaderRoute],
  ['/manager/teams', leaderRoute],
  ['/manager/teams/t1/reports', leaderRoute],
  ['/manager/reports/assessment', leaderRoute],
  ['/manager/reports/coaching', leaderRoute],
  ['/super-admin', ['ok', '/admin-login', '/admin-login', '/admin-login', '/admin-login', '/admin-login', '/admin-login', '/admin-login', '/']],
  ['/org-admin/org-acme', adminRoute],
  ['/org-admin/org-acme/team-overview/t1', adminRoute],
  ['/org-admin/org-acme/team-reports/coaching/t1', adminRoute],
  ['/org-admin/org-acme/team-reports/assessment/t1', adminRoute],
  ['/coach', ['/coach-login', '/coach-login', '/coach-login', '/coach-login', '/coach-login', 'ok', '/coach-login', '/coach-login', '/coach-login']],
];

const asDecision = (code: string): GuardDecision => (code === 'ok' ? { kind: 'allow' } : { kind: 'redirect', to: code });
const states: Array<[string, GuardAuthState]> = [...DEMO_EMAILS.map((email): [string, GuardAuthState] => [email, ready(email)]), ['anonymous', anonymous]];

describe('route guard table: each demo account on each route', () => {
  it('covers every route rule', () => {
    const covered = new Set(TABLE.map(([path]) => findRouteRule(path)?.path));
    expect(ROUTE_RULES.map((rule) => rule.path).filter((path) => !covered.has(path))).toEqual([]);
  });

  for (const [path, row] of TABLE) {
    it.each(states.map(([who, state], i) => [who, state, row[i]!] as const))(`${path} as %s -> %s`, (_who, state, expected) => {
      expect(decide(path, state)).toEqual(asDecision(expected));
    });
  }
});

describe('route guard loading and error states', () => {
  const member = ready('member@acme.test');
  const spinner = { kind: 'spinner' };

  it('shows the spinner on protected routes while authentication initialises, and lets public routes render', () => {
    const initialising = { ...anonymous, status: 'initialising' as const };
    expect(decide('/user', initialising)).toEqual(spinner);
    expect(decide('/super-admin', initialising)).toEqual(spinner);
    expect(decide('/coach', initialising)).toEqual(spinner);
    expect(decide('/', initialising)).toEqual({ kind: 'allow' });
    expect(decide('/assessment', initialising)).toEqual({ kind: 'redirect', to: '/assessment-list' });
  });

  it('waits for the profile before the terms check', () => {
    expect(decide('/user', { ...member, profileStatus: 'loading' })).toEqual(spinner);
  });

  it('waits for the admin check before deciding an admin route', () => {
    const superAdmin = ready('super@taas.test');
    expect(decide('/super-admin', { ...superAdmin, adminCheckPending: true })).toEqual(spinner);
    expect(decide('/org-admin/x', { ...superAdmin, rolesLoading: true })).toEqual(spinner);
  });

  it('team-leader routes: spinner while loading, the error panel on a profile error', () => {
    const leader = ready('leader@acme.test');
    expect(decide('/team-leader/dashboard', { ...leader, rolesLoading: true })).toEqual(spinner);
    expect(decide('/team-leader/dashboard', { ...leader, profileStatus: 'loading' })).toEqual(spinner);
    expect(decide('/team-leader/dashboard', { ...leader, profileStatus: 'error' })).toEqual({ kind: 'leader-error-panel' });
  });

  it('coach route waits for the roles', () => {
    expect(decide('/coach', { ...ready('coach@taas.test'), rolesLoading: true })).toEqual(spinner);
  });

  it('an admin who has not accepted the terms may still open user routes', () => {
    expect(decide('/user', { ...ready('admin@acme.test'), termsAccepted: false })).toEqual({ kind: 'allow' });
  });

  it('an impersonating super admin counts as org admin, not super admin', () => {
    const account = DEMO_ACCOUNTS['super@taas.test'];
    const impersonating = {
      ...ready('super@taas.test'),
      roles: deriveRoles({ ...account, impersonation: { organizationId: 'org-acme', organizationName: 'Acme', originalAdminId: 'u' } }),
    };
    expect(decide('/org-admin/org-acme', impersonating)).toEqual({ kind: 'allow' });
    expect(decide('/super-admin', impersonating)).toEqual({ kind: 'redirect', to: '/admin-login' });
  });

  it('matches with trailing slashes and query strings, and lets unknown routes through', () => {
    expect(decide('/super-admin/?tab=orgs', ready('member@acme.test'))).toEqual({ kind: 'redirect', to: '/admin-login' });
    expect(decide('/nowhere', anonymous)).toEqual({ kind: 'allow' });
    expect(findRouteRule('/assessment/')?.path).toBe('/assessment');
  });
});
