import type { StoredAuth } from './auth.types';
import type { ImpersonationStore } from './impersonation';
import type { AuthOfflineCache } from './offline-cache';

/** What the device keeps for auth, read once: the machine starts from it, and so does the view before the machine. */
export function readStoredAuth(
  cache: AuthOfflineCache,
  impersonationStore: ImpersonationStore,
  sessionUserId: string | null,
): StoredAuth {
  return {
    lastUser: cache.readLastUser(),
    byUser: cache.readAll(),
    impersonation: impersonationStore.read(),
    sessionUserId,
  };
}

/** Whether the machine has anything to restore at start: a session token (even one it cannot read), a cached sign-in, an impersonation. */
export function hasSomethingToRestore(stored: StoredAuth, sessionTokenStored: boolean): boolean {
  return (
    sessionTokenStored ||
    stored.lastUser !== null ||
    Object.keys(stored.byUser).length > 0 ||
    stored.impersonation !== null
  );
}
