import { getAuthMachine } from '../../features/auth/auth.machine';
import { createAuthActor, type AuthActor } from '../../features/auth/create-auth-actor';
import { supabase, supabaseUrl } from '../../backend/client';
import { createAuthActors, isBackendReachable, storedSessionUser } from '../../features/auth/api';
import { yieldToMain } from '../../lib/yield-to-main';

export interface AppAuth {
  actor: AuthActor;
}

// The app's deferred client: supabase-js downloads at the machine's first call that needs it (none on a
// device with no session token until someone signs in).
const createAppAuth = (): AppAuth => ({
  actor: createAuthActor({
    actors: createAuthActors(supabase, supabaseUrl),
    online: isBackendReachable(),
    sessionUserId: storedSessionUser(supabaseUrl),
  }),
});

let shared: AppAuth | null = null;

function startShared(created: AppAuth): AppAuth {
  shared = created;
  created.actor.start();
  return created;
}

/** The app's auth (the one auth actor), created and started on first use. */
export function getAppAuth(): AppAuth {
  return shared ?? startShared(createAppAuth());
}

/**
 * getAppAuth in steps, each in a task of its own: the chunk's evaluation, the machine's states, the actor's
 * creation and its start each take a phone tens of milliseconds, and together, right after the first screen
 * is shown, they made one long task (a tap then waits for all of it).
 */
export async function loadAppAuth(): Promise<AppAuth> {
  await yieldToMain();
  if (shared) return shared;
  getAuthMachine();
  await yieldToMain();
  if (shared) return shared;
  const created = createAppAuth();
  await yieldToMain();
  return shared ?? startShared(created);
}
