import { describe, expect, it } from 'vitest';
import { advance, deferred, flush, profileFor, sessionFor, startAuth } from './auth-test-kit';
import type { AuthProfile, AuthSession } from './auth-domain';
import { selectAuthView } from './auth-view';
import { ProfileNotFoundError } from './profile-errors';
import { EMPTY_ROLE_SOURCES } from './roles';
import { ROLES_RETRY_DELAY_MS, ROLES_STALE_MS } from './auth.types';

const LEADS_ALPHA = [{ teamId: 't-alpha', teamName: 'Alpha' }];

const AUTH_INIT_TIMEOUT_MS = 5000; // initialisation is forced to finish after 5 s
const view = (env: ReturnType<typeof startAuth>) => selectAuthView(env.actor.getSnapshot());

describe('auth machine: initialising', () => {
  it('goes to signed in with the stored session and loads the profile', async () => {
    const env = startAuth({ getSession: async () => sessionFor('u1') });
    expect(view(env).status).toBe('initialising');
    await flush();
    expect(view(env).status).toBe('signedIn');
    expect(view(env).user?.id).toBe('u1');
    expect(view(env).profileStatus).toBe('ready');
    expect(env.calls.loadProfile).toEqual([['u1']]);
    expect(env.calls.loadRoleSources).toEqual([['u1']]);
  });

  it('goes to signed out when there is no session', async () => {
    const env = startAuth({ getSession: async () => null });
    await flush();
    expect(view(env).status).toBe('signedOut');
    expect(env.calls.loadProfile).toEqual([]);
  });

  it('is forced to finish after 5 s when the session never answers', async () => {
    const env = startAuth({ getSession: () => deferred<AuthSession | null>().promise });
    advance(env.clock, AUTH_INIT_TIMEOUT_MS - 1);
    await flush();
    expect(view(env).status).toBe('initialising');
    advance(env.clock, 1);
    await flush();
    expect(view(env).status).toBe('signedOut');
  });

  it('a session answer after the forced finish is ignored', async () => {
    const late = deferred<AuthSession | null>();
    const env = startAuth({ getSession: () => late.promise });
    advance(env.clock, AUTH_INIT_TIMEOUT_MS);
    late.resolve(sessionFor('u1'));
    await flush();
    expect(view(env).status).toBe('signedOut');
  });
});

describe('auth machine: sign in', () => {
  it('refuses empty credentials with "Enter email and password" without calling the backend', async () => {
    const env = startAuth();
    await flush();
    env.actor.send({ type: 'AUTH.SIGN_IN', email: ' ', password: 'x' });
    expect(view(env).loginError?.message).toBe('Enter email and password');
    env.actor.send({ type: 'AUTH.SIGN_IN', email: 'a@b.c', password: '' });
    expect(view(env).loginError?.message).toBe('Enter email and password');
    expect(env.calls.signInWithPassword).toEqual([]);
  });

  it.each([
    [{ code: 'invalid_credentials', message: 'Invalid login credentials' }, 'Invalid credentials'],
    [{ code: 'email_not_confirmed', message: 'Email not confirmed' }, 'Email not confirmed'],
    [{ message: 'boom' }, 'Error during login'],
  ])('maps a failed sign-in %o to %s', async (error, text) => {
    const env = startAuth({ signInWithPassword: async () => Promise.reject(error) });
    await flush();
    env.actor.send({ type: 'AUTH.SIGN_IN', email: 'a@b.c', password: 'pw' });
    expect(view(env).status).toBe('signingIn');
    await flush();
    expect(view(env).status).toBe('signedOut');
    expect(view(env).loginError?.message).toBe(text);
  });

  it('signs in, trims the e-mail and loads the profile', async () => {
    const env = startAuth();
    await flush();
    env.actor.send({ type: 'AUTH.SIGN_IN', email: ' member@acme.test ', password: 'Password-123' });
    await flush();
    expect(env.calls.signInWithPassword).toEqual([['member@acme.test', 'Password-123']]);
    expect(view(env).status).toBe('signedIn');
    expect(view(env).loginError).toBeNull();
    expect(view(env).profileStatus).toBe('ready');
  });

  it('a SIGNED_IN event from the auth listener also signs in', async () => {
    const env = startAuth();
    await flush();
    env.authChange({ kind: 'SIGNED_IN', session: sessionFor('u7') });
    await flush();
    expect(view(env).user?.id).toBe('u7');
  });
});

