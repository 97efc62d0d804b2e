import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoEmail } from './demo-accounts.fixture';
import { landingRoute, portalVerdict, type LoginPortal } from './login-portals';
import { deriveRoles } from './roles';

const state = (email: DemoEmail) => {
  const account = DEMO_ACCOUNTS[email];
  return {
    status: 'signedIn' as const,
    profileStatus: 'ready' as const,
    rolesLoading: false,
    adminCheckPending: false,
    adminCheckFailed: false,
    roles: deriveRoles({ ...account, impersonation: null }),
    termsAccepted: account.termsAccepted,
  };
};

const DENIED = 'Access denied: user not authorized for admin area';
const USE_ADMIN = 'Questo è un account amministratore: accedi dal login amministratori.';

describe('login portals for each demo account', () => {
  // [user login, admin login, coach login]: a route = enter there, otherwise the denial text.
  it.each<[DemoEmail, [string, string, string]]>([
    ['super@taas.test', [USE_ADMIN, '/super-admin', '/super-admin']],
    ['admin@acme.test', [USE_ADMIN, '/org-admin/org-acme', '/org-admin/org-acme']],
    ['manager@acme.test', ['/manager/teams', '/manager/teams', '/manager/teams']],
    ['leader@acme.test', ['/team-leader/dashboard', '/team-leader/dashboard', '/team-leader/dashboard']],
    ['member@acme.test', ['/user', DENIED, '/user']],
    ['coach@taas.test', ['/coach', DENIED, '/coach']],
    ['member@globex.test', ['/user', DENIED, '/user']],
    ['new@acme.test', ['/terms-and-privacy', DENIED, '/terms-and-privacy']],
  ])('%s', (email, expected) => {
    const portals: LoginPortal[] = ['user', 'admin', 'coach'];
    const outcome = portals.map((portal) => {
      const verdict = portalVerdict(portal, state(email));
      if (verdict.kind === 'enter') return verdict.to;
      if (verdict.kind === 'deny') return verdict.message.message;
      return 'wait';
    });
    expect(outcome).toEqual(expected);
  });

  it('waits while the profile, the roles or the admin check are loading', () => {
    const member = state('member@acme.test');
    expect(portalVerdict('admin', { ...member, adminCheckPending: true })).toEqual({ kind: 'wait' });
    expect(portalVerdict('admin', { ...member, rolesLoading: true })).toEqual({ kind: 'wait' });
    expect(portalVerdict('user', { ...member, profileStatus: 'loading' })).toEqual({ kind: 'wait' });
    expect(portalVerdict('user', { ...member, status: 'signingIn' })).toEqual({ kind: 'wait' });
  });

  it('a failed admin check on the admin login says "Error checking admin permissions"', () => {
    const verdict = portalVerdict('admin', { ...state('member@acme.test'), adminCheckFailed: true });
    expect(verdict.kind === 'deny' && verdict.message.message).toBe('Error checking admin permissions');
  });

  it('an impersonating super admin lands on the impersonated organisation', () => {
    const account = DEMO_ACCOUNTS['super@taas.test'];
    const roles = deriveRoles({
      ...account,
      impersonation: { organizationId: 'org-x', organizationName: 'X', originalAdminId: 'u' },
    });
    expect(landingRoute({ ...state('super@taas.test'), roles })).toBe('/org-admin/org-x');
  });
});
