import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { noStorageEffects, type AuthStorageEffects } from './auth-storage-effects';
import { advance, fakeServices, flush, profileFor, sessionFor } from './auth-test-kit';
import { getAuthMachine } from './auth.machine';
import type { StoredAuth } from './auth.types';
import { NON_ADMIN, type AdminCheckResult } from './roles';

const NOTHING_STORED: StoredAuth = { lastUser: null, byUser: {}, impersonation: null };
const SUPER: AdminCheckResult = { superAdminRpc: true, adminLevel: null };

/** The machine with recording storage effects: which named write ran, and what it would have written. */
function start(stored: StoredAuth = NOTHING_STORED) {
  const writes: Array<[keyof AuthStorageEffects, StoredAuth]> = [];
  const record = Object.fromEntries(
    Object.keys(noStorageEffects).map((name) => [
      name,
      ({ context }: { context: { stored: StoredAuth } }) =>
        void writes.push([name as keyof AuthStorageEffects, context.stored]),
    ]),
  ) as unknown as AuthStorageEffects;
  const fake = fakeServices({ getSession: async () => sessionFor('u1'), checkAdmin: async () => SUPER });
  const clock = new SimulatedClock();
  const machine = getAuthMachine().provide({ actors: fake.actors, actions: record });
  const actor = createActor(machine, { input: { stored, online: true }, clock });
  actor.start();
  return { actor, clock, writes, names: () => writes.map(([name]) => name) };
}

describe('auth machine: writes to the device are named actions supplied with .provide', () => {
  it('signing in updates the machine copy and writes it through the named effects', async () => {
    const env = start();
    await flush();
    advance(env.clock, 100);
    await flush();
    expect(env.actor.getSnapshot().context.stored.byUser.u1).toEqual({
      profile: profileFor('u1'),
      roleSources: expect.anything(),
      admin: SUPER,
    });
    expect(env.names()).toEqual(expect.arrayContaining(['saveLastUser', 'saveCachedAuth']));
    const [, last] = env.writes.at(-1)!;
    expect(last.byUser.u1?.admin).toEqual(SUPER);
  });

  it('impersonation and logout write the record and forget the user through the effects', async () => {
    const env = start();
    await flush();
    advance(env.clock, 100);
    await flush();
    env.writes.length = 0;
    env.actor.send({ type: 'IMPERSONATION.START', organizationId: 'o1', organizationName: 'Acme' });
    expect(env.writes).toEqual([
      [
        'saveStoredImpersonation',
        expect.objectContaining({
          impersonation: { organizationId: 'o1', organizationName: 'Acme', originalAdminId: 'u1' },
        }),
      ],
    ]);
    env.actor.send({ type: 'IMPERSONATION.STOP' });
    env.actor.send({ type: 'AUTH.LOGOUT' });
    await flush();
    expect(env.names()).toEqual([
      'saveStoredImpersonation',
      'saveStoredImpersonation',
      'clearCachedUser',
      'saveStoredImpersonation',
    ]);
    expect(env.actor.getSnapshot().context.stored).toEqual(NOTHING_STORED);
  });

  it('without effects provided the machine still runs and writes nothing (its assigns touch only the context)', async () => {
    const fake = fakeServices({ getSession: async () => sessionFor('u1') });
    const clock = new SimulatedClock();
    const stored: StoredAuth = { lastUser: null, byUser: {}, impersonation: null };
    const actor = createActor(getAuthMachine().provide({ actors: fake.actors }), {
      input: { stored, online: true },
      clock,
    });
    actor.start();
    await flush();
    advance(clock, 100);
    await flush();
    expect(actor.getSnapshot().context.stored.byUser.u1?.admin).toEqual(NON_ADMIN);
    expect(stored).toEqual({ lastUser: null, byUser: {}, impersonation: null });
  });
});
