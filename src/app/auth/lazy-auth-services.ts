import type { AuthChange } from '../../features/auth/auth-domain';
import type { AuthServices } from '../../features/auth/auth-services';
import { loadOnce } from '../../lib/load-once';
import { yieldToMain } from '../../lib/yield-to-main';

type SyncPart = Pick<AuthServices, 'isOnline' | 'watchNetwork' | 'clearStoredSession' | 'storedSessionUserId'>;

export interface LazyAuthServicesOptions {
  /** The real services (supabase-js), downloaded the first time one is needed. */
  load: () => Promise<AuthServices>;
  /** Whether the device holds a session token: without one there is nobody to restore, and nothing to download. */
  hasStoredSession: () => boolean;
  /** What answers without the client: reachability, whose token is stored, and the stored token's removal. */
  sync: SyncPart;
}

/**
 * AuthServices that load supabase-js only when it is needed: at start when a session is stored, else at
 * the first sign-in. A first visit to the login page thus renders, and reports "signed out", without it.
 * Listeners registered before the load are attached to the real services as soon as they arrive, before
 * any call goes through them, so no auth event is missed.
 */
export function createLazyAuthServices({ load, hasStoredSession, sync }: LazyAuthServicesOptions): AuthServices {
  let loaded: AuthServices | null = null;
  const pending = new Set<{ listener: (change: AuthChange) => void; detach: (() => void) | null }>();

  // A failed download (offline before the worker cached it) is tried again on the next call.
  const services = loadOnce(() =>
    load().then(async (real) => {
      loaded = real;
      for (const entry of pending) entry.detach = real.onAuthStateChange(entry.listener);
      // The calls that waited for the download go on in a task of their own, not in the one that ran supabase-js's code.
      await yieldToMain();
      return real;
    }),
  );

  return {
    async getSession() {
      if (!loaded && !hasStoredSession()) return null;
      return (await services()).getSession();
    },
    onAuthStateChange(listener) {
      const entry = { listener, detach: loaded ? loaded.onAuthStateChange(listener) : null };
      pending.add(entry);
      return () => {
        pending.delete(entry);
        entry.detach?.();
      };
    },
    signInWithPassword: async (email, password) => (await services()).signInWithPassword(email, password),
    signOut: async () => (await services()).signOut(),
    clearStoredSession: () => (loaded ?? sync).clearStoredSession(),
    refreshSession: async () => (await services()).refreshSession(),
    loadProfile: async (userId) => (await services()).loadProfile(userId),
    loadRoleSources: async (userId) => (await services()).loadRoleSources(userId),
    checkAdmin: async (userId) => (await services()).checkAdmin(userId),
    acceptTerms: async (profileId, patch) => (await services()).acceptTerms(profileId, patch),
    updatePassword: async (password) => (await services()).updatePassword(password),
    storedSessionUserId: () => sync.storedSessionUserId?.() ?? null,
    isOnline: () => sync.isOnline(),
    watchNetwork: (listener) => sync.watchNetwork(listener),
  };
}
