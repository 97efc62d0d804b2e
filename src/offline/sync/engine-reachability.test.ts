import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReachability } from '../../backend/reachability';
import { commit } from '../outbox/commit';
import type { PushOutcome } from '../outbox/types';
import { engineHarness, scriptedTransport } from '../testing/engine-harness';
import { at, freshDb, op, suggestionRow } from '../testing/fixtures';

// Reachability is learnt from requests: the engine's own pushes, the app's other requests (the
// shared store) and a probe; the browser's online/offline events are only hints.

const db = freshDb();
const ok: PushOutcome = { ok: true };
const networkDown: PushOutcome = { ok: false, status: 0, message: 'Failed to fetch' };

beforeEach(async () => {
  for (const id of ['s-1', 's-2']) await db.suggestions.put(suggestionRow(id));
});
afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const answer = (id: string, second: number) =>
  commit(op('suggestion/set-status', id, { status: 'accepted' }, at(second)), db);

function setup(script: (call: number) => PushOutcome, probe?: () => Promise<boolean>) {
  const reachability = createReachability(true);
  const { transport, pushed } = scriptedTransport((_entry, call) => script(call));
  const harness = engineHarness(db, transport, { reachability, probe });
  return { ...harness, reachability, pushed };
}

describe('SyncEngine and reachability', () => {
  it('a push that fails at the network level means offline, not an error: the backend is marked unreachable and the backoff goes on', async () => {
    await answer('s-1', 1);
    const { engine, state, clock, reachability, env } = setup(() => networkDown);
    await engine.flush();
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'offline', failures: 1 }, pending: 1, failed: [] });
    expect(reachability.get()).toEqual({ status: 'unreachable', reason: 'Failed to fetch' });
    expect(env.syncRegistrations).toBe(1);
    clock.advance(2000);
    await engine.flush();
    expect(state.getSnapshot().engine).toMatchObject({ name: 'offline', failures: 2 });
    expect(clock.pendingDelays()).toEqual([4000]);
  });

  it('a 5xx answer is the backend being unavailable: reachable, waiting to retry', async () => {
    await answer('s-1', 1);
    const { engine, state, reachability } = setup(() => ({ ok: false, status: 503, message: 'Service Unavailable' }));
    reachability.failed('earlier failure');
    await engine.flush();
    expect(state.getSnapshot().engine).toMatchObject({ name: 'waiting-to-retry', reason: 'Service Unavailable' });
    expect(reachability.get().status).toBe('reachable');
  });

  it('a commit while offline is counted and asks for Background Sync, but neither pushes nor resets the backoff', async () => {
    await answer('s-1', 1);
    const { engine, state, clock, pushed, env } = setup(() => networkDown);
    await engine.start();
    expect(pushed).toHaveLength(1);
    await answer('s-2', 2);
    await vi.waitFor(() => expect(state.getSnapshot().pending).toBe(2));
    expect(pushed).toHaveLength(1);
    expect(env.syncRegistrations).toBe(2);
    expect(clock.pendingDelays()).toEqual([2000]);
    expect(state.getSnapshot().engine.name).toBe('offline');
    engine.stop();
  });

  it('stops waiting as soon as another request gets through to the backend', async () => {
    await answer('s-1', 1);
    let down = true;
    const { engine, state, clock, reachability, pushed } = setup(() => (down ? networkDown : ok));
    await engine.start();
    expect(state.getSnapshot().engine.name).toBe('offline');
    down = false;
    reachability.answered();
    await vi.waitFor(() => expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0 }));
    expect(pushed).toHaveLength(2);
    expect(clock.pendingDelays()).toEqual([]);
    engine.stop();
  });

  it('goes offline when another request fails while idle, and probes on the backoff until the backend answers', async () => {
    const answers = [false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    const { engine, state, clock, reachability } = setup(() => ok, probe);
    await engine.start();
    expect(state.getSnapshot().engine.name).toBe('idle');
    reachability.failed('TypeError: Failed to fetch');
    expect(state.getSnapshot().engine).toMatchObject({ name: 'offline', reason: 'TypeError: Failed to fetch' });
    expect(clock.pendingDelays()).toEqual([2000]);
    clock.advance(2000);
    await engine.flush();
    expect(probe).toHaveBeenCalledTimes(1);
    expect(clock.pendingDelays()).toEqual([4000]);
    clock.advance(4000);
    await engine.flush();
    expect(probe).toHaveBeenCalledTimes(2);
    expect(state.getSnapshot().engine.name).toBe('idle');
    engine.stop();
  });

  it('treats the browser’s offline event as unreachable and its online event as a reason to check at once', async () => {
    await answer('s-1', 1);
    let down = true;
    const { engine, state, reachability, triggers, pushed } = setup(() => (down ? networkDown : ok));
    await engine.start();
    triggers.window.dispatchEvent(new Event('offline'));
    expect(reachability.get().status).toBe('unreachable');
    down = false;
    triggers.window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0 }));
    expect(pushed).toHaveLength(2);
    engine.stop();
  });

  it('does not trust the browser saying online: a failing push still means offline', async () => {
    await answer('s-1', 1);
    const { engine, state } = setup(() => networkDown);
    // navigator.onLine is not consulted: the harness's reachability starts "reachable".
    await engine.flush();
    expect(state.getSnapshot().engine.name).toBe('offline');
  });
});
