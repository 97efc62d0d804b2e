import { describe, expect, it } from 'vitest';
import { advance, flush, profileFor, sessionFor, startAuth } from './auth-test-kit';
import type { FakeAuthBackend } from './auth-test-kit';
import { selectAuthView } from './auth-view';
import { IMPERSONATION_STORAGE_KEY } from './impersonation';
import { memoryStorage } from './key-value-storage';
import { EMPTY_ROLE_SOURCES, type AdminCheckResult } from './roles';

const SUPER: AdminCheckResult = { superAdminRpc: true, adminLevel: null };
const ACME = { organizationId: 'org-acme', organizationName: 'Acme' };

async function signedIn(overrides: Partial<FakeAuthBackend> = {}, storage = memoryStorage()) {
  const env = startAuth({ getSession: async () => sessionFor('u1'), ...overrides }, storage);
  await flush();
  advance(env.clock, 100); // the admin check starts
  await flush();
  return { ...env, view: () => selectAuthView(env.actor.getSnapshot()) };
}

const texts = (env: { toasts: () => Array<{ message?: string; id: string }> }) =>
  env.toasts().map((m) => m.message ?? m.id);

describe('auth machine: logout', () => {
  it('signs out, clears the stored token and the cache, toasts and sends a member to /login', async () => {
    const env = await signedIn();
    expect(env.storage.getItem('auth-cache:last-user')).not.toBeNull();
    env.actor.send({ type: 'AUTH.LOGOUT' });
    await flush();
    expect(env.view().status).toBe('signedOut');
    expect(env.view().user).toBeNull();
    expect(env.actor.getSnapshot().context.session).toBeNull();
    expect(env.calls.signOut).toHaveLength(1);
    expect(env.calls.clearStoredSession).toHaveLength(1);
    expect(env.storage.dump()).toEqual({});
    expect(texts(env)).toEqual(['Logout Completed — You have been logged out successfully.']);
    expect(env.navigations()).toEqual(['/login']);
  });

  it('sends an admin to /admin-login', async () => {
    const env = await signedIn({ checkAdmin: async () => SUPER });
    env.actor.send({ type: 'AUTH.LOGOUT' });
    await flush();
    expect(env.navigations()).toEqual(['/admin-login']);
  });

  it('sends an org admin to /admin-login', async () => {
    const env = await signedIn({
      loadRoleSources: async () => ({
        ...EMPTY_ROLE_SOURCES,
        activeRoles: [
          { role_type: 'org_admin', organization_id: 'org-acme', team_id: null, is_active: true, created_at: '' },
        ],
      }),
    });
    env.actor.send({ type: 'AUTH.LOGOUT' });
    await flush();
    expect(env.navigations()).toEqual(['/admin-login']);
  });

  it.each([
    [{ name: 'AuthSessionMissingError', message: 'Auth session missing!' }],
    [{ status: 403, message: 'Forbidden' }],
    [{ message: 'Session expired' }],
    [new TypeError('Failed to fetch')],
  ])('still cleans up locally when the server sign-out fails with %o', async (error) => {
    const env = await signedIn({ signOut: async () => Promise.reject(error) });
    env.actor.send({ type: 'AUTH.LOGOUT' });
    await flush();
    expect(env.view().status).toBe('signedOut');
    expect(env.calls.clearStoredSession).toHaveLength(1);
    expect(env.navigations()).toEqual(['/login']);
  });

  it('a SIGNED_OUT event while online signs out without a toast', async () => {
    const env = await signedIn();
    env.authChange({ kind: 'SIGNED_OUT', session: null });
    expect(env.view().status).toBe('signedOut');
    expect(env.emitted).toEqual([]);
  });
});

