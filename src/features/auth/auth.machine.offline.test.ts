import { describe, expect, it } from 'vitest';
import { advance, flush, networkError, profileFor, sessionFor, startAuth } from './auth-test-kit';
import type { FakeAuthBackend } from './auth-test-kit';
import type { AuthSession } from './auth-domain';
import { selectAuthView } from './auth-view';
import { memoryStorage } from './key-value-storage';
import { storageAuthOfflineCache } from './offline-cache';
import { decideAccess } from './route-guards';
import { EMPTY_ROLE_SOURCES, NON_ADMIN } from './roles';

const MEMBER_ROLES = {
  ...EMPTY_ROLE_SOURCES,
  activeRoles: [
    {
      role_type: 'team_member' as const,
      organization_id: 'org-acme',
      team_id: 'team-alpha',
      is_active: true,
      created_at: '',
    },
  ],
  memberRoles: [{ teamId: 'team-alpha', teamName: 'Alpha', role: 'member' }],
};

/** A member who signed in before: the last user, profile, roles and admin check are cached. */
function storageOfPreviousMember() {
  const storage = memoryStorage();
  const cache = storageAuthOfflineCache(storage);
  cache.writeLastUser({ id: 'm1', email: 'member@acme.test' });
  cache.write('m1', { profile: profileFor('m1', { first_name: 'Mia' }), roleSources: MEMBER_ROLES, admin: NON_ADMIN });
  return storage;
}

const offlineBackend: Partial<FakeAuthBackend> = {
  isOnline: () => false,
  getSession: async () => Promise.reject(networkError()),
  loadProfile: async () => Promise.reject(networkError()),
  loadRoleSources: async () => Promise.reject(networkError()),
  checkAdmin: async () => Promise.reject(networkError()),
  refreshSession: async () => Promise.reject(networkError()),
};

async function openOffline(overrides: Partial<FakeAuthBackend> = {}) {
  const env = startAuth({ ...offlineBackend, ...overrides }, storageOfPreviousMember());
  await flush();
  advance(env.clock, 100);
  await flush();
  return { ...env, view: () => selectAuthView(env.actor.getSnapshot()) };
}

describe('auth machine: offline start', () => {
  it('a member who signed in before opens with no network signed in from the cache and lands on /user', async () => {
    const env = await openOffline();
    const view = env.view();
    expect(view.status).toBe('signedIn');
    expect(view.user).toEqual({ id: 'm1', email: 'member@acme.test' });
    expect(view.profileStatus).toBe('ready');
    expect(view.profile?.first_name).toBe('Mia');
    expect(view.roles.effectiveRole).toBe('team_member');
    expect(view.adminCheckPending).toBe(false);
    expect(view.offline).toBe(true);
    expect(decideAccess({ access: 'regular-user' }, view)).toEqual({ kind: 'allow' });
    expect(env.navigations()).toEqual([]);
  });

  it('opens at once without waiting for the session check', async () => {
    const env = startAuth(
      { ...offlineBackend, getSession: () => new Promise<AuthSession | null>(() => undefined) },
      storageOfPreviousMember(),
    );
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('signedIn');
    expect(env.calls.getSession).toEqual([]);
  });

  it('with a stored session but the backend unreachable, uses the session and the cached profile', async () => {
    const env = await openOffline({
      isOnline: () => true,
      getSession: async () => sessionFor('m1', 'member@acme.test'),
    });
    expect(env.actor.getSnapshot().context.session?.user.id).toBe('m1');
    expect(env.view().profile?.first_name).toBe('Mia');
    expect(env.view().roles.isTeamMember).toBe(true);
  });

  it('opens signed out when nobody signed in on this device before', async () => {
    const env = startAuth(offlineBackend);
    await flush();
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('signedOut');
  });

  it('when the session check hangs (network reported up), the 5 s forced finish opens from the cache', async () => {
    const env = startAuth(
      { ...offlineBackend, isOnline: () => true, getSession: () => new Promise<AuthSession | null>(() => undefined) },
      storageOfPreviousMember(),
    );
    advance(env.clock, 4999);
    await flush();
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('initialising');
    advance(env.clock, 1);
    await flush();
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('signedIn');
  });

  it('a server that answers 500 or times out on the profile keeps the device copy; a refusal shows its error', async () => {
    const online = { isOnline: () => true, getSession: async () => sessionFor('m1', 'member@acme.test') };
    const unavailable = await openOffline({
      ...online,
      loadProfile: async () => Promise.reject({ status: 500, message: 'Internal Server Error' }),
    });
    expect(unavailable.view().profileStatus).toBe('ready');
    expect(unavailable.view().profile?.first_name).toBe('Mia');
    const timedOut = await openOffline({
      ...online,
      loadProfile: async () =>
        Promise.reject({ code: '57014', message: 'canceling statement due to statement timeout' }),
    });
    expect(timedOut.view().profile?.first_name).toBe('Mia');
    const refused = await openOffline({
      ...online,
      loadProfile: async () => Promise.reject({ code: '42501', message: 'permission denied for table profiles' }),
    });
    expect(refused.view().profileStatus).toBe('error');
    expect(decideAccess({ access: 'regular-user' }, refused.view())).toEqual({ kind: 'profile-error-panel' });
  });

  it('a profile load that fails for network reasons without a cache shows the profile error', async () => {
    const env = startAuth({
      getSession: async () => sessionFor('x1'),
      loadProfile: async () => Promise.reject(networkError()),
    });
    await flush();
    expect(selectAuthView(env.actor.getSnapshot()).profileStatus).toBe('error');
  });
});

