import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commit } from '../outbox/commit';
import type { PushOutcome } from '../outbox/types';
import { engineHarness, scriptedTransport } from '../testing/engine-harness';
import { ASSESSMENT, OTHER_OWNER, assessmentRow, at, freshDb, op, suggestionRow } from '../testing/fixtures';

const db = freshDb();
const ok: PushOutcome = { ok: true };
const fail = (status: number, message = `error ${status}`, code?: string): PushOutcome => ({
  ok: false,
  status,
  code,
  message,
});

const SUGGESTIONS = ['s-1', 's-2', 's-3'];

/** Three independent entries, one per suggestion, in this order. */
async function queueThree() {
  const ops = SUGGESTIONS.map((id, i) => op('suggestion/set-status', id, { status: 'accepted' }, at(i + 1)));
  for (const operation of ops) await commit(operation, db);
  return ops.map((operation) => operation.id);
}

beforeEach(async () => {
  for (const id of SUGGESTIONS) await db.suggestions.put(suggestionRow(id));
  await db.assessments.put(assessmentRow());
});

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('SyncEngine flush', () => {
  it('pushes in queue order, deletes what succeeded and records the sync time', async () => {
    const ids = await queueThree();
    const { transport, pushed } = scriptedTransport(() => ok);
    const { engine, state, clock } = engineHarness(db, transport);
    await engine.flush();
    expect(pushed.map((entry) => entry.id)).toEqual(ids);
    expect(await db.outbox.count()).toBe(0);
    expect(state.getSnapshot()).toMatchObject({
      engine: { name: 'idle' },
      pending: 0,
      lastSyncedAt: new Date(clock.now()).toISOString(),
    });
  });

  it('pushes only the signed-in user’s entries', async () => {
    await db.suggestions.put(suggestionRow('s-9', { ownerId: OTHER_OWNER }));
    await commit(op('suggestion/set-status', 's-9', { status: 'rejected' }, at(1), OTHER_OWNER), db);
    const mine = await queueThree();
    const { transport, pushed } = scriptedTransport(() => ok);
    await engineHarness(db, transport).engine.flush();
    expect(pushed.map((entry) => entry.id)).toEqual(mine);
    expect(await db.outbox.where('ownerId').equals(OTHER_OWNER).count()).toBe(1);
  });

  it('stops on 401 and goes on only after resumeAfterAuth()', async () => {
    const ids = await queueThree();
    let authorised = false;
    const { transport, pushed } = scriptedTransport(() => (authorised ? ok : fail(401, 'JWT expired')));
    const { engine, state, triggers } = engineHarness(db, transport);
    await engine.start();
    expect(pushed).toHaveLength(1);
    expect(state.getSnapshot()).toMatchObject({
      engine: { name: 'paused-for-auth', reason: 'JWT expired' },
      pending: 3,
    });
    triggers.window.dispatchEvent(new Event('online'));
    await engine.flush();
    expect(pushed).toHaveLength(1);
    authorised = true;
    await engine.resumeAfterAuth();
    expect(pushed.map((entry) => entry.id)).toEqual([ids[0], ...ids]);
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0 });
    engine.stop();
  });

  it.each([400, 403, 404, 409, 422])(
    'marks the entry failed on a permanent %i, keeps it, and goes on',
    async (status) => {
      const ids = await queueThree();
      const { transport, pushed } = scriptedTransport((entry) =>
        entry.id === ids[1] ? fail(status, 'new row violates row-level security', '42501') : ok,
      );
      const { engine, state } = engineHarness(db, transport);
      await engine.flush();
      expect(pushed.map((entry) => entry.id)).toEqual(ids);
      const kept = await db.outbox.toArray();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({
        id: ids[1],
        status: 'failed',
        lastError: { status, code: '42501', message: 'new row violates row-level security' },
      });
      expect(state.getSnapshot().failed).toEqual([
        expect.objectContaining({ id: ids[1], status, message: 'new row violates row-level security' }),
      ]);
      expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0 });
    },
  );

  it('pushes a failed entry again after retryFailed()', async () => {
    const [first] = await queueThree();
    let calls = 0;
    const { transport } = scriptedTransport((entry) => (entry.id === first && ++calls === 1 ? fail(422, 'bad') : ok));
    const { engine, state } = engineHarness(db, transport);
    await engine.flush();
    expect(await db.outbox.count()).toBe(1);
    await engine.retryFailed();
    expect(await db.outbox.count()).toBe(0);
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, failed: [] });
  });

  it.each([
    [0, 'offline'],
    [408, 'waiting-to-retry'],
    [429, 'waiting-to-retry'],
    [500, 'waiting-to-retry'],
    [503, 'waiting-to-retry'],
  ] as const)('stops on a transient %i, waits (%s) and retries on the backoff schedule', async (status, waiting) => {
    const ids = await queueThree();
    let failures = 3;
    const { transport, pushed } = scriptedTransport(() => (failures-- > 0 ? fail(status) : ok));
    const { engine, clock, state, env } = engineHarness(db, transport);
    await engine.flush();
    expect(pushed).toHaveLength(1);
    expect(clock.pendingDelays()).toEqual([2000]);
    expect(state.getSnapshot()).toMatchObject({
      engine: {
        name: waiting,
        reason: `error ${status}`,
        failures: 1,
        retryAt: new Date(clock.now() + 2000).toISOString(),
      },
      pending: 3,
    });
    expect(env.syncRegistrations).toBe(1);
    clock.advance(1999);
    expect(pushed).toHaveLength(1);
    clock.advance(1);
    await engine.flush();
    expect(clock.pendingDelays()).toEqual([4000]);
    clock.advance(4000);
    await engine.flush();
    expect(clock.pendingDelays()).toEqual([8000]);
    clock.advance(8000);
    await engine.flush();
    expect(pushed.map((entry) => entry.id)).toEqual([ids[0], ids[0], ids[0], ids[0], ids[1], ids[2]]);
    expect(clock.pendingDelays()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' } });
  });

  it('treats a thrown transport error as a network error', async () => {
    await queueThree();
    const { engine, clock } = engineHarness(db, async () => {
      throw new TypeError('Failed to fetch');
    });
    await engine.flush();
    expect(await db.outbox.count()).toBe(3);
    expect((await db.outbox.orderBy('seq').first())?.lastError).toMatchObject({
      status: 0,
      message: 'Failed to fetch',
    });
    expect(clock.pendingDelays()).toEqual([2000]);
  });

  it('drops a partial save the server refuses as completed, with a record', async () => {
    const save = op('assessment/save-partial', ASSESSMENT, { answers: { q1: '2' } }, at(1));
    await commit(save, db);
    const { transport } = scriptedTransport(() =>
      fail(400, 'assessment_completed: assessment x was completed', '23514'),
    );
    await engineHarness(db, transport).engine.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.outboxLog.toArray()).toEqual([
      expect.objectContaining({
        opId: save.id,
        outcome: 'superseded',
        reason: expect.stringMatching(/^assessment_completed:/),
      }),
    ]);
  });

  it('pushes a save committed while the queue was being pushed in a round of its own, and empties the queue', async () => {
    const first = op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(1));
    await commit(first, db);
    const bodies: unknown[] = [];
    const { transport } = scriptedTransport((entry, call) => {
      bodies.push(entry.payload);
      if (call === 1) void commit(op('assessment/save-partial', ASSESSMENT, { answers: { q2: '4' } }, at(2)), db);
      return ok;
    });
    const transportAfterCommit = async (entry: Parameters<typeof transport>[0]) => {
      const outcome = await transport(entry);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return outcome;
    };
    await engineHarness(db, transportAfterCommit).engine.flush();
    expect(bodies).toEqual([{ answers: { q1: '1' } }, { answers: { q2: '4' } }]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('SyncEngine triggers', () => {
  async function started() {
    const { transport, pushed } = scriptedTransport(() => ok);
    const harness = engineHarness(db, transport);
    await harness.engine.start();
    return { ...harness, pushed };
  }

  const queueDirect = async (id: string) => {
    // bypasses commit (and its notification) to test the other triggers alone
    await db.outbox.add({
      ...op('suggestion/set-status', id, { status: 'accepted' }, at(1)),
      status: 'pending',
      rev: 0,
      queuedAt: at(1),
      attempts: 0,
      lastError: null,
      coalescedIds: [],
    });
  };

  it('flushes when the page becomes visible, not when it is hidden', async () => {
    const { triggers, engine, pushed } = await started();
    const flush = vi.spyOn(engine, 'flush');
    await queueDirect('s-1');
    triggers.document.visibilityState = 'hidden';
    triggers.document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).not.toHaveBeenCalled();
    triggers.document.visibilityState = 'visible';
    triggers.document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    await flush.mock.results[0]!.value;
    expect(pushed.map((entry) => entry.target)).toEqual(['s-1']);
    engine.stop();
  });

  it('flushes on the service worker’s FLUSH_OUTBOX message and ignores other messages', async () => {
    const { triggers, engine, pushed } = await started();
    await queueDirect('s-1');
    triggers.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushed).toHaveLength(0);
    triggers.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'FLUSH_OUTBOX' } }));
    await vi.waitFor(() => expect(pushed).toHaveLength(1));
    engine.stop();
  });

  it('flushes after a commit of the signed-in user, and no longer after stop()', async () => {
    const { engine, pushed } = await started();
    await commit(op('suggestion/set-status', 's-1', { status: 'accepted' }, at(1)), db);
    await vi.waitFor(() => expect(pushed).toHaveLength(1));
    engine.stop();
    await commit(op('suggestion/set-status', 's-2', { status: 'accepted' }, at(2)), db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushed).toHaveLength(1);
  });
});
