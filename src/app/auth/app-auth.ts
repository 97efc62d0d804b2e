import { getAuthMachine } from '../../features/auth/auth.machine';
import {
  createAuthActor,
  createAuthActorOf,
  provideAuthMachine,
  type AuthActor,
} from '../../features/auth/create-auth-actor';
import { supabaseUrl } from '../../backend/config';
import type { BackendClient } from '../../backend/backend-client';
import { createSupabaseAuthServices } from '../../features/auth/api';
import type { AuthServices } from '../../features/auth/auth-services';
import { defaultStorage } from '../../features/auth/key-value-storage';
import { createLazyAuthServices } from './lazy-auth-services';
import { hasStoredSessionToken } from '../../features/auth/session-storage-key';
import { yieldToMain } from '../../lib/yield-to-main';

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

const createAppAuthServices = (): AuthServices =>
  createLazyAuthServices({
    load: loadSupabaseAuthServices,
    hasStoredSession: () => hasStoredSessionToken(defaultStorage(), supabaseUrl),
    sync: createSupabaseAuthServices(noClient, supabaseUrl),
  });

function createAppAuth(): AppAuth {
  const services = createAppAuthServices();
  return { services, actor: createAuthActor({ services }) };
}

let shared: AppAuth | null = null;

function startShared(created: AppAuth): AppAuth {
  shared = created;
  created.actor.start();
  return created;
}

/** The app's auth (the one auth actor, over supabase-js downloaded when first needed), created and started on first use. */
export function getAppAuth(): AppAuth {
  return shared ?? startShared(createAppAuth());
}

/**
 * getAppAuth in steps, each in a task of its own: the chunk's evaluation, the machine's states, the machine
 * wired to its services, the actor's initial state and its start each take a phone tens of milliseconds, and
 * together, right after the first screen is shown, they made one long task (a tap then waits for all of it).
 */
export async function loadAppAuth(): Promise<AppAuth> {
  await yieldToMain();
  if (shared) return shared;
  getAuthMachine();
  await yieldToMain();
  if (shared) return shared;
  const services = createAppAuthServices();
  const machine = provideAuthMachine({ services });
  await yieldToMain();
  if (shared) return shared;
  const created = { services, actor: createAuthActorOf(machine, { services }) };
  await yieldToMain();
  return shared ?? startShared(created);
}
