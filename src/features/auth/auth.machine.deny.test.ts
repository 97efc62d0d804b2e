import { describe, expect, it } from 'vitest';
import { advance, flush, sessionFor, startAuth } from './auth-test-kit';
import { selectAuthView } from './auth-view';
import { adminAreaDeniedMessage } from './login-portals';

describe('auth machine: a login screen refusing the account', () => {
  it('AUTH.DENY signs out quietly and keeps the message for the login screen', async () => {
    const env = startAuth({ getSession: async () => sessionFor('m1') });
    await flush();
    env.actor.send({ type: 'AUTH.DENY', message: adminAreaDeniedMessage });
    expect(selectAuthView(env.actor.getSnapshot()).status).toBe('signingOut');
    await flush();
    const view = selectAuthView(env.actor.getSnapshot());
    expect(view.status).toBe('signedOut');
    expect(view.loginError?.message).toBe('Access denied: user not authorized for admin area');
    expect(env.calls.signOut).toHaveLength(1);
    expect(env.calls.clearStoredSession).toHaveLength(1);
    expect(env.emitted).toEqual([]);
  });

  it('a server error in the admin check is flagged; a network error is not', async () => {
    const failing = startAuth({
      getSession: async () => sessionFor('m1'),
      checkAdmin: async () => Promise.reject({ code: 'PGRST202', message: 'x' }),
    });
    await flush();
    advance(failing.clock, 100);
    await flush();
    expect(selectAuthView(failing.actor.getSnapshot()).adminCheckFailed).toBe(true);

    const offline = startAuth({
      getSession: async () => sessionFor('m1'),
      checkAdmin: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await flush();
    advance(offline.clock, 100);
    await flush();
    expect(selectAuthView(offline.actor.getSnapshot()).adminCheckFailed).toBe(false);
  });

  it('IMPERSONATION.START while signed out toasts "Errore: utente non autenticato"', async () => {
    const env = startAuth();
    await flush();
    env.actor.send({ type: 'IMPERSONATION.START', organizationId: 'o', organizationName: 'O' });
    expect(env.toasts().map((m) => m.message)).toEqual(['Errore: utente non autenticato']);
  });
});
