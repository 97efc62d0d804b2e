// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { DEMO_ACCOUNTS, DEMO_EMAILS, type DemoEmail } from '../../features/auth/demo-accounts.fixture';
import { decideAccess, guardRuleOf, type GuardAuthState, type GuardDecision } from '../../features/auth/route-guards';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN } from '../../features/auth/roles';
import { routes } from '../router';
import { RouteGuard } from './RouteGuard';

interface Leaf {
  route: RouteObject;
  /** The full path, parents included. */
  path: string;
  underGuard: boolean;
}

/** Every route of the real router that renders a screen (has a path or is an index), with where it sits. */
function leavesOf(list: RouteObject[], parentPath = '', underGuard = false): Leaf[] {
  return list.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`) : parentPath;
    const guardedHere = underGuard || (route.element as { type?: unknown } | undefined)?.type === RouteGuard;
    const own = route.path != null || route.index ? [{ route, path, underGuard: guardedHere }] : [];
    return [...own, ...leavesOf(route.children ?? [], path, guardedHere)];
  });
}

const leaves = leavesOf(routes);

/** Every path the product's screens are reached by. */
const SPEC_PATHS = [
  '/',
  '/login',
  '/register',
  '/user-login',
  '/admin-login',
  '/coach-login',
  '/terms-and-privacy',
  '/user',
  '/assessment-list',
  '/assessment/:assessmentId',
  '/assessment',
  '/coaching-list',
  '/user/coaching',
  '/super-admin',
  '/org-admin/:organizationId',
  '/team-overview',
  '/team-coaching',
  '/team-leader/dashboard',
  '/team-leader/reports',
  '/manager/teams',
  '/manager/teams/:teamId/reports',
  '/manager/reports/assessment',
  '/manager/reports/coaching',
  '/coach',
  '/user/coaching/session/:sessionId',
  '/coaching/:sessionId',
  '/coaching/:sessionId/activity/:activityId',
  '/org-admin/:organizationId/team-overview/:teamId',
  '/org-admin/:organizationId/team-reports/coaching/:teamId',
  '/org-admin/:organizationId/team-reports/assessment/:teamId',
];

describe('the route table', () => {
  it('has every route of the product', () => {
    const paths = new Set(leaves.map((leaf) => leaf.path));
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('every route declares its guard on itself and sits below a RouteGuard', () => {
    expect(leaves.length).toBeGreaterThan(SPEC_PATHS.length);
    for (const leaf of leaves) {
      expect.soft(guardRuleOf(leaf.route.handle), `${leaf.path} declares no guard`).not.toBeNull();
      expect.soft(leaf.underGuard, `${leaf.path} is not below a RouteGuard`).toBe(true);
    }
  });
});

const ready = (email: DemoEmail): GuardAuthState => {
  const account = DEMO_ACCOUNTS[email];
  return {
    status: 'signedIn',
    profileStatus: 'ready',
    rolesLoading: false,
    adminCheckPending: false,
    roles: deriveRoles({
      sources: account.sources,
      admin: account.admin,
      profile: account.profile,
      impersonation: null,
    }),
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
type Row = [
  super_: string,
  admin: string,
  manager: string,
  leader: string,
  member: string,
  coach: string,
  globex: string,
  fresh: string,
  anon: string,
];
const everyone = (value: string): Row => [value, value, value, value, value, value, value, value, value];
const userRoute = (anon: string): Row => ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', '/terms-and-privacy', anon];
const leaderRoute: Row = ['/user', '/user', 'ok', 'ok', '/user', '/user', '/user', '/user', '/'];
const adminRoute: Row = [
  'ok',
  'ok',
  '/admin-login',
  '/admin-login',
  '/admin-login',
  '/admin-login',
  '/admin-login',
  '/admin-login',
  '/',
];

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
  ['/assessment-list/54000000-0000-4000-8000-000000000003/results', userRoute('/')],
  ['/assessment/54000000-0000-4000-8000-000000000001', userRoute('/')],
  ['/coaching-list', userRoute('/')],
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
  [
    '/super-admin',
    [
      'ok',
      '/admin-login',
      '/admin-login',
      '/admin-login',
      '/admin-login',
      '/admin-login',
      '/admin-login',
      '/admin-login',
      '/',
    ],
  ],
  ['/org-admin/org-acme', adminRoute],
  ['/org-admin/org-acme/team-overview/t1', adminRoute],
  ['/org-admin/org-acme/team-reports/coaching/t1', adminRoute],
  ['/org-admin/org-acme/team-reports/assessment/t1', adminRoute],
  ['/no/such/page', everyone('ok')],
  // Preparing a tablet needs a user past the terms (the screen and the rpcs then require a coach or an
  // org admin); the prepared tablet's page is open to whoever holds the tablet.
  ['/workshop/prepare', userRoute('/')],
  ['/workshop', everyone('ok')],
  [
    '/coach',
    [
      '/coach-login',
      '/coach-login',
      '/coach-login',
      '/coach-login',
      '/coach-login',
      'ok',
      '/coach-login',
      '/coach-login',
      '/coach-login',
    ],
  ],
  [
    '/coach/team-reports/coaching/t1',
    [
      '/coach-login',
      '/coach-login',
      '/coach-login',
      '/coach-login',
      '/coach-login',
      'ok',
      '/coach-login',
      '/coach-login',
      '/coach-login',
    ],
  ],
];

const asDecision = (code: string): GuardDecision =>
  code === 'ok' ? { kind: 'allow' } : { kind: 'redirect', to: code };
const states: Array<[string, GuardAuthState]> = [
  ...DEMO_EMAILS.map((email): [string, GuardAuthState] => [email, ready(email)]),
  ['anonymous', anonymous],
];

/** The guard of the route the router matches for `pathname` (the deepest match, as RouteGuard reads it). */
function decideFor(pathname: string, state: GuardAuthState): GuardDecision {
  const matched = matchRoutes(routes, pathname) ?? [];
  return decideAccess(guardRuleOf(matched[matched.length - 1]?.route.handle), state);
}

describe('route guards of the real router: each demo account on each route', () => {
  it('the table covers every route of the router but the two fixed redirects', () => {
    const covered = new Set(TABLE.map(([path]) => matchRoutes(routes, path)?.at(-1)?.route));
    expect(leaves.filter((leaf) => !covered.has(leaf.route)).map((leaf) => leaf.path)).toEqual([
      '/assessment',
      '/user/coaching',
    ]);
  });

  it('the fixed redirects send everyone on, whatever the auth state', () => {
    for (const [from, to] of [
      ['/assessment', '/assessment-list'],
      ['/user/coaching', '/coaching-list'],
    ]) {
      const leaf = matchRoutes(routes, from!)!.at(-1)!.route;
      expect((leaf.element as ReactElement<{ to: string }>).props.to).toBe(to);
      for (const [, state] of [...states, ['initialising', { ...anonymous, status: 'initialising' }] as const]) {
        expect(decideFor(from!, state)).toEqual({ kind: 'allow' });
      }
    }
  });

  for (const [path, row] of TABLE) {
    it.each(states.map(([who, state], i) => [who, state, row[i]!] as const))(
      `${path} as %s -> %s`,
      (_who, state, expected) => {
        expect(decideFor(path, state)).toEqual(asDecision(expected));
      },
    );
  }

  it('matches with a trailing slash', () => {
    expect(decideFor('/super-admin/', ready('member@acme.test'))).toEqual({ kind: 'redirect', to: '/admin-login' });
  });
});
