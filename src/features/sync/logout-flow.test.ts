import { discardWork, keepWork, purgeIfNothingUnsent, syncThenPurge, type LogoutDeps } from './logout-flow';

const USER = 'user-a';

function fakeDeps(unsent: number, { flushSends = 0 } = {}) {
  const calls: string[] = [];
  let queue = unsent;
  const deps: LogoutDeps = {
    countUnsent: async () => queue,
    syncNow: async () => {
      calls.push('sync');
      queue = Math.max(0, queue - flushSends);
    },
    purge: async (_owner, force) => {
      calls.push(force ? 'purge(force)' : 'purge');
      if (queue > 0 && !force) return false;
      queue = 0;
      return true;
    },
    stopSync: () => calls.push('stop'),
  };
  return { deps, calls, remaining: () => queue };
}

describe('logout flow', () => {
  it("with an empty outbox stops syncing and purges the user's rows", async () => {
    const { deps, calls } = fakeDeps(0);
    expect(await purgeIfNothingUnsent(USER, deps)).toEqual({ proceed: true });
    expect(calls).toEqual(['stop', 'purge']);
  });

  it('with unsent entries only warns: nothing is purged', async () => {
    const { deps, calls } = fakeDeps(3);
    expect(await purgeIfNothingUnsent(USER, deps)).toEqual({ proceed: false, unsent: 3 });
    expect(calls).toEqual([]);
  });

  it('"sync now" proceeds once the queue has emptied, and warns again when it has not', async () => {
    const drained = fakeDeps(2, { flushSends: 2 });
    expect(await syncThenPurge(USER, drained.deps)).toEqual({ proceed: true });
    expect(drained.calls).toEqual(['sync', 'stop', 'purge']);

    const stuck = fakeDeps(2, { flushSends: 1 });
    expect(await syncThenPurge(USER, stuck.deps)).toEqual({ proceed: false, unsent: 1 });
    expect(stuck.calls).toEqual(['sync']);
  });

  it('"keep on this device" leaves the queue alone', () => {
    const { deps, calls, remaining } = fakeDeps(2);
    keepWork(deps);
    expect(calls).toEqual(['stop']);
    expect(remaining()).toBe(2);
  });

  it('"discard and sign out" forces the purge', async () => {
    const { deps, calls, remaining } = fakeDeps(2);
    await discardWork(USER, deps);
    expect(calls).toEqual(['stop', 'purge(force)']);
    expect(remaining()).toBe(0);
  });
});
