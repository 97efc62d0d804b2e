import { msg } from '@lingui/core/macro';
import type { AuthView } from './auth-view';

/** The spinner text while authentication is loading (spec part 1, "Route guard behaviour"). */
export const AUTH_CHECK_LABEL = msg`Verifica autenticazione...`;

/**
 * public: no check. authenticated: any signed-in user. regular-user: signed in and terms accepted (admins
 * skip the terms check: they may open user routes). admin: super admin or org admin. super-admin: super admin
 * only. team-leader / manager: the leader panel on a profile error, non-holders to /user. coach: coaches only.
 * redirect: a fixed redirect.
 */
export type GuardKind =
  | 'public'
  | 'authenticated'
  | 'regular-user'
  | 'admin'
  | 'super-admin'
  | 'team-leader'
  | 'manager'
  | 'coach'
  | 'redirect';

export interface RouteRule {
  path: string;
  guard: GuardKind;
  /** For 'redirect' rules. */
  to?: string;
  /** Where a visitor with no session goes, when it is not the guard's default. */
  signedOutTo?: string;
}

/**
 * Every route of spec parts 1 and 2. Choices where the spec is silent: team screens need a team leader;
 * manager screens a manager or a team leader; /org-admin/* any admin (the data itself is protected by RLS);
 * anonymous visitors to admin routes go to /admin-login; /terms-and-privacy needs a session.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/', guard: 'public' },
  { path: '/login', guard: 'public' },
  { path: '/register', guard: 'public' },
  { path: '/user-login', guard: 'public' },
  { path: '/admin-login', guard: 'public' },
  { path: '/coach-login', guard: 'public' },
  { path: '/terms-and-privacy', guard: 'authenticated' },
  // Spec part 2: the set-password screen (an org admin's welcome) changes the signed-in user's password.
  { path: '/set-password', guard: 'authenticated' },
  { path: '/user', guard: 'regular-user' },
  { path: '/assessment-list', guard: 'regular-user' },
  { path: '/assessment', guard: 'redirect', to: '/assessment-list' },
  { path: '/assessment/:assessmentId', guard: 'regular-user' },
  { path: '/coaching-list', guard: 'regular-user' },
  { path: '/user/coaching', guard: 'redirect', to: '/coaching-list' },
  { path: '/user/coaching/session/:sessionId', guard: 'regular-user' },
  // Spec part 2: a visitor who is not logged in goes to /login from the coaching timeline.
  { path: '/coaching/:sessionId', guard: 'regular-user', signedOutTo: '/login' },
  { path: '/coaching/:sessionId/activity/:activityId', guard: 'regular-user' },
  { path: '/team-overview', guard: 'team-leader' },
  { path: '/team-coaching', guard: 'team-leader' },
  { path: '/team-leader/dashboard', guard: 'team-leader' },
  { path: '/team-leader/reports', guard: 'team-leader' },
  { path: '/manager/teams', guard: 'manager' },
  { path: '/manager/teams/:teamId/reports', guard: 'manager' },
  { path: '/manager/reports/assessment', guard: 'manager' },
  { path: '/manager/reports/coaching', guard: 'manager' },
  { path: '/super-admin', guard: 'super-admin' },
  { path: '/org-admin/:organizationId', guard: 'admin' },
  { path: '/org-admin/:organizationId/team-overview/:teamId', guard: 'admin' },
  { path: '/org-admin/:organizationId/team-reports/coaching/:teamId', guard: 'admin' },
  { path: '/org-admin/:organizationId/team-reports/assessment/:teamId', guard: 'admin' },
  { path: '/coach', guard: 'coach' },
];

export type GuardDecision =
  | { kind: 'spinner' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'leader-error-panel' };

export type GuardAuthState = Pick<
  AuthView,
  'status' | 'profileStatus' | 'rolesLoading' | 'adminCheckPending' | 'roles' | 'termsAccepted'
>;

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function findRouteRule(pathname: string): RouteRule | null {
  const parts = trimSlash(pathname.split(/[?#]/)[0] ?? '/').split('/');
  return (
    ROUTE_RULES.find((rule) => {
      const pattern = rule.path.split('/');
      return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]);
    }) ?? null
  );
}

const SPINNER: GuardDecision = { kind: 'spinner' };
const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Spec part 1: no signed-in user goes to '/', except coach routes, which send anonymous visitors to /coach-login. */
function signedOutTarget(rule: RouteRule): string {
  if (rule.signedOutTo) return rule.signedOutTo;
  if (rule.guard === 'coach') return '/coach-login';
  return '/';
}

function decideSignedIn(rule: RouteRule, auth: GuardAuthState): GuardDecision {
  const { roles } = auth;
  const rolesPending = auth.rolesLoading || auth.adminCheckPending;
  const isAdmin = roles.isSuperAdmin || roles.isOrgAdmin;
  switch (rule.guard) {
    case 'authenticated':
      return auth.profileStatus === 'loading' ? SPINNER : ALLOW;
    case 'regular-user':
      if (auth.profileStatus === 'loading' || rolesPending) return SPINNER;
      if (isAdmin || auth.profileStatus === 'error') return ALLOW;
      return auth.termsAccepted ? ALLOW : redirect('/terms-and-privacy');
    case 'admin':
      if (rolesPending) return SPINNER;
      return isAdmin ? ALLOW : redirect('/admin-login');
    case 'super-admin':
      if (rolesPending) return SPINNER;
      return roles.isSuperAdmin ? ALLOW : redirect('/admin-login');
    case 'team-leader':
    case 'manager': {
      if (auth.profileStatus === 'loading' || auth.rolesLoading) return SPINNER;
      if (auth.profileStatus === 'error') return { kind: 'leader-error-panel' };
      const holds = rule.guard === 'manager' ? roles.isManager || roles.isTeamLeader : roles.isTeamLeader;
      return holds ? ALLOW : redirect('/user');
    }
    case 'coach':
      if (auth.rolesLoading) return SPINNER;
      return roles.isCoach ? ALLOW : redirect('/coach-login');
    default:
      return ALLOW;
  }
}

/** What the router shows for `pathname` given the auth state (spec part 1, "Route guard behaviour"). */
export function decide(pathname: string, auth: GuardAuthState): GuardDecision {
  const rule = findRouteRule(pathname);
  if (!rule || rule.guard === 'public') return ALLOW;
  if (rule.guard === 'redirect') return redirect(rule.to ?? '/');
  if (auth.status === 'initialising' || auth.status === 'signingIn' || auth.status === 'signingOut') return SPINNER;
  if (auth.status === 'signedOut') return redirect(signedOutTarget(rule));
  return decideSignedIn(rule, auth);
}
