import { describe, expect, it } from 'vitest';
import { actorHandle } from './actor-handle';
import { deferred, flush, startAuth } from './auth-test-kit';
import type { AuthHandle } from './auth-handle';
import { deferredAuthHandle } from './deferred-auth';
import { preMachineView } from './pre-machine-view';

describe('the view before the auth machine has loaded', () => {
  it('is what the machine shows on a device with nothing stored: signed out', async () => {
    const env = startAuth();
    await flush();
    expect(actorHandle(env.actor).getView()).toEqual(preMachineView('signedOut'));
  });

  it('with something to restore, is what the machine shows while it starts: initialising', () => {
    const env = startAuth({ getSession: () => new Promise(() => undefined) });
    expect(actorHandle(env.actor).getView()).toEqual(preMachineView('initialising'));
  });
});

describe('deferredAuthHandle', () => {
  it('renders signed out without loading the machine, and loads it with the first event (signing in)', async () => {
    const env = startAuth();
    const loaded = deferred<AuthHandle>();
    let loads = 0;
    const handle = deferredAuthHandle({
      load: () => {
        loads += 1;
        return loaded.promise;
      },
      initialView: preMachineView('signedOut'),
      loadNow: false,
    });
    const navigations: string[] = [];
    handle.on('navigate', (event) => navigations.push(event.to));
    let changes = 0;
    handle.subscribe(() => (changes += 1));
    expect(handle.getView().status).toBe('signedOut');
    expect(loads).toBe(0);

    handle.send({ type: 'AUTH.SIGN_IN', email: 'member@acme.test', password: 'Password-123' });
    expect(loads).toBe(1);
    loaded.resolve(actorHandle(env.actor));
    await flush();
    await flush();
    expect(env.calls.signInWithPassword).toEqual([['member@acme.test', 'Password-123']]);
    expect(handle.getView().status).not.toBe('signedOut');
    expect(changes).toBeGreaterThan(0);
    expect(navigations).toEqual(env.navigations());
  });

  it('with something to restore, loads at once and shows initialising meanwhile', () => {
    let loads = 0;
    const handle = deferredAuthHandle({
      load: () => {
        loads += 1;
        return new Promise<AuthHandle>(() => undefined);
      },
      initialView: preMachineView('initialising'),
      loadNow: true,
    });
    expect(loads).toBe(1);
    expect(handle.getView().status).toBe('initialising');
  });

  it('a failed download is tried again at the next event', async () => {
    const env = startAuth();
    let loads = 0;
    const handle = deferredAuthHandle({
      load: async () => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch');
        return actorHandle(env.actor);
      },
      initialView: preMachineView('signedOut'),
      loadNow: false,
    });
    handle.send({ type: 'AUTH.SIGN_IN', email: 'a@test', password: 'x' });
    await flush();
    expect(handle.getView().loginError?.message).toBe('Error during login');
    handle.send({ type: 'AUTH.SIGN_IN', email: 'a@test', password: 'x' });
    await flush();
    await flush();
    expect(loads).toBe(2);
    expect(env.calls.signInWithPassword).toHaveLength(1);
  });
});
