import { fromCallback, fromPromise } from 'xstate';
import { isIgnorableSignOutError, type AuthServices } from './auth-services';
import type { AuthChange, AuthProfile, AuthSession, TermsAcceptance } from './auth-domain';
import type { AdminCheckResult, RoleSources } from './roles';

export type AuthListenerEvent = { type: 'AUTH.CHANGED'; change: AuthChange };
export type NetworkEvent = { type: 'NETWORK.ONLINE' } | { type: 'NETWORK.OFFLINE' };

/** The machine's effects as actors, built from an AuthServices implementation. */
export function createAuthActors(services: AuthServices) {
  return {
    restoreSession: fromPromise<AuthSession | null>(() => services.getSession()),
    signIn: fromPromise<AuthSession, { email: string; password: string }>(({ input }) =>
      services.signInWithPassword(input.email, input.password),
    ),
    signOut: fromPromise<void>(async () => {
      try {
        await services.signOut();
      } catch (error) {
        if (!isIgnorableSignOutError(error)) throw error;
      } finally {
        services.clearStoredSession();
      }
    }),
    refreshSession: fromPromise<AuthSession | null>(() => services.refreshSession()),
    loadProfile: fromPromise<AuthProfile, { userId: string }>(({ input }) => services.loadProfile(input.userId)),
    loadRoleSources: fromPromise<RoleSources, { userId: string }>(({ input }) =>
      services.loadRoleSources(input.userId),
    ),
    checkAdmin: fromPromise<AdminCheckResult, { userId: string }>(({ input }) => services.checkAdmin(input.userId)),
    acceptTerms: fromPromise<TermsAcceptance, { profileId: string; patch: TermsAcceptance }>(async ({ input }) => {
      await services.acceptTerms(input.profileId, input.patch);
      return input.patch;
    }),
    authListener: fromCallback<AuthListenerEvent>(({ sendBack }) =>
      services.onAuthStateChange((change) => sendBack({ type: 'AUTH.CHANGED', change })),
    ),
    networkWatcher: fromCallback<NetworkEvent>(({ sendBack }) =>
      services.watchNetwork((online) => sendBack({ type: online ? 'NETWORK.ONLINE' : 'NETWORK.OFFLINE' })),
    ),
  };
}

const notProvided = (): never => {
  throw new Error('auth services not provided: use getAuthMachine().provide({ actors: createAuthActors(services) })');
};

/** Placeholder services so the bare machine type-checks; every call fails loudly. */
export const unprovidedServices: AuthServices = {
  getSession: async () => notProvided(),
  onAuthStateChange: () => () => undefined,
  signInWithPassword: async () => notProvided(),
  signOut: async () => notProvided(),
  clearStoredSession: () => undefined,
  refreshSession: async () => notProvided(),
  loadProfile: async () => notProvided(),
  loadRoleSources: async () => notProvided(),
  checkAdmin: async () => notProvided(),
  acceptTerms: async () => notProvided(),
  updatePassword: async () => notProvided(),
  isOnline: () => true,
  watchNetwork: () => () => undefined,
};
