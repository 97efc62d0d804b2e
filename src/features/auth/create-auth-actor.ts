import { createActor, type ActorOptions } from 'xstate';
import type { AuthActors } from './auth-actors';
import { createAuthStorageEffects } from './auth-storage-effects';
import { getAuthMachine, type AuthMachine } from './auth.machine';
import { storageImpersonationStore, type ImpersonationStore } from './impersonation';
import { storageAuthOfflineCache, type AuthOfflineCache } from './offline-cache';
import { readStoredAuth } from './stored-auth';

export interface CreateAuthActorOptions {
  /** The machine's effects: api.ts's createAuthActors in the app, fakes in tests. */
  actors: AuthActors;
  /** Whether the backend is reachable at start. */
  online: boolean;
  /** Whose session token the device holds (read without the client), or null. */
  sessionUserId: string | null;
  cache?: AuthOfflineCache;
  impersonationStore?: ImpersonationStore;
  clock?: ActorOptions<AuthMachine>['clock'];
  now?: () => Date;
}

/**
 * The auth machine with its effects and the device's storage provided (as the assessment machine takes its
 * own), and the device's stored sign-in as its input; the app starts it once and shares it.
 */
export function createAuthActor({
  actors,
  online,
  sessionUserId,
  cache = storageAuthOfflineCache(),
  impersonationStore = storageImpersonationStore(),
  clock,
  now,
}: CreateAuthActorOptions) {
  const machine = getAuthMachine().provide({ actors, actions: createAuthStorageEffects(cache, impersonationStore) });
  return createActor(machine, {
    input: { stored: readStoredAuth(cache, impersonationStore, sessionUserId), online, now },
    // Only when given: an explicit `clock: undefined` would replace XState's default (setTimeout) clock.
    ...(clock ? { clock } : {}),
  });
}

export type AuthActor = ReturnType<typeof createAuthActor>;
