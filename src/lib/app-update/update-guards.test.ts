import { createUpdateGuards } from './update-guards';
import { applyWaitingUpdate, markUpdateWaiting, resetUpdateWaiting } from './update-store';
import { installOutboxBlocker } from './outbox-blocker';
import { createAtom } from '@xstate/store';

describe('update guards', () => {
  it('lists only the blockers busy now, async ones included', async () => {
    const guards = createUpdateGuards();
    guards.register('assessment', () => true);
    guards.register('idle-feature', async () => false);
    guards.register('outbox', async () => true);
    expect((await guards.busyBlockers()).map((blocker) => blocker.name)).toEqual(['assessment', 'outbox']);
  });

  it('counts a failing check as busy', async () => {
    const guards = createUpdateGuards();
    guards.register('broken', () => {
      throw new Error('boom');
    });
    expect(await guards.busyBlockers()).toHaveLength(1);
  });

  it('forgets a blocker once unregistered; a newer registration of the same name survives the old cleanup', async () => {
    const guards = createUpdateGuards();
    const first = guards.register('assessment', () => true);
    guards.register('assessment', () => true);
    first();
    expect(await guards.busyBlockers()).toHaveLength(1);
    const unregister = guards.register('assessment', () => true);
    unregister();
    expect(await guards.busyBlockers()).toHaveLength(0);
  });

  it('tells subscribers when blockers come and go or change', () => {
    const guards = createUpdateGuards();
    const listener = vi.fn();
    guards.subscribe(listener);
    const unregister = guards.register('x', () => false);
    guards.notifyChanged();
    unregister();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('applying a waiting update', () => {
  afterEach(() => resetUpdateWaiting());

  it('activates the new worker only when nothing is busy at that moment', async () => {
    const guards = createUpdateGuards();
    let answering = true;
    guards.register('assessment', () => answering);
    const activate = vi.fn();
    markUpdateWaiting(activate);

    const refused = await applyWaitingUpdate(guards);
    expect(refused).toMatchObject({ applied: false, blockers: [expect.objectContaining({ name: 'assessment' })] });
    expect(activate).not.toHaveBeenCalled();

    answering = false;
    expect(await applyWaitingUpdate(guards)).toEqual({ applied: true });
    expect(activate).toHaveBeenCalledOnce();
  });

  it('does nothing when no update waits', async () => {
    expect(await applyWaitingUpdate(createUpdateGuards())).toEqual({ applied: false, blockers: [] });
  });
});

describe('the outbox blocker', () => {
  it('is busy while entries wait to be sent, and not for failed ones alone', async () => {
    const guards = createUpdateGuards();
    // The sync state as far as the blocker reads it.
    const sync = createAtom({ pending: 0, failed: 0 });
    const state = {
      getSnapshot: () => sync.get(),
      subscribe: (listener: () => void) => {
        const subscription = sync.subscribe(() => listener());
        return () => subscription.unsubscribe();
      },
      update: (patch: Partial<{ pending: number; failed: number }>) =>
        sync.set((current) => ({ ...current, ...patch })),
    };
    const listener = vi.fn();
    guards.subscribe(listener);
    const uninstall = installOutboxBlocker(state, guards);
    listener.mockClear();

    state.update({ pending: 2 });
    expect((await guards.busyBlockers()).map((blocker) => blocker.name)).toEqual(['outbox']);
    expect(listener).toHaveBeenCalledTimes(1);
    state.update({ pending: 1 });
    expect(listener).toHaveBeenCalledTimes(1);

    state.update({ pending: 0, failed: 1 });
    expect(await guards.busyBlockers()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);

    uninstall();
    state.update({ pending: 5 });
    expect(await guards.busyBlockers()).toEqual([]);
  });
});
