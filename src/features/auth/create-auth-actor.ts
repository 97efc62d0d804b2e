import { createActor, type ActorOptions } from 'xstate';
import { createAuthActors } from './auth-actors';
import type { AuthServices } from './auth-services';
import { createAuthStorageEffects } from './auth-storage-effects';
import { getAuthMachine, type AuthMachine } from './auth.machine';
import { storageImpersonationStore, type ImpersonationStore } from './impersonation';
import { storageAuthOfflineCache, type AuthOfflineCache } from './offline-cache';
import { readStoredAuth } from './stored-auth';

export interface CreateAuthActorOptions {
  services: AuthServices;
  cache?: AuthOfflineCache;
  impersonationStore?: ImpersonationStore;
  clock?: ActorOptions<AuthMachine>['clock'];
  now?: () => Date;
}

/** The machine wired to its services and the device's storage (building it is the costly half of createAuthActor). */
export function provideAuthMachine({
  services,
  cache = storageAuthOfflineCache(),
  impersonationStore = storageImpersonationStore(),
}: CreateAuthActorOptions) {
  return getAuthMachine().provide({
    actors: createAuthActors(services),
    actions: createAuthStorageEffects(cache, impersonationStore),
  });
}

/** An actor of `machine` (from provideAuthMachine with the same options), with the device's stored sign-in as its input. */
export function createAuthActorOf(machine: ReturnType<typeof provideAuthMachine>, options: CreateAuthActorOptions) {
  const { services } = options;
  const cache = options.cache ?? storageAuthOfflineCache();
  const impersonationStore = options.impersonationStore ?? storageImpersonationStore();
  return createActor(machine, {
    input: {
      stored: readStoredAuth(cache, impersonationStore, services.storedSessionUserId?.() ?? null),
      online: services.isOnline(),
      now: options.now,
    },
    // Only when given: an explicit `clock: undefined` would replace XState's default (setTimeout) clock.
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

/** The machine wired to its services and the device's storage; the app starts it once and shares it. */
export function createAuthActor(options: CreateAuthActorOptions) {
  return createAuthActorOf(provideAuthMachine(options), options);
}

export type AuthActor = ReturnType<typeof createAuthActor>;
