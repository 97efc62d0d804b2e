import { createActor, type ActorOptions } from 'xstate';
import { createAuthActors } from './auth-actors';
import type { AuthServices } from './auth-services';
import { createAuthStorageEffects } from './auth-storage-effects';
import { authMachine } from './auth.machine';
import { storageImpersonationStore, type ImpersonationStore } from './impersonation';
import { storageAuthOfflineCache, type AuthOfflineCache } from './offline-cache';
import { readStoredAuth } from './stored-auth';

export interface CreateAuthActorOptions {
  services: AuthServices;
  cache?: AuthOfflineCache;
  impersonationStore?: ImpersonationStore;
  clock?: ActorOptions<typeof authMachine>['clock'];
  now?: () => Date;
}

/** The machine wired to its services and the device's storage; the app starts it once and shares it. */
export function createAuthActor(options: CreateAuthActorOptions) {
  const { services } = options;
  const cache = options.cache ?? storageAuthOfflineCache();
  const impersonationStore = options.impersonationStore ?? storageImpersonationStore();
  const machine = authMachine.provide({
    actors: createAuthActors(services),
    actions: createAuthStorageEffects(cache, impersonationStore),
  });
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

export type AuthActor = ReturnType<typeof createAuthActor>;
