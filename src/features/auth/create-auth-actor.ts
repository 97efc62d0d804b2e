import { createActor, type ActorOptions } from 'xstate';
import { createAuthActors } from './auth-actors';
import type { AuthServices } from './auth-services';
import { authMachine } from './auth.machine';
import { storageImpersonationStore, type ImpersonationStore } from './impersonation';
import { storageAuthOfflineCache, type AuthOfflineCache } from './offline-cache';

export interface CreateAuthActorOptions {
  services: AuthServices;
  cache?: AuthOfflineCache;
  impersonationStore?: ImpersonationStore;
  clock?: ActorOptions<typeof authMachine>['clock'];
  now?: () => Date;
}

/** The machine wired to its services; the app starts it once (`actor.start()`) and shares it. */
export function createAuthActor(options: CreateAuthActorOptions) {
  const { services } = options;
  return createActor(authMachine.provide({ actors: createAuthActors(services) }), {
    input: {
      cache: options.cache ?? storageAuthOfflineCache(),
      impersonationStore: options.impersonationStore ?? storageImpersonationStore(),
      online: services.isOnline(),
      now: options.now,
    },
    // Only when given: an explicit `clock: undefined` would replace XState's default (setTimeout) clock.
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

export type AuthActor = ReturnType<typeof createAuthActor>;
