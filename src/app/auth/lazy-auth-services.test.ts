import { describe, expect, it, vi } from 'vitest';
import type { AuthChange, AuthSession } from '../../features/auth/auth-domain';
import type { AuthServices } from '../../features/auth/auth-services';
import { createLazyAuthServices } from './lazy-auth-services';

const session: AuthSession = { user: { id: 'u1', email: 'member@acme.test' }, accessToken: 'a.b.c', expiresAt: null };

function fakeServices() {
  const listeners = new Set<(change: AuthChange) => void>();
  const real = {
    getSession: vi.fn(async () => session),
    onAuthStateChange: vi.fn((listener: (change: AuthChange) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    signInWithPassword: vi.fn(async () => {
      // supabase-js reports SIGNED_IN to its listeners before the call resolves.
      for (const listener of listeners) listener({ kind: 'SIGNED_IN', session });
      return session;
    }),
    clearStoredSession: vi.fn(),
  } as unknown as AuthServices;
  return { real, listeners };
}

const sync = { isOnline: () => true, watchNetwork: () => () => undefined, clearStoredSession: vi.fn() };

describe('auth services that load supabase-js when first needed', () => {
  it('a device with no stored session is signed out without loading anything', async () => {
    const load = vi.fn(async () => fakeServices().real);
    const services = createLazyAuthServices({ load, hasStoredSession: () => false, sync });
    expect(await services.getSession()).toBeNull();
    services.clearStoredSession();
    expect(load).not.toHaveBeenCalled();
    expect(sync.clearStoredSession).toHaveBeenCalledOnce();
  });

  it('a stored session is restored through the real services', async () => {
    const { real } = fakeServices();
    const services = createLazyAuthServices({ load: async () => real, hasStoredSession: () => true, sync });
    expect(await services.getSession()).toEqual(session);
  });

  it('a listener registered before the load hears the sign-in that triggered it, and can unsubscribe', async () => {
    const { real, listeners } = fakeServices();
    const services = createLazyAuthServices({ load: async () => real, hasStoredSession: () => false, sync });
    const heard: string[] = [];
    const unsubscribe = services.onAuthStateChange((change) => heard.push(change.kind));
    await services.signInWithPassword('member@acme.test', 'Password-123');
    expect(heard).toEqual(['SIGNED_IN']);
    unsubscribe();
    expect(listeners.size).toBe(0);
  });

  it('loads once for concurrent calls, and tries again after a failed download', async () => {
    const { real } = fakeServices();
    const load = vi
      .fn<() => Promise<AuthServices>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const services = createLazyAuthServices({ load, hasStoredSession: () => true, sync });
    await expect(services.getSession()).rejects.toThrow(TypeError);
    await Promise.all([services.getSession(), services.getSession()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