describe('auth machine: profile', () => {
  it('shows "loading" until the profile arrives', async () => {
    const profile = deferred<AuthProfile>();
    const env = startAuth({ getSession: async () => sessionFor('u1'), loadProfile: () => profile.promise });
    await flush();
    expect(view(env).profileStatus).toBe('loading');
    profile.resolve(profileFor('u1', { first_name: 'Ada' }));
    await flush();
    expect(view(env).profileStatus).toBe('ready');
    expect(view(env).profile?.first_name).toBe('Ada');
  });

  it.each([
    [
      { code: '42501', message: 'new row violates row-level security policy' },
      'Access denied: please contact administrator',
    ],
    [{ code: 'PGRST301', message: 'JWT invalid' }, 'Access denied: please contact administrator'],
    [{ code: 'PGRST000', message: 'could not connect' }, 'Server temporarily unavailable'],
    [{ status: 500, message: 'internal' }, 'Server temporarily unavailable'],
    [{ message: 'Request timeout after 10s' }, 'Connection timeout'],
    [new ProfileNotFoundError(), 'Profile not found'],
    [{ code: 'XX999', message: 'something odd' }, 'something odd'],
  ])('maps the profile error %o to %s and retries on PROFILE.RETRY', async (error, text) => {
    let fail = true;
    const env = startAuth({
      getSession: async () => sessionFor('u1'),
      loadProfile: async (id) => (fail ? Promise.reject(error) : profileFor(id)),
    });
    await flush();
    expect(view(env).profileStatus).toBe('error');
    expect(view(env).profileError?.message ?? view(env).profileError?.id).toBe(text);
    fail = false;
    env.actor.send({ type: 'PROFILE.RETRY' });
    expect(view(env).profileStatus).toBe('loading');
    await flush();
    expect(view(env).profileStatus).toBe('ready');
    expect(view(env).profileError).toBeNull();
  });

  it('a failed role lookup is tried once more, then gives no roles on a first sign-in instead of an error', async () => {
    const env = startAuth({
      getSession: async () => sessionFor('u1'),
      loadRoleSources: async () => Promise.reject(new Error('relation does not exist')),
    });
    await flush();
    expect(view(env).rolesLoading).toBe(true);
    advance(env.clock, ROLES_RETRY_DELAY_MS);
    await flush();
    expect(env.calls.loadRoleSources).toHaveLength(2);
    expect(view(env).rolesLoading).toBe(false);
    expect(view(env).roles.effectiveRole).toBe('user');
  });

  it('a role lookup that fails once is read again and its roles count', async () => {
    let failures = 1;
    const env = startAuth({
      getSession: async () => sessionFor('u1'),
      loadRoleSources: async () =>
        failures-- > 0
          ? Promise.reject(new Error('server error'))
          : { ...EMPTY_ROLE_SOURCES, leaderRoles: LEADS_ALPHA },
    });
    await flush();
    advance(env.clock, ROLES_RETRY_DELAY_MS);
    await flush();
    expect(view(env).roles.isTeamLeader).toBe(true);
  });

  it('reads the roles again once they are five minutes old, and keeps them when that read fails', async () => {
    let read = 0;
    const env = startAuth({
      getSession: async () => sessionFor('u1'),
      loadRoleSources: async () => {
        read += 1;
        if (read === 1) return { ...EMPTY_ROLE_SOURCES, leaderRoles: LEADS_ALPHA };
        if (read === 2)
          return { ...EMPTY_ROLE_SOURCES, leaderRoles: [...LEADS_ALPHA, { teamId: 't-beta', teamName: 'Beta' }] };
        return Promise.reject(new Error('server error'));
      },
    });
    await flush();
    expect(view(env).roles.leaderTeams.map((team) => team.teamId)).toEqual(['t-alpha']);
    advance(env.clock, ROLES_STALE_MS);
    await flush();
    expect(view(env).roles.leaderTeams.map((team) => team.teamId)).toEqual(['t-alpha', 't-beta']);
    // Two failed reads (the read and its retry) keep the last known roles.
    advance(env.clock, ROLES_STALE_MS);
    await flush();
    advance(env.clock, ROLES_RETRY_DELAY_MS);
    await flush();
    expect(read).toBe(4);
    expect(view(env).roles.leaderTeams.map((team) => team.teamId)).toEqual(['t-alpha', 't-beta']);
  });

  it('TOKEN_REFRESHED updates the session without reloading', async () => {
    const env = startAuth({ getSession: async () => sessionFor('u1') });
    await flush();
    env.authChange({ kind: 'TOKEN_REFRESHED', session: { ...sessionFor('u1'), accessToken: 'new' } });
    expect(env.actor.getSnapshot().context.session?.accessToken).toBe('new');
    expect(env.calls.loadProfile).toHaveLength(1);
  });

  it('another user signing in resets and reloads everything for that user', async () => {
    const env = startAuth({ getSession: async () => sessionFor('u1') });
    await flush();
    env.authChange({ kind: 'SIGNED_IN', session: sessionFor('u2') });
    await flush();
    expect(view(env).user?.id).toBe('u2');
    expect(env.calls.loadProfile).toEqual([['u1'], ['u2']]);
  });
});
