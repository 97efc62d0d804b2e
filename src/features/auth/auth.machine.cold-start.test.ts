import { describe, expect, it } from 'vitest';
import { advance, deferred, flush, networkError, profileFor, sessionFor, startAuth } from './auth-test-kit';
import type { FakeAuthBackend } from './auth-test-kit';
import type { AuthProfile } from './auth-domain';
import { selectAuthView } from './auth-view';
import { memoryStorage } from './key-value-storage';
import { storageAuthOfflineCache } from './offline-cache';
import { decideAccess } from './route-guards';
import { EMPTY_ROLE_SOURCES, NON_ADMIN, type AdminCheckResult, type RoleSources } from './roles';

const MEMBER_ROLES: RoleSources = {
  ...EMPTY_ROLE_SOURCES,
  activeRoles: [
    { role_type: 'team_member', organization_id: 'org-acme', team_id: 'team-alpha', is_active: true, created_at: '' },
  ],
  memberRoles: [{ teamId: 'team-alpha', teamName: 'Alpha', role: 'member' }],
};

/** A member still signed in on this device (a stored session) whose profile, roles and admin check are cached. */
function storageOfSignedInMember() {
  const storage = memoryStorage();
  const cache = storageAuthOfflineCache(storage);
  cache.writeLastUser({ id: 'm1', email: 'member@acme.test' });
  cache.write('m1', { profile: profileFor('m1', { first_name: 'Mia' }), roleSources: MEMBER_ROLES, admin: NON_ADMIN });
  return storage;
}

const never = <T>() => new Promise<T>(() => undefined);

/** The browser says online, the session is on the device, and every backend request hangs. */
const hangingBackend: Partial<FakeAuthBackend> = {
  isOnline: () => true,
  getSession: async () => sessionFor('m1', 'member@acme.test'),
  loadProfile: () => never<AuthProfile>(),
  loadRoleSources: () => never<RoleSources>(),
  checkAdmin: () => never<AdminCheckResult>(),
  refreshSession: () => never(),
};

describe('auth machine: cold start from the device', () => {
  it('reaches signed in from the cache while the profile, roles and admin requests never answer, and the guard renders', async () => {
    const env = startAuth(hangingBackend, storageOfSignedInMember());
    await flush();
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.status).toBe('signedIn');
    expect(view.profileStatus).toBe('ready');
    expect(view.profile?.first_name).toBe('Mia');
    expect(view.rolesLoading).toBe(false);
    expect(view.adminCheckPending).toBe(false);
    expect(view.roles.effectiveRole).toBe('team_member');
    expect(decideAccess({ access: 'regular-user' }, view)).toEqual({ kind: 'allow' });
    // Nothing is known to be down: the device's view is shown, not an offline session.
    expect(view.offline).toBe(false);
    // The refresh still goes out in the background.
    expect(env.calls.loadProfile).toHaveLength(1);
    expect(env.calls.loadRoleSources).toHaveLength(1);
  });

  it('the background refresh replaces the cached profile, roles and admin check when it answers, and caches them', async () => {
    const profile = deferred<AuthProfile>();
    const roles = deferred<RoleSources>();
    const admin = deferred<AdminCheckResult>();
    const storage = storageOfSignedInMember();
    const env = startAuth(
      {
        ...hangingBackend,
        loadProfile: () => profile.promise,
        loadRoleSources: () => roles.promise,
        checkAdmin: () => admin.promise,
      },
      storage,
    );
    await flush();
    advance(env.clock, 100);
    expect(env.calls.checkAdmin).toHaveLength(1);
    profile.resolve(profileFor('m1', { first_name: 'Mia Fresh' }));
    roles.resolve(EMPTY_ROLE_SOURCES);
    admin.resolve({ superAdminRpc: true, adminLevel: null });
    await flush();
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.profile?.first_name).toBe('Mia Fresh');
    expect(view.roles.isTeamMember).toBe(false);
    expect(view.roles.isSuperAdmin).toBe(true);
    const cached = storageAuthOfflineCache(storage).read('m1');
    expect(cached.profile?.first_name).toBe('Mia Fresh');
    expect(cached.roleSources).toEqual(EMPTY_ROLE_SOURCES);
    expect(cached.admin).toEqual({ superAdminRpc: true, adminLevel: null });
  });

  it('a network failure of the background refresh keeps the device view', async () => {
    const env = startAuth(
      {
        ...hangingBackend,
        loadProfile: async () => Promise.reject(networkError()),
        loadRoleSources: async () => Promise.reject(networkError()),
        checkAdmin: async () => Promise.reject(networkError()),
      },
      storageOfSignedInMember(),
    );
    await flush();
    advance(env.clock, 100);
    await flush();
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.status).toBe('signedIn');
    expect(view.profileStatus).toBe('ready');
    expect(view.profile?.first_name).toBe('Mia');
    expect(view.roles.effectiveRole).toBe('team_member');
    expect(view.adminCheckFailed).toBe(false);
  });

  it('a refusal of the background profile refresh shows the profile error, as a first load would', async () => {
    const env = startAuth(
      {
        ...hangingBackend,
        loadProfile: async () =>
          Promise.reject(
            Object.assign(new Error('permission denied for table profiles'), { code: '42501', status: 403 }),
          ),
      },
      storageOfSignedInMember(),
    );
    await flush();
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.profileStatus).toBe('error');
    expect(view.profile).toBeNull();
    expect(view.profileError?.id).toBeDefined();
  });

  it('a session the server ended (SIGNED_OUT while online) still signs out after a start from the cache', async () => {
    const env = startAuth(hangingBackend, storageOfSignedInMember());
    await flush();
    env.authChange({ kind: 'SIGNED_OUT', session: null });
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('signedOut');
    expect(storageAuthOfflineCache(env.storage).read('m1').profile).toBeNull();
  });

  it('the terms can be accepted while the background refresh is still pending', async () => {
    const storage = memoryStorage();
    const cache = storageAuthOfflineCache(storage);
    cache.writeLastUser({ id: 'm1', email: 'member@acme.test' });
    cache.write('m1', {
      profile: profileFor('m1', { terms_accepted_at: null, privacy_accepted_at: null }),
      roleSources: MEMBER_ROLES,
      admin: NON_ADMIN,
    });
    const env = startAuth(hangingBackend, storage);
    await flush();
    expect(selectAuthView(env.actor.getSnapshot()).termsAccepted).toBe(false);
    env.actor.send({ type: 'TERMS.ACCEPT' });
    await flush();
    expect(env.calls.acceptTerms).toHaveLength(1);
    expect(selectAuthView(env.actor.getSnapshot()).termsAccepted).toBe(true);
  });

  it('without a cached profile the profile still loads first (nothing to show from the device)', async () => {
    const env = startAuth(hangingBackend);
    await flush();
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.status).toBe('signedIn');
    expect(view.profileStatus).toBe('loading');
    expect(decideAccess({ access: 'regular-user' }, view)).toEqual({ kind: 'spinner' });
  });
});

