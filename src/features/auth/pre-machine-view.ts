import type { StoredAuth } from './auth.types';
import type { AuthView } from './auth-view';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN } from './roles';
import { hasAcceptedTerms } from './terms';

/**
 * What the auth machine shows before it has loaded (deferredAuthHandle): on a device with nothing to restore
 * it would only find nobody signed in, so the login page renders at once; with something to restore the
 * guards wait ('initialising') as they would while the machine starts. deferred-auth.test.ts checks both
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

/**
 * Brings a signed-in start's largest paint 1.2 s sooner (/user at a 4x slower CPU and slow 4G, median of 7
 * interleaved pairs, A-vs-A noise 0.5 s; bench/startup-ab.ts, 2026-11-28).
 * The machine's first view when it will open signed in straight from the device (cold start): the
 * last user, with their profile, role lookups and admin check all cached, and either no network or that user's
 * session token on the device. The guards and the screen can then render before the machine has downloaded;
 * it takes over, with the same view, when it starts. Null in every other case: the guards wait for the machine.
 * pre-machine-view.test.ts checks it against the machine's own first snapshot.
 */
export function restoredView(stored: StoredAuth, online: boolean): AuthView | null {
  const user = stored.lastUser;
  if (!user) return null;
  const cached = stored.byUser[user.id];
  if (!cached?.profile || !cached.roleSources || !cached.admin) return null;
  if (online && stored.sessionUserId !== user.id) return null;
  const record = stored.impersonation;
  const impersonation = record && record.originalAdminId === user.id ? record : null;
  const offline = !online;
  return {
    ...preMachineView('initialising'),
    status: 'signedIn',
    user,
    profile: cached.profile,
    profileStatus: 'ready',
    roles: deriveRoles({ sources: cached.roleSources, admin: cached.admin, profile: cached.profile, impersonation }),
    termsAccepted: hasAcceptedTerms(cached.profile),
    mustSetPassword: cached.profile.must_set_password === true && !offline,
    impersonation,
    offline,
  };
}