describe('auth machine: network loss and return', () => {
  it('a SIGNED_OUT from a token refresh while offline never signs the member out', async () => {
    const env = await openOffline();
    env.authChange({ kind: 'SIGNED_OUT', session: null });
    expect(env.view().status).toBe('signedIn');
  });

  it('when the network returns, the session refreshes and the profile and roles reload', async () => {
    let online = false;
    const env = await openOffline({
      refreshSession: async () => (online ? sessionFor('m1', 'member@acme.test') : Promise.reject(networkError())),
      loadProfile: async (id) =>
        online ? profileFor(id, { first_name: 'Mia Fresh' }) : Promise.reject(networkError()),
      loadRoleSources: async () => (online ? MEMBER_ROLES : Promise.reject(networkError())),
    });
    online = true;
    env.network(true);
    await flush();
    await flush();
    expect(env.calls.refreshSession).toHaveLength(1);
    expect(env.actor.getSnapshot().context.session?.accessToken).toBe('token-m1');
    expect(env.view().profile?.first_name).toBe('Mia Fresh');
    expect(env.calls.loadProfile).toHaveLength(2);
    expect(env.calls.loadRoleSources).toHaveLength(2);
    expect(env.view().offline).toBe(false);
    expect(env.view().profileStatus).toBe('ready');
  });

  it('a refresh failing for network reasons keeps the member signed in and waits for the next online', async () => {
    const env = await openOffline();
    env.network(true);
    await flush();
    expect(env.view().status).toBe('signedIn');
    expect(env.actor.getSnapshot().matches({ signedIn: { connection: 'offline' } })).toBe(true);
    env.network(true);
    await flush();
    expect(env.calls.refreshSession).toHaveLength(2);
  });

  it('a refresh rejected by the server (revoked token) signs out', async () => {
    const env = await openOffline({
      refreshSession: async () =>
        Promise.reject({ name: 'AuthApiError', status: 400, message: 'Invalid Refresh Token' }),
    });
    env.network(true);
    await flush();
    expect(env.view().status).toBe('signedOut');
  });

  it('going offline while signed in online keeps the data and marks offline', async () => {
    const env = startAuth({ getSession: async () => sessionFor('u1') });
    await flush();
    env.network(false);
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.offline).toBe(true);
    expect(view.profileStatus).toBe('ready');
  });

  it('online sign-in caches the profile, roles and admin check for the next offline start', async () => {
    const storage = memoryStorage();
    const env = startAuth(
      { getSession: async () => sessionFor('m1'), loadRoleSources: async () => MEMBER_ROLES },
      storage,
    );
    await flush();
    advance(env.clock, 100);
    await flush();
    const cache = storageAuthOfflineCache(storage);
    expect(cache.readLastUser()?.id).toBe('m1');
    expect(cache.read('m1')).toEqual({ profile: profileFor('m1'), roleSources: MEMBER_ROLES, admin: NON_ADMIN });
  });
});
