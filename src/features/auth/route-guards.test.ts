import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoEmail } from './demo-accounts.fixture';
import { decideAccess, guardRuleOf, type GuardAuthState, type RouteGuardRule } from './route-guards';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN } from './roles';

const ready = (email: DemoEmail): GuardAuthState => {
  const account = DEMO_ACCOUNTS[email];
  return {
    status: 'signedIn',
    profileStatus: 'ready',
    rolesLoading: false,
    adminCheckPending: false,
    roles: deriveRoles({
      sources: account.sources,
      admin: account.admin,
      profile: account.profile,
      impersonation: null,
    }),
    termsAccepted: account.termsAccepted,
  };
};

const anonymous: GuardAuthState = {
  status: 'signedOut',
  profileStatus: 'none',
  rolesLoading: false,
  adminCheckPending: false,
  roles: deriveRoles({ sources: EMPTY_ROLE_SOURCES, admin: NON_ADMIN, profile: null, impersonation: null }),
  termsAccepted: false,
};

const rule = (access: RouteGuardRule['access']): RouteGuardRule => ({ access });
const spinner = { kind: 'spinner' };

describe('a route that declares no guard', () => {
  it('is denied to everyone, super admin included, and even while authentication loads', () => {
    for (const state of [
      anonymous,
      ready('super@taas.test'),
      ready('member@acme.test'),
      { ...anonymous, status: 'initialising' as const },
    ]) {
      expect(decideAccess(null, state)).toEqual({ kind: 'deny' });
      expect(decideAccess(undefined, state)).toEqual({ kind: 'deny' });
    }
  });

  it('reads no rule from a handle without one or with an unknown access', () => {
    expect(guardRuleOf(undefined)).toBeNull();
    expect(guardRuleOf({})).toBeNull();
    expect(guardRuleOf({ guard: {} })).toBeNull();
    expect(guardRuleOf({ guard: { access: 'everyone' } })).toBeNull();
    expect(guardRuleOf({ guard: { access: 'coach' } })).toEqual({ access: 'coach' });
    expect(guardRuleOf({ guard: { access: 'regular-user', signedOutTo: '/login' } })).toEqual({
      access: 'regular-user',
      signedOutTo: '/login',
    });
  });
});

describe('route guard loading and error states', () => {
  const member = ready('member@acme.test');

  it('shows the spinner on protected routes while authentication initialises, and lets public routes render', () => {
    const initialising = { ...anonymous, status: 'initialising' as const };
    expect(decideAccess(rule('regular-user'), initialising)).toEqual(spinner);
    expect(decideAccess(rule('super-admin'), initialising)).toEqual(spinner);
    expect(decideAccess(rule('coach'), initialising)).toEqual(spinner);
    expect(decideAccess(rule('public'), initialising)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor with no session to /, coach routes to /coach-login, and honours a route-specific target', () => {
    expect(decideAccess(rule('admin'), anonymous)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(rule('coach'), anonymous)).toEqual({ kind: 'redirect', to: '/coach-login' });
    expect(decideAccess({ access: 'regular-user', signedOutTo: '/login' }, anonymous)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('waits for the profile before the terms check', () => {
    expect(decideAccess(rule('regular-user'), { ...member, profileStatus: 'loading' })).toEqual(spinner);
  });

  it('waits for the admin check before deciding an admin route', () => {
    const superAdmin = ready('super@taas.test');
    expect(decideAccess(rule('super-admin'), { ...superAdmin, adminCheckPending: true })).toEqual(spinner);
    expect(decideAccess(rule('admin'), { ...superAdmin, rolesLoading: true })).toEqual(spinner);
  });

  it('team-leader routes: spinner while loading, the error panel on a profile error', () => {
    const leader = ready('leader@acme.test');
    expect(decideAccess(rule('team-leader'), { ...leader, rolesLoading: true })).toEqual(spinner);
    expect(decideAccess(rule('team-leader'), { ...leader, profileStatus: 'loading' })).toEqual(spinner);
    expect(decideAccess(rule('team-leader'), { ...leader, profileStatus: 'error' })).toEqual({
      kind: 'profile-error-panel',
    });
  });

  it('every protected route shows the profile error panel when the profile is not known, never the screen', () => {
    const protectedRoutes = [
      'authenticated',
      'regular-user',
      'admin',
      'super-admin',
      'team-leader',
      'manager',
      'coach',
    ] as const;
    for (const email of [
      'member@acme.test',
      'admin@acme.test',
      'super@taas.test',
      'coach@taas.test',
      'manager@acme.test',
    ] as const) {
      for (const access of protectedRoutes) {
        expect(
          decideAccess(rule(access), { ...ready(email), profileStatus: 'error' }),
          `${email} on ${access}`,
        ).toEqual({ kind: 'profile-error-panel' });
      }
    }
  });

  it('never lets a member past the terms check on a profile that is not known', () => {
    const notAccepted = { ...member, termsAccepted: false, profileStatus: 'error' as const };
    expect(decideAccess(rule('regular-user'), notAccepted)).toEqual({ kind: 'profile-error-panel' });
  });

  it('coach route waits for the roles', () => {
    expect(decideAccess(rule('coach'), { ...ready('coach@taas.test'), rolesLoading: true })).toEqual(spinner);
  });

  it('an admin who has not accepted the terms may still open user routes', () => {
    expect(decideAccess(rule('regular-user'), { ...ready('admin@acme.test'), termsAccepted: false })).toEqual({
      kind: 'allow',
    });
  });

  it('an impersonating super admin counts as org admin, not super admin', () => {
    const account = DEMO_ACCOUNTS['super@taas.test'];
    const impersonating = {
      ...ready('super@taas.test'),
      roles: deriveRoles({
        ...account,
        impersonation: { organizationId: 'org-acme', organizationName: 'Acme', originalAdminId: 'u' },
      }),
    };
    expect(decideAccess(rule('admin'), impersonating)).toEqual({ kind: 'allow' });
    expect(decideAccess(rule('super-admin'), impersonating)).toEqual({ kind: 'redirect', to: '/admin-login' });
  });
});
