import { fromCallback, fromPromise } from 'xstate';
import type { AuthChange, AuthProfile, AuthSession, TermsAcceptance } from './auth-domain';
import type { AdminCheckResult, RoleSources } from './roles';

export type AuthListenerEvent = { type: 'AUTH.CHANGED'; change: AuthChange };
export type NetworkEvent = { type: 'NETWORK.ONLINE' } | { type: 'NETWORK.OFFLINE' };

const notProvided = (name: string) => (): never => {
  throw new Error(`auth machine: the ${name} actor is not provided (see createAuthActors in api.ts)`);
};

/**
 * The auth machine's effects, declared with their types; every one fails until the real one is provided with
 * `getAuthMachine().provide({ actors })` (api.ts's createAuthActors; tests provide fakes). Each throws the
 * backend's error as is: the machine classifies it (network or not, profile message).
 */
export const unprovidedAuthActors = {
  /** The stored session (refreshed if needed), or null when nobody is signed in. */
  restoreSession: fromPromise<AuthSession | null>(notProvided('restoreSession')),
  signIn: fromPromise<AuthSession, { email: string; password: string }>(notProvided('signIn')),
  /** Ends the session on the server (a stale session is no error) and removes the stored token in any case. */
  signOut: fromPromise<void>(notProvided('signOut')),
  refreshSession: fromPromise<AuthSession | null>(notProvided('refreshSession')),
  /** Throws ProfileNotFoundError when the user has no profile row. */
  loadProfile: fromPromise<AuthProfile, { userId: string }>(notProvided('loadProfile')),
  /** Each lookup that fails gives an empty list. */
  loadRoleSources: fromPromise<RoleSources, { userId: string }>(notProvided('loadRoleSources')),
  checkAdmin: fromPromise<AdminCheckResult, { userId: string }>(notProvided('checkAdmin')),
  /** Resolves with the patch it stored. */
  acceptTerms: fromPromise<TermsAcceptance, { profileId: string; patch: TermsAcceptance }>(notProvided('acceptTerms')),
  authListener: fromCallback<AuthListenerEvent>(() => undefined),
  networkWatcher: fromCallback<NetworkEvent>(() => undefined),
};

export type AuthActors = typeof unprovidedAuthActors;

/** Sign-out errors about a missing, expired or 403 session are ignored. */
export function isIgnorableSignOutError(error: unknown): boolean {
  if (error == null || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; status?: unknown };
  if (e.name === 'AuthSessionMissingError' || e.status === 403 || e.status === 401 || e.status === 404) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /session.*(missing|not found|expired)|(missing|expired|invalid).*session|jwt expired|403/i.test(message);
}

/** The signOut actor over a server call and the stored token's removal. */
export function signOutActor(signOut: () => Promise<void>, clearStoredSession: () => void) {
  return fromPromise<void>(async () => {
    try {
      await signOut();
    } catch (error) {
      if (!isIgnorableSignOutError(error)) throw error;
    } finally {
      clearStoredSession();
    }
  });
}