describe('auth machine: the stored session is restored in the background', () => {
  const sessionStored = { ...hangingBackend, storedSessionUserId: () => 'm1' };

  it("with this user's session token and profile on the device, signed in renders before the session check answers", async () => {
    const env = startAuth({ ...sessionStored, getSession: () => never() }, storageOfSignedInMember());
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.status).toBe('signedIn');
    expect(view.user?.id).toBe('m1');
    expect(view.offline).toBe(false);
    expect(decideAccess({ access: 'regular-user' }, view)).toEqual({ kind: 'allow' });
    expect(env.calls.getSession).toHaveLength(1);
  });

  it('the restored session is taken when it arrives', async () => {
    const session = deferred<ReturnType<typeof sessionFor> | null>();
    const env = startAuth({ ...sessionStored, getSession: () => session.promise }, storageOfSignedInMember());
    session.resolve(sessionFor('m1', 'member@acme.test'));
    await flush();
    expect(env.actor.getSnapshot().context.session?.accessToken).toBe('token-m1');
    expect(env.actor.getSnapshot().matches({ signedIn: { connection: 'online' } })).toBe(true);
  });

  it('a session the server refused (none left after the restore) signs out', async () => {
    const env = startAuth(
      {
        ...sessionStored,
        getSession: async () => Promise.reject({ name: 'AuthApiError', status: 400, message: 'Invalid Refresh Token' }),
      },
      storageOfSignedInMember(),
    );
    await flush();
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('signedOut');
    expect(storageAuthOfflineCache(env.storage).readLastUser()).toBeNull();
  });

  it('a restore that fails for network reasons keeps the device view, offline, and refreshes when the network returns', async () => {
    const env = startAuth(
      {
        ...sessionStored,
        getSession: async () => Promise.reject(networkError()),
        refreshSession: async () => sessionFor('m1'),
      },
      storageOfSignedInMember(),
    );
    await flush();
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('signedIn');
    expect(selectAuthView(env.actor.getSnapshot()).offline).toBe(true);
    env.network(true);
    await flush();
    expect(env.calls.refreshSession).toHaveLength(1);
    expect(env.actor.getSnapshot().context.session?.user.id).toBe('m1');
  });

  it("another user's stored session is restored first, as before", async () => {
    const env = startAuth(
      { ...sessionStored, storedSessionUserId: () => 'someone-else', getSession: () => never() },
      storageOfSignedInMember(),
    );
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('initialising');
  });
});
