import { describe, expect, it } from 'vitest';
import { advance, flush, profileFor, sessionFor, startAuth } from './auth-test-kit';
import type { FakeAuthBackend } from './auth-test-kit';
import { selectAuthView } from './auth-view';
import { DEMO_ACCOUNTS } from './demo-accounts.fixture';
import { landingRoute } from './login-portals';
import { decideAccess, type RouteAccess } from './route-guards';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN, type AdminCheckResult } from './roles';

const ORG_ADMIN = DEMO_ACCOUNTS['admin@acme.test'];
const notAccepted = { terms_accepted_at: null, privacy_accepted_at: null, terms_version: null, privacy_version: null };

async function signedIn(overrides: Partial<FakeAuthBackend> = {}) {
  const env = startAuth({ getSession: async () => sessionFor('u1'), ...overrides });
  await flush();
  advance(env.clock, 101);
  await flush();
  return { ...env, view: () => selectAuthView(env.actor.getSnapshot()) };
}

const PROTECTED: RouteAccess[] = ['regular-user', 'admin', 'super-admin', 'team-leader', 'manager', 'coach'];
const decisions = (view: ReturnType<typeof selectAuthView>) =>
  PROTECTED.map((access) => decideAccess({ access }, view));
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('a person with a temporary password (profiles.must_set_password)', () => {
  it('a member is sent to /set-password from every protected route, and lands there after sign-in', async () => {
    const env = await signedIn({ loadProfile: async (id) => profileFor(id, { must_set_password: true }) });
    expect(env.view().mustSetPassword).toBe(true);
    expect(decisions(env.view())).toEqual(PROTECTED.map(() => to('/set-password')));
    expect(decideAccess({ access: 'authenticated' }, env.view())).toEqual({ kind: 'allow' });
    expect(landingRoute(env.view())).toBe('/set-password');
  });

  it('accepts the terms first (spec order), then sets the password', async () => {
    const env = await signedIn({
      loadProfile: async (id) => profileFor(id, { ...notAccepted, must_set_password: true }),
    });
    expect(decideAccess({ access: 'regular-user' }, env.view())).toEqual(to('/terms-and-privacy'));
    expect(landingRoute(env.view())).toBe('/terms-and-privacy');
    env.actor.send({ type: 'TERMS.ACCEPT' });
    await flush();
    expect(decideAccess({ access: 'regular-user' }, env.view())).toEqual(to('/set-password'));
  });

  it('an org admin, who skips the terms, is sent to /set-password before the admin dashboard', async () => {
    const env = await signedIn({
      loadProfile: async (id) => profileFor(id, { ...ORG_ADMIN.profile, ...notAccepted, must_set_password: true }),
      loadRoleSources: async () => ORG_ADMIN.sources,
      checkAdmin: async () => ORG_ADMIN.admin as AdminCheckResult,
    });
    expect(env.view().roles.isOrgAdmin).toBe(true);
    expect(decideAccess({ access: 'admin' }, env.view())).toEqual(to('/set-password'));
    expect(landingRoute(env.view())).toBe('/set-password');
  });

  it('waits for the roles before deciding between the terms and the password', () => {
    const roles = deriveRoles({ sources: EMPTY_ROLE_SOURCES, admin: NON_ADMIN, profile: null, impersonation: null });
    const view = {
      status: 'signedIn' as const,
      profileStatus: 'ready' as const,
      rolesLoading: true,
      adminCheckPending: false,
      roles,
      termsAccepted: true,
      mustSetPassword: true,
    };
    expect(decideAccess({ access: 'regular-user' }, view)).toEqual({ kind: 'spinner' });
  });

  it('once the password is set the flag is cleared, kept on the device, and the routes open', async () => {
    const env = await signedIn({ loadProfile: async (id) => profileFor(id, { must_set_password: true }) });
    env.actor.send({ type: 'PASSWORD.SET' });
    expect(env.view().mustSetPassword).toBe(false);
    expect(decisions(env.view())[0]).toEqual({ kind: 'allow' });
    expect(landingRoute(env.view())).toBe('/user');
    const cached = JSON.parse(env.storage.getItem('auth-cache:user:u1') ?? '{}') as {
      profile?: { must_set_password?: boolean };
    };
    expect(cached.profile?.must_set_password).toBe(false);
  });

  it('is not sent anywhere while offline (the password cannot be changed then)', async () => {
    const env = await signedIn({ loadProfile: async (id) => profileFor(id, { must_set_password: true }) });
    env.network(false);
    await flush();
    expect(env.view().mustSetPassword).toBe(false);
    expect(decisions(env.view())[0]).toEqual({ kind: 'allow' });
  });

  it('a profile without the flag is unaffected', async () => {
    const env = await signedIn();
    expect(env.view().mustSetPassword).toBe(false);
    expect(landingRoute(env.view())).toBe('/user');
  });
});
