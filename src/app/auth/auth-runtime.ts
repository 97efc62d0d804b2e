import { supabaseUrl } from '../../backend/config';
import { reachability } from '../../backend/reachability';
import { actorHandle } from '../../features/auth/actor-handle';
import type { AuthHandle } from '../../features/auth/auth-handle';
import { deferredAuthHandle } from '../../features/auth/deferred-auth';
import { storageImpersonationStore } from '../../features/auth/impersonation';
import { defaultStorage } from '../../features/auth/key-value-storage';
import { storageAuthOfflineCache } from '../../features/auth/offline-cache';
import { preMachineView, restoredView } from '../../features/auth/pre-machine-view';
import { hasStoredSessionToken, storedSessionUserId } from '../../features/auth/session-storage-key';
import { hasSomethingToRestore, readStoredAuth } from '../../features/auth/stored-auth';

const loadMachine = async () => {
  const { getAppAuth } = await import('./app-auth');
  return actorHandle(getAppAuth().actor);
};

let shared: AuthHandle | null = null;

/**
 * The app's auth handle. The machine (XState, the auth machine, its services) is a chunk of its own: loaded
 * at once when the device has a session or a cached sign-in to restore, else with the first sign-in, so a
 * first visit to the login page renders signed out without downloading it (issue 13). A device that opens
 * signed in from its cache renders the screen meanwhile, from the view the machine will start with.
 */
export function getAuthHandle(): AuthHandle {
  if (!shared) {
    const storage = defaultStorage();
    const stored = readStoredAuth(storageAuthOfflineCache(storage), storageImpersonationStore(storage), storedSessionUserId(storage, supabaseUrl));
    const restore = hasSomethingToRestore(stored, hasStoredSessionToken(storage, supabaseUrl));
    const initialView = (restore && restoredView(stored, reachability.get().status === 'reachable')) || preMachineView(restore ? 'initialising' : 'signedOut');
    shared = deferredAuthHandle({ load: loadMachine, initialView, loadNow: restore });
  }
  return shared;
}
