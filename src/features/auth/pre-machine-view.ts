import type { AuthView } from './auth-view';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN } from './roles';

/**
 * What the auth machine shows before it has loaded (deferredAuthHandle): on a device with nothing to restore
 * it would only find nobody signed in, so the login page renders at once; with something to restore the
 * guards wait ('initialising') as they would while the machine starts. pre-machine-view.test.ts checks both
 * against the machine itself.
 */
export function preMachineView(status: 'signedOut' | 'initialising'): AuthView {
  return {
    status,
    user: null,
    loginError: null,
    profile: null,
    profileStatus: 'none',
    profileError: null,
    rolesLoading: false,
    adminCheckPending: false,
    adminCheckFailed: false,
    roles: deriveRoles({ sources: EMPTY_ROLE_SOURCES, admin: NON_ADMIN, profile: null, impersonation: null }),
    termsAccepted: false,
    mustSetPassword: false,
    acceptingTerms: false,
    impersonation: null,
    offline: false,
  };
}
