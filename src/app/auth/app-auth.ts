import { createAuthActor, type AuthActor } from '../../features/auth/create-auth-actor';
import { supabaseUrl } from '../../backend/config';
import type { BackendClient } from '../../backend/backend-client';
import { createSupabaseAuthServices } from '../../features/auth/api';
import type { AuthServices } from '../../features/auth/auth-services';
import { defaultStorage } from '../../features/auth/key-value-storage';
import { createLazyAuthServices } from './lazy-auth-services';
import { hasStoredSessionToken } from '../../features/auth/session-storage-key';

export interface AppAuth {
  services: AuthServices;
  actor: AuthActor;
}

const loadSupabaseAuthServices = async (): Promise<AuthServices> => {
  const { supabase } = await import('../../backend/supabase-client');
  return createSupabaseAuthServices(supabase, supabaseUrl);
};

// Reachability and the stored token's removal never touch the client (see createSupabaseAuthServices).
const noClient = new Proxy({} as BackendClient, {
  get() {
    throw new Error('the Supabase client is not loaded yet');
  },
});

/** The one auth actor of the app, over supabase-js (downloaded when first needed), started. */
export function createAppAuth(): AppAuth {
  const services = createLazyAuthServices({
    load: loadSupabaseAuthServices,
    hasStoredSession: () => hasStoredSessionToken(defaultStorage(), supabaseUrl),
    sync: createSupabaseAuthServices(noClient, supabaseUrl),
  });
  const actor = createAuthActor({ services });
  actor.start();
  return { services, actor };
}

let shared: AppAuth | null = null;

/** The app's auth, created and started on first use. */
export function getAppAuth(): AppAuth {
  shared ??= createAppAuth();
  return shared;
}
