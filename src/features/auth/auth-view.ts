import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from './auth.machine';
import { rolesOf } from './auth-context';
import type { AuthProfile, AuthUser } from './auth-domain';
import type { ImpersonationRecord } from './impersonation';
import type { RoleSummary } from './roles';
import { hasAcceptedTerms } from './terms';

export type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** Everything a screen or a route guard reads from the auth machine. */
export interface AuthView {
  status: 'initialising' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';
  user: AuthUser | null;
  loginError: MessageDescriptor | null;
  profile: AuthProfile | null;
  profileStatus: 'none' | 'loading' | 'error' | 'ready';
  profileError: MessageDescriptor | null;
  rolesLoading: boolean;
  /** True until the admin check answered, fell back (3 s) or was forced to finish (5 s). */
  adminCheckPending: boolean;
  /** The admin check failed with a server error ('Error checking admin permissions' on the admin login). */
  adminCheckFailed: boolean;
  roles: RoleSummary;
  termsAccepted: boolean;
  /**
   * The person still has the temporary password an administrator chose: every route sends them to /set-password
   * (after the terms). Not while offline: the password cannot be changed then, and a cached profile may be stale.
   */
  mustSetPassword: boolean;
  acceptingTerms: boolean;
  impersonation: ImpersonationRecord | null;
  /** Signed in from locally cached data, or the network is down. */
  offline: boolean;
}

function statusOf(snapshot: AuthSnapshot): AuthView['status'] {
  if (snapshot.matches('initialising')) return 'initialising';
  if (snapshot.matches({ signedOut: 'signingIn' })) return 'signingIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('signingOut') || snapshot.matches('denying')) return 'signingOut';
  return 'signedIn';
}

function profileStatusOf(snapshot: AuthSnapshot): AuthView['profileStatus'] {
  if (snapshot.matches({ signedIn: { profile: 'loading' } })) return 'loading';
  if (snapshot.matches({ signedIn: { profile: 'error' } })) return 'error';
  if (snapshot.matches({ signedIn: { profile: 'ready' } })) return 'ready';
  return 'none';
}

export function selectAuthView(snapshot: AuthSnapshot): AuthView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const offline = status === 'signedIn' && (context.offlineSession || !context.online);
  return {
    status,
    user: context.user,
    loginError: context.loginError,
    profile: context.profile,
    profileStatus: profileStatusOf(snapshot),
    profileError: context.profileError,
    rolesLoading: snapshot.matches({ signedIn: { roles: 'loading' } }),
    adminCheckPending:
      snapshot.matches({ signedIn: { adminCheck: 'scheduled' } }) ||
      snapshot.matches({ signedIn: { adminCheck: { checking: 'waiting' } } }),
    adminCheckFailed: context.adminCheckFailed,
    roles: rolesOf(context),
    termsAccepted: hasAcceptedTerms(context.profile),
    mustSetPassword: context.profile?.must_set_password === true && !offline,
    acceptingTerms: snapshot.matches({ signedIn: { profile: { ready: 'acceptingTerms' } } }),
    impersonation: context.impersonation,
    offline,
  };
}
