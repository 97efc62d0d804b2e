import { createAuthActor, type AuthActor } from '../../features/auth/create-auth-actor';
import { supabase, supabaseUrl } from '../../backend/client';
import { createSupabaseAuthServices } from '../../features/auth/api';
import type { AuthServices } from '../../features/auth/auth-services';

export interface AppAuth {
  services: AuthServices;
  actor: AuthActor;
}

/** The one auth actor of the app, over supabase-js, started. */
export function createAppAuth(): AppAuth {
  const services = createSupabaseAuthServices(supabase, supabaseUrl);
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
