/// <reference types="vite/client" />
// Without lazy auth services: supabase-js comes with the machine's chunk.
import { supabase } from '../../../src/backend/supabase-client';
import { supabaseUrl } from '../../../src/backend/config';
import { createSupabaseAuthServices } from '../../../src/features/auth/api';
import type { AuthServices } from '../../../src/features/auth/auth-services';
import { getAuthMachine } from '../../../src/features/auth/auth.machine';
import { yieldToMain } from '../../../src/lib/yield-to-main';
import { createAuthActor, type AuthActor } from '../../../src/features/auth/create-auth-actor';

export interface AppAuth {
  services: AuthServices;
  actor: AuthActor;
}

let shared: AppAuth | null = null;

export function getAppAuth(): AppAuth {
  if (shared) return shared;
  const services = createSupabaseAuthServices(supabase, supabaseUrl);
  shared = { services, actor: createAuthActor({ services }) };
  shared.actor.start();
  return shared;
}

/** In tasks of their own, as the app's own loadAppAuth does. */
export async function loadAppAuth(): Promise<AppAuth> {
  await yieldToMain();
  getAuthMachine();
  await yieldToMain();
  return getAppAuth();
}
