import { describe, expect, it } from 'vitest';
import { IMPERSONATION_STORAGE_KEY, storageImpersonationStore } from './impersonation';
import { memoryStorage } from './key-value-storage';
import { storageAuthOfflineCache } from './offline-cache';
import { profileFor } from './auth-test-kit';
import { NON_ADMIN } from './roles';

describe('impersonation record in local storage', () => {
  const record = { organizationId: 'o1', organizationName: 'Acme', originalAdminId: 'u1' };

  it('writes, reads and clears {organizationId, organizationName, originalAdminId}', () => {
    const storage = memoryStorage();
    const store = storageImpersonationStore(storage);
    store.write(record);
    expect(JSON.parse(storage.getItem(IMPERSONATION_STORAGE_KEY)!)).toEqual(record);
    expect(storageImpersonationStore(storage).read()).toEqual(record);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it.each([
    'not json',
    '{}',
    JSON.stringify({ organizationId: 'o1' }),
    JSON.stringify({ ...record, originalAdminId: '' }),
  ])('ignores a damaged record %s', (raw) => {
    expect(storageImpersonationStore(memoryStorage({ [IMPERSONATION_STORAGE_KEY]: raw })).read()).toBeNull();
  });
});

describe('offline auth cache', () => {
  it('keeps the last user and per-user data, and clear forgets both', () => {
    const storage = memoryStorage();
    const cache = storageAuthOfflineCache(storage);
    expect(cache.readLastUser()).toBeNull();
    expect(cache.read('u1')).toEqual({ profile: null, roleSources: null, admin: null });
    cache.writeLastUser({ id: 'u1', email: 'a@b.c' });
    cache.write('u1', { profile: profileFor('u1') });
    cache.write('u1', { admin: NON_ADMIN });
    cache.write('u2', { admin: NON_ADMIN });
    const reopened = storageAuthOfflineCache(storage);
    expect(reopened.readLastUser()).toEqual({ id: 'u1', email: 'a@b.c' });
    expect(reopened.read('u1')).toEqual({ profile: profileFor('u1'), roleSources: null, admin: NON_ADMIN });
    expect(reopened.readAll()).toEqual({
      u1: { profile: profileFor('u1'), roleSources: null, admin: NON_ADMIN },
      u2: { profile: null, roleSources: null, admin: NON_ADMIN },
    });
    reopened.clear('u1');
    expect(reopened.readLastUser()).toBeNull();
    expect(reopened.read('u1').profile).toBeNull();
    expect(reopened.read('u2').admin).toEqual(NON_ADMIN);
    expect(Object.keys(reopened.readAll())).toEqual(['u2']);
  });
});