describe('auth machine: impersonation', () => {
  it('a super admin starts: stores the record, toasts and goes to the org dashboard', async () => {
    const env = await signedIn({ checkAdmin: async () => SUPER });
    expect(env.view().roles.isSuperAdmin).toBe(true);
    env.actor.send({ type: 'IMPERSONATION.START', ...ACME });
    expect(JSON.parse(env.storage.getItem(IMPERSONATION_STORAGE_KEY)!)).toEqual({ ...ACME, originalAdminId: 'u1' });
    const toast = env.toasts()[0]!;
    expect(toast.message).toBe('Ora stai gestendo: {organization}');
    expect(toast.values).toEqual({ organization: 'Acme' });
    expect(env.navigations()).toEqual(['/org-admin/org-acme']);
    const roles = env.view().roles;
    expect([roles.isOrgAdmin, roles.isSuperAdmin, roles.effectiveRole, roles.organizationId]).toEqual([
      true,
      false,
      'org_admin',
      'org-acme',
    ]);
  });

  it('stop clears the record, toasts and goes to /super-admin', async () => {
    const env = await signedIn({ checkAdmin: async () => SUPER });
    env.actor.send({ type: 'IMPERSONATION.START', ...ACME });
    env.actor.send({ type: 'IMPERSONATION.STOP' });
    expect(env.storage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(texts(env)[1]).toBe('Impersonificazione terminata');
    expect(env.navigations()).toEqual(['/org-admin/org-acme', '/super-admin']);
    expect(env.view().roles.isSuperAdmin).toBe(true);
  });

  it('logout while impersonating only stops impersonating', async () => {
    const env = await signedIn({ checkAdmin: async () => SUPER });
    env.actor.send({ type: 'IMPERSONATION.START', ...ACME });
    env.actor.send({ type: 'AUTH.LOGOUT' });
    await flush();
    expect(env.view().status).toBe('signedIn');
    expect(env.view().impersonation).toBeNull();
    expect(env.calls.signOut).toEqual([]);
    expect(env.navigations()).toEqual(['/org-admin/org-acme', '/super-admin']);
  });

  it('is refused for a non super admin with the error toast', async () => {
    const env = await signedIn();
    env.actor.send({ type: 'IMPERSONATION.START', ...ACME });
    expect(env.view().impersonation).toBeNull();
    expect(texts(env)).toEqual(["Errore durante l'impersonificazione"]);
    expect(env.navigations()).toEqual([]);
  });

  it('is restored from local storage on load for the same admin', async () => {
    const storage = memoryStorage({ [IMPERSONATION_STORAGE_KEY]: JSON.stringify({ ...ACME, originalAdminId: 'u1' }) });
    const env = await signedIn({ checkAdmin: async () => SUPER }, storage);
    expect(env.view().impersonation).toEqual({ ...ACME, originalAdminId: 'u1' });
    expect(env.view().roles.isSuperAdmin).toBe(false);
    expect(env.view().roles.isOrgAdmin).toBe(true);
  });

  it("discards another account's record", async () => {
    const storage = memoryStorage({
      [IMPERSONATION_STORAGE_KEY]: JSON.stringify({ ...ACME, originalAdminId: 'other' }),
    });
    const env = await signedIn({}, storage);
    expect(env.view().impersonation).toBeNull();
    expect(storage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });
});

describe('auth machine: terms', () => {
  const notAccepted = {
    terms_accepted_at: null,
    privacy_accepted_at: null,
    terms_version: null,
    privacy_version: null,
  };

  it('accepting writes the four fields with versions 1.0, toasts and goes to /user', async () => {
    const env = await signedIn({ loadProfile: async (id) => profileFor(id, notAccepted) });
    expect(env.view().termsAccepted).toBe(false);
    env.actor.send({ type: 'TERMS.ACCEPT' });
    expect(env.view().acceptingTerms).toBe(true);
    await flush();
    const at = '2026-11-22T10:00:00.000Z';
    expect(env.calls.acceptTerms).toEqual([
      ['profile-u1', { terms_accepted_at: at, privacy_accepted_at: at, terms_version: '1.0', privacy_version: '1.0' }],
    ]);
    expect(env.view().termsAccepted).toBe(true);
    expect(texts(env)).toEqual(['Termini e Privacy Policy accettati con successo']);
    expect(env.navigations()).toEqual(['/user']);
  });

  it('accepting with no profile known is refused with "Errore: utente non identificato"', async () => {
    const env = await signedIn({
      loadProfile: async () => Promise.reject({ code: '42501', message: 'permission denied' }),
    });
    expect(env.view().profileStatus).toBe('error');
    env.actor.send({ type: 'TERMS.ACCEPT' });
    await flush();
    expect(env.calls.acceptTerms).toEqual([]);
    expect(texts(env)).toEqual(['Errore: utente non identificato']);
  });

  it('a failure toasts "Errore durante l\'accettazione. Riprova." and keeps terms not accepted', async () => {
    const env = await signedIn({
      loadProfile: async (id) => profileFor(id, notAccepted),
      acceptTerms: async () => Promise.reject(new Error('denied')),
    });
    env.actor.send({ type: 'TERMS.ACCEPT' });
    await flush();
    expect(env.view().termsAccepted).toBe(false);
    expect(texts(env)).toEqual(["Errore durante l'accettazione. Riprova."]);
    expect(env.navigations()).toEqual([]);
  });
});
