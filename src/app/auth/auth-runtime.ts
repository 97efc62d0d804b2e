import { supabaseUrl } from '../../backend/config';
import { firstScreenPainted } from '../../lib/first-paint';
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

// Loaded after the first screen is painted: its download and its check of the stored session (profile,
// roles) then do not delay that screen, which renders meanwhile from the view the machine starts with.
const loadMachine = async () => {
  await firstScreenPainted();
  const { getAppAuth } = await import('./app-auth');
  return actorHandle(getAppAuth().actor);
};

let shared: { handle: AuthHandle; restoring: boolean } | null = null;

function start(): { handle: AuthHandle; restoring: boolean } {
  if (!shared) {
    const storage = defaultStorage();
    const stored = readStoredAuth(
      storageAuthOfflineCache(storage),
      storageImpersonationStore(storage),
      storedSessionUserId(storage, supabaseUrl),
    );
    const restoring = hasSomethingToRestore(stored, hasStoredSessionToken(storage, supabaseUrl));
    const initialView =
      (restoring && restoredView(stored, reachability.get().status === 'reachable')) ||
      preMachineView(restoring ? 'initialising' : 'signedOut');
    shared = { handle: deferredAuthHandle({ load: loadMachine, initialView, loadNow: restoring }), restoring };
  }
  return shared;
}

/**
 * The app's auth handle. The machine (XState, the auth machine, its services) is a chunk of its own: loaded
 * at once when the device has a session or a cached sign-in to restore, else with the first sign-in, so a
 * first visit to the login page renders signed out without downloading it. A device that opens
 * signed in from its cache renders the screen meanwhile, from the view the machine will start with.
 */
export function getAuthHandle(): AuthHandle {
  return start().handle;
}

/** Whether this start restores a sign-in (a stored session or a cached sign-in); its machine is then loading. */
export function startRestoresSignIn(): boolean {
  return start().restoring;
}
