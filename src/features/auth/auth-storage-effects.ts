import type { AuthContext } from './auth.types';
import type { ImpersonationStore } from './impersonation';
import type { AuthOfflineCache } from './offline-cache';

type StorageEffect = (args: { context: AuthContext }) => void;

/**
 * The auth machine's writes to the device, as named actions. The machine's assigns only change its own copy
 * (`context.stored`); these write that copy through. The machine declares them as no-ops; createAuthActor
 * provides these with `getAuthMachine().provide({ actions })`.
 */
export function createAuthStorageEffects(cache: AuthOfflineCache, impersonationStore: ImpersonationStore) {
  return {
    saveLastUser: ({ context }) => {
      if (context.user) cache.writeLastUser(context.user);
    },
    saveCachedAuth: ({ context }) => {
      const data = context.user ? context.stored.byUser[context.user.id] : undefined;
      if (context.user && data) cache.write(context.user.id, data);
    },
    clearCachedUser: ({ context }) => {
      if (context.user) cache.clear(context.user.id);
    },
    saveStoredImpersonation: ({ context }) => {
      if (context.stored.impersonation) impersonationStore.write(context.stored.impersonation);
      else impersonationStore.clear();
    },
  } satisfies Record<string, StorageEffect>;
}

export type AuthStorageEffects = ReturnType<typeof createAuthStorageEffects>;

const none = () => undefined;

/** What the bare machine does: nothing is written until real effects are provided. */
export const noStorageEffects: AuthStorageEffects = {
  saveLastUser: none,
  saveCachedAuth: none,
  clearCachedUser: none,
  saveStoredImpersonation: none,
};
