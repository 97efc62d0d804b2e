/** Test doubles for the auth machine: a scripted backend as its actors, a simulated clock, recorded intents. */
import { fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { signOutActor, type AuthActors, type AuthListenerEvent, type NetworkEvent } from './auth-actors';
import type { AuthChange, AuthProfile, AuthSession, TermsAcceptance } from './auth-domain';
import type { AuthEmitted } from './auth.types';
import { createAuthActor } from './create-auth-actor';
import { storageImpersonationStore } from './impersonation';
import { memoryStorage } from './key-value-storage';
import { storageAuthOfflineCache } from './offline-cache';
import { EMPTY_ROLE_SOURCES, NON_ADMIN, type AdminCheckResult, type RoleSources } from './roles';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets resolved promises reach the machine (the machine's own timers run on the SimulatedClock). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const sessionFor = (id: string, email = `${id}@test`): AuthSession => ({
  user: { id, email },
  accessToken: `token-${id}`,
  expiresAt: null,
});

export const profileFor = (userId: string, patch: Partial<AuthProfile> = {}): AuthProfile => ({
  id: `profile-${userId}`,
  user_id: userId,
  email: `${userId}@test`,
  organization_id: 'org-acme',
  manager_level: null,
  first_name: 'Test',
  last_name: 'User',
  team_role: null,
  terms_accepted_at: '2026-01-01T00:00:00.000Z',
  privacy_accepted_at: '2026-01-01T00:00:00.000Z',
  terms_version: '1.0',
  privacy_version: '1.0',
  ...patch,
});

export const networkError = () => new TypeError('Failed to fetch');

/** What the fake backend answers, call by call; each test overrides what it scripts. */
export interface FakeAuthBackend {
  getSession(): Promise<AuthSession | null>;
  onAuthStateChange(listener: (change: AuthChange) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthSession>;
  signOut(): Promise<void>;
  clearStoredSession(): void;
  refreshSession(): Promise<AuthSession | null>;
  loadProfile(userId: string): Promise<AuthProfile>;
  loadRoleSources(userId: string): Promise<RoleSources>;
  checkAdmin(userId: string): Promise<AdminCheckResult>;
  acceptTerms(profileId: string, patch: TermsAcceptance): Promise<void>;
  storedSessionUserId(): string | null;
  isOnline(): boolean;
  watchNetwork(listener: (online: boolean) => void): () => void;
}

type Calls = { [K in keyof FakeAuthBackend]-?: unknown[][] };

/** The machine's actors over a fake backend, as api.ts's createAuthActors are over supabase-js. */
export function fakeActors(backend: FakeAuthBackend): AuthActors {
  return {
    restoreSession: fromPromise(() => backend.getSession()),
    signIn: fromPromise(({ input }) => backend.signInWithPassword(input.email, input.password)),
    signOut: signOutActor(
      () => backend.signOut(),
      () => backend.clearStoredSession(),
    ),
    refreshSession: fromPromise(() => backend.refreshSession()),
    loadProfile: fromPromise(({ input }) => backend.loadProfile(input.userId)),
    loadRoleSources: fromPromise(({ input }) => backend.loadRoleSources(input.userId)),
    checkAdmin: fromPromise(({ input }) => backend.checkAdmin(input.userId)),
    acceptTerms: fromPromise(async ({ input }) => {
      await backend.acceptTerms(input.profileId, input.patch);
      return input.patch;
    }),
    authListener: fromCallback<AuthListenerEvent>(({ sendBack }) =>
      backend.onAuthStateChange((change) => sendBack({ type: 'AUTH.CHANGED', change })),
    ),
    networkWatcher: fromCallback<NetworkEvent>(({ sendBack }) =>
      backend.watchNetwork((online) => sendBack({ type: online ? 'NETWORK.ONLINE' : 'NETWORK.OFFLINE' })),
    ),
  } as AuthActors;
}

/** A backend answering at once with a signed-in-nobody default; override any call per test. */
export function fakeServices(overrides: Partial<FakeAuthBackend> = {}) {
  const authListeners = new Set<(change: AuthChange) => void>();
  const networkListeners = new Set<(online: boolean) => void>();
  const calls = {} as Calls;
  const base: FakeAuthBackend = {
    getSession: async () => null,
    onAuthStateChange: (listener) => {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
    signInWithPassword: async (email) => sessionFor('u1', email),
    signOut: async () => undefined,
    clearStoredSession: () => undefined,
    refreshSession: async () => null,
    loadProfile: async (userId) => profileFor(userId),
    loadRoleSources: async () => EMPTY_ROLE_SOURCES,
    checkAdmin: async () => NON_ADMIN,
    acceptTerms: async () => undefined,
    storedSessionUserId: () => null,
    isOnline: () => true,
    watchNetwork: (listener) => {
      networkListeners.add(listener);
      return () => networkListeners.delete(listener);
    },
  };
  const merged = { ...base, ...overrides };
  const services = Object.fromEntries(
    Object.entries(merged).map(([name, fn]) => {
      calls[name as keyof FakeAuthBackend] = [];
      return [
        name,
        (...args: unknown[]) => {
          calls[name as keyof FakeAuthBackend].push(args);
          return (fn as (...a: unknown[]) => unknown)(...args);
        },
      ];
    }),
  ) as unknown as FakeAuthBackend;
  return {
    services,
    actors: fakeActors(services),
    calls,
    authChange: (change: AuthChange) => authListeners.forEach((listener) => listener(change)),
    network: (online: boolean) => networkListeners.forEach((listener) => listener(online)),
  };
}

/** A started auth actor on a simulated clock, with every emitted toast and navigation recorded. */
export function startAuth(overrides: Partial<FakeAuthBackend> = {}, storage = memoryStorage()) {
  const fake = fakeServices(overrides);
  const clock = new SimulatedClock();
  const emitted: AuthEmitted[] = [];
  const actor = createAuthActor({
    actors: fake.actors,
    online: fake.services.isOnline(),
    sessionUserId: fake.services.storedSessionUserId(),
    cache: storageAuthOfflineCache(storage),
    impersonationStore: storageImpersonationStore(storage),
    clock,
    now: () => new Date('2026-11-22T10:00:00.000Z'),
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const navigations = () => emitted.flatMap((e) => (e.type === 'navigate' ? [e.to] : []));
  const toasts = () => emitted.flatMap((e) => (e.type === 'toast' ? [e.message] : []));
  return { ...fake, actor, clock, storage, emitted, navigations, toasts };
}

/**
 * Moves the simulated clock forward one millisecond at a time: SimulatedClock.increment(n) schedules timers
 * started during the jump from the end of the jump, so a single big jump would misplace chained delays.
 */
export function advance(clock: SimulatedClock, ms: number): void {
  for (let i = 0; i < ms; i += 1) clock.increment(1);
}
