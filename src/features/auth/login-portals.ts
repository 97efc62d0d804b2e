import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthView } from './auth-view';

export type LoginPortal = 'user' | 'admin' | 'coach';

export type PortalVerdict =
  | { kind: 'wait' }
  | { kind: 'enter'; to: string }
  /** The screen sends { type: 'AUTH.DENY', message } and stays on the login. */
  | { kind: 'deny'; message: MessageDescriptor };

type PortalState = Pick<
  AuthView,
  'status' | 'profileStatus' | 'rolesLoading' | 'adminCheckPending' | 'adminCheckFailed' | 'roles' | 'termsAccepted'
> &
  Partial<Pick<AuthView, 'mustSetPassword'>>;

export const adminAreaDeniedMessage = msg`Access denied: user not authorized for admin area`;
export const adminCheckErrorMessage = msg`Error checking admin permissions`;
export const useAdminLoginMessage = msg`Questo è un account amministratore: accedi dal login amministratori.`;

/**
 * The dashboard a signed-in user lands on: a member who has not accepted the terms goes to accept them, then
 * anyone with a temporary password goes to set their own.
 */
export function landingRoute(auth: PortalState): string {
  const { roles } = auth;
  const isAdmin = roles.isSuperAdmin || roles.isOrgAdmin;
  if (!isAdmin && !auth.termsAccepted && auth.profileStatus === 'ready') return '/terms-and-privacy';
  if (auth.mustSetPassword) return '/set-password';
  if (roles.isSuperAdmin) return '/super-admin';
  if (roles.isOrgAdmin) return roles.organizationId ? `/org-admin/${roles.organizationId}` : '/user';
  if (roles.isManager) return '/manager/teams';
  if (roles.isTeamLeader) return '/team-leader/dashboard';
  if (roles.isCoach) return '/coach';
  return '/user';
}

/** What a login screen does once the account is signed in. */
export function portalVerdict(portal: LoginPortal, auth: PortalState): PortalVerdict {
  if (auth.status !== 'signedIn') return { kind: 'wait' };
  if (auth.profileStatus === 'loading' || auth.rolesLoading || auth.adminCheckPending) return { kind: 'wait' };
  const { roles } = auth;
  const isAdmin = roles.isSuperAdmin || roles.isOrgAdmin;
  switch (portal) {
    case 'user':
      return isAdmin ? { kind: 'deny', message: useAdminLoginMessage } : { kind: 'enter', to: landingRoute(auth) };
    case 'admin':
      if (isAdmin || roles.isManager || roles.isTeamLeader) return { kind: 'enter', to: landingRoute(auth) };
      return { kind: 'deny', message: auth.adminCheckFailed ? adminCheckErrorMessage : adminAreaDeniedMessage };
    case 'coach':
      return { kind: 'enter', to: roles.isCoach ? '/coach' : landingRoute(auth) };
  }
}
