import { supabaseUrl } from '../../backend/config';
import { actorHandle } from '../../features/auth/actor-handle';
import type { AuthHandle } from '../../features/auth/auth-handle';
import { deferredAuthHandle } from '../../features/auth/deferred-auth';
import { storageImpersonationStore } from '../../features/auth/impersonation';
import { defaultStorage } from '../../features/auth/key-value-storage';
import { storageAuthOfflineCache } from '../../features/auth/offline-cache';
import { preMachineView } from '../../features/auth/pre-machine-view';
import { sessionStorageKey } from '../../features/auth/session-storage-key';

/** Whether the device holds anything the auth machine restores at start: a session token, a cached sign-in, an impersonation. */
function somethingToRestore(): boolean {
  const cache = storageAuthOfflineCache();
  return (
    defaultStorage().getItem(sessionStorageKey(supabaseUrl)) !== null ||
    cache.readLastUser() !== null ||
    Object.keys(cache.readAll()).length > 0 ||
    storageImpersonationStore().read() !== null
  );
}

const loadMachine = async () => {
  const { getAppAuth } = await import('./app-auth');
  return actorHandle(getAppAuth().actor);
};

let shared: AuthHandle | null = null;

/**
 * The app's auth handle. The machine (XState, the auth machine, its services) is a chunk of its own: loaded
 * at once when the device has a session or a cached sign-in to restore, else with the first sign-in, so a
 * first visit to the login page renders signed out without downloading it (issue 13).
 */
export function getAuthHandle(): AuthHandle {
  if (!shared) {
    const restore = somethingToRestore();
    shared = deferredAuthHandle({ load: loadMachine, initialView: preMachineView(restore ? 'initialising' : 'signedOut'), loadNow: restore });
  }
  return shared;
}
