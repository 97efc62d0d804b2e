import { msg } from '@lingui/core/macro';
import type { AuthView } from './auth-view';

/** The spinner text while authentication is loading. */
export const AUTH_CHECK_LABEL = msg`Verifica autenticazione...`;

/**
 * Who may open a route. public: anyone. authenticated: any signed-in user. regular-user: signed in and terms
 * accepted (admins skip the terms check: they may open user routes). admin: super admin or org admin.
 * super-admin: super admin only. team-leader / manager: non-holders to /user. coach: coaches only. Every one but
 * public shows the profile error panel while the signed-in user's profile is not known.
 */
export type RouteAccess =
  'public' | 'authenticated' | 'regular-user' | 'admin' | 'super-admin' | 'team-leader' | 'manager' | 'coach';

/** The guard a route declares on itself (the router keeps it in the route's `handle`). */
export interface RouteGuardRule {
  access: RouteAccess;
  /** Where a visitor with no session goes, when it is not the guard's default. */
  signedOutTo?: string;
}

export type GuardDecision =
  | { kind: 'spinner' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The profile could not be read: its error, 'Riprova' and 'Torna al login utente', on every protected route. */
  | { kind: 'profile-error-panel' }
  /** The route declares no guard: nobody may open it. */
  | { kind: 'deny' };

export type GuardAuthState = Pick<
  AuthView,
  'status' | 'profileStatus' | 'rolesLoading' | 'adminCheckPending' | 'roles' | 'termsAccepted'
> &
  Partial<Pick<AuthView, 'mustSetPassword'>>;

const SPINNER: GuardDecision = { kind: 'spinner' };
const PROFILE_ERROR: GuardDecision = { kind: 'profile-error-panel' };
const ALLOW: GuardDecision = { kind: 'allow' };
const DENY: GuardDecision = { kind: 'deny' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** No signed-in user goes to '/', except coach routes, which send anonymous visitors to /coach-login. */
function signedOutTarget(rule: RouteGuardRule): string {
  if (rule.signedOutTo) return rule.signedOutTo;
  if (rule.access === 'coach') return '/coach-login';
  return '/';
}

/**
 * A person with a temporary password sets their own before anything else, after the terms (which admins skip).
 * The 'authenticated' routes (/terms-and-privacy, /set-password) stay open to them.
 */
function decideTemporaryPassword(auth: GuardAuthState): GuardDecision {
  if (auth.rolesLoading || auth.adminCheckPending) return SPINNER;
  const isAdmin = auth.roles.isSuperAdmin || auth.roles.isOrgAdmin;
  return !isAdmin && !auth.termsAccepted ? redirect('/terms-and-privacy') : redirect('/set-password');
}

function decideSignedIn(rule: RouteGuardRule, auth: GuardAuthState): GuardDecision {
  const { roles } = auth;
  const rolesPending = auth.rolesLoading || auth.adminCheckPending;
  const isAdmin = roles.isSuperAdmin || roles.isOrgAdmin;
  // Nobody gets past a guard (the terms check above all) on a profile that is not known.
  if (auth.profileStatus === 'error') return PROFILE_ERROR;
  if (auth.mustSetPassword && rule.access !== 'authenticated') return decideTemporaryPassword(auth);
  switch (rule.access) {
    case 'authenticated':
      return auth.profileStatus === 'loading' ? SPINNER : ALLOW;
    case 'regular-user':
      if (auth.profileStatus === 'loading' || rolesPending) return SPINNER;
      if (isAdmin) return ALLOW;
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
      const holds = rule.access === 'manager' ? roles.isManager || roles.isTeamLeader : roles.isTeamLeader;
      return holds ? ALLOW : redirect('/user');
    }
    case 'coach':
      if (auth.rolesLoading) return SPINNER;
      return roles.isCoach ? ALLOW : redirect('/coach-login');
    default:
      return DENY;
  }
}

/**
 * What the router shows for a route that declares `rule`, given the auth state. A route that declares no rule (null) is denied to everyone.
 */
export function decideAccess(rule: RouteGuardRule | null | undefined, auth: GuardAuthState): GuardDecision {
  if (!rule) return DENY;
  if (rule.access === 'public') return ALLOW;
  if (auth.status === 'initialising' || auth.status === 'signingIn' || auth.status === 'signingOut') return SPINNER;
  if (auth.status === 'signedOut') return redirect(signedOutTarget(rule));
  return decideSignedIn(rule, auth);
}

const ACCESS: readonly RouteAccess[] = [
  'public',
  'authenticated',
  'regular-user',
  'admin',
  'super-admin',
  'team-leader',
  'manager',
  'coach',
];

/** The rule a route's `handle` declares, or null when it declares none (or something that is not a rule). */
export function guardRuleOf(handle: unknown): RouteGuardRule | null {
  const guard = (handle as { guard?: Partial<RouteGuardRule> } | null | undefined)?.guard;
  if (!guard || !ACCESS.includes(guard.access as RouteAccess)) return null;
  return typeof guard.signedOutTo === 'string'
    ? { access: guard.access!, signedOutTo: guard.signedOutTo }
    : { access: guard.access! };
}
