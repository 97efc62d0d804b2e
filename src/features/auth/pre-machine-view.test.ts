import { describe, expect, it } from 'vitest';
import { actorHandle } from './actor-handle';
import type { FakeAuthBackend } from './auth-test-kit';
import { profileFor, startAuth } from './auth-test-kit';
import { storageImpersonationStore } from './impersonation';
import { memoryStorage } from './key-value-storage';
import { storageAuthOfflineCache } from './offline-cache';
import { restoredView } from './pre-machine-view';
import { EMPTY_ROLE_SOURCES, NON_ADMIN, type RoleSources } from './roles';
import { readStoredAuth } from './stored-auth';

const LEADER_ROLES: RoleSources = {
  ...EMPTY_ROLE_SOURCES,
  activeRoles: [
    { role_type: 'team_leader', organization_id: 'org-acme', team_id: 'team-alpha', is_active: true, created_at: '' },
  ],
  memberRoles: [{ teamId: 'team-alpha', teamName: 'Alpha', role: 'leader' }],
};

interface DeviceCase {
  online: boolean;
  lastUser: boolean;
  session: 'none' | 'same' | 'other';
  profile: 'none' | 'accepted' | 'terms-pending' | 'temporary-password';
  roles: 'none' | 'no-roles' | 'leader';
  admin: 'none' | 'non-admin' | 'super-admin';
  impersonation: 'none' | 'own' | 'foreign';
}

const choices = {
  online: [true, false],
  lastUser: [true, false],
  session: ['none', 'same', 'other'],
  profile: ['none', 'accepted', 'terms-pending', 'temporary-password'],
  roles: ['none', 'leader'],
  admin: ['none', 'super-admin'],
  impersonation: ['none', 'own', 'foreign'],
} as const;

function everyCase(): DeviceCase[] {
  let cases: Partial<DeviceCase>[] = [{}];
  for (const [key, values] of Object.entries(choices)) {
    cases = cases.flatMap((partial) => values.map((value) => ({ ...partial, [key]: value })));
  }
  return cases as DeviceCase[];
}

/** A device prepared as in the case, and the machine started on it with every backend request left unanswered. */
function startOn(device: DeviceCase) {
  const storage = memoryStorage();
  const cache = storageAuthOfflineCache(storage);
  if (device.lastUser) cache.writeLastUser({ id: 'u1', email: 'u1@acme.test' });
  if (device.profile !== 'none') {
    const profile = profileFor('u1', {
      ...(device.profile === 'terms-pending' ? { terms_accepted_at: null } : {}),
      ...(device.profile === 'temporary-password' ? { must_set_password: true } : {}),
    });
    cache.write('u1', { profile });
  }
  if (device.roles !== 'none')
    cache.write('u1', { roleSources: device.roles === 'leader' ? LEADER_ROLES : EMPTY_ROLE_SOURCES });
  if (device.admin !== 'none') {
    cache.write('u1', {
      admin: device.admin === 'super-admin' ? { superAdminRpc: true, adminLevel: 'super_admin' } : NON_ADMIN,
    });
  }
  const impersonationStore = storageImpersonationStore(storage);
  if (device.impersonation !== 'none') {
    impersonationStore.write({
      organizationId: 'org-beta',
      organizationName: 'Beta',
      originalAdminId: device.impersonation === 'own' ? 'u1' : 'u9',
    });
  }
  const sessionUserId = { none: null, same: 'u1', other: 'u2' }[device.session];
  const never = () => new Promise<never>(() => undefined);
  const hanging: Partial<FakeAuthBackend> = {
    isOnline: () => device.online,
    storedSessionUserId: () => sessionUserId,
    getSession: () => (sessionUserId ? never() : Promise.resolve(null)),
    loadProfile: never,
    loadRoleSources: never,
    checkAdmin: never,
    refreshSession: never,
  };
  const stored = readStoredAuth(cache, impersonationStore, sessionUserId);
  const env = startAuth(hanging, storage);
  return { stored, machineView: actorHandle(env.actor).getView() };
}

describe('restoredView: the view before the machine loads, when the device can open signed in', () => {
  const cases = everyCase();

  // 576 machines started one after the other: about a second, several on a loaded machine.
  it(
    'is, in every device state where it gives one, exactly the first view of the machine started on that device',
    { timeout: 30_000 },
    () => {
      let restored = 0;
      for (const device of cases) {
        const { stored, machineView } = startOn(device);
        const view = restoredView(stored, device.online);
        if (view === null) continue;
        restored += 1;
        expect({ device, view }).toEqual({ device, view: machineView });
      }
      // The member offline with everything cached, and online with their own token, in their variations.
      expect(restored).toBeGreaterThan(20);
    },
  );

  it('gives one for a signed-in member offline and online with their token, and none without a cached profile or with another token', () => {
    const member: DeviceCase = {
      online: false,
      lastUser: true,
      session: 'none',
      profile: 'accepted',
      roles: 'no-roles',
      admin: 'non-admin',
      impersonation: 'none',
    };
    const view = (device: DeviceCase) => restoredView(startOn(device).stored, device.online);
    expect(view(member)).toMatchObject({
      status: 'signedIn',
      offline: true,
      profileStatus: 'ready',
      user: { id: 'u1' },
    });
    expect(view({ ...member, online: true, session: 'same' })).toMatchObject({ status: 'signedIn', offline: false });
    expect(view({ ...member, online: true, session: 'none' })).toBeNull();
    expect(view({ ...member, online: true, session: 'other' })).toBeNull();
    expect(view({ ...member, profile: 'none' })).toBeNull();
    expect(view({ ...member, admin: 'none' })).toBeNull();
    expect(view({ ...member, lastUser: false })).toBeNull();
  });
});
