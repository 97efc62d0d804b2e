import { createAuthActor, type AuthActor } from '../../features/auth/create-auth-actor';
import { supabase, supabaseUrl } from '../../backend/client';
import { createAuthActors, isBackendReachable, storedSessionUser } from '../../features/auth/api';

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
