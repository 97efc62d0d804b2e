import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commit } from '../outbox/commit';
import type { OutboxEntry, PushOutcome } from '../outbox/types';
import { engineHarness } from '../testing/engine-harness';
import { at, freshDb, op, suggestionRow } from '../testing/fixtures';
import type { Transport } from './transport';

const db = freshDb();
const SUGGESTIONS = ['s-1', 's-2', 's-3', 's-4'];

/** A transport with a batch push answering from a script, recording each call's entries. */
function batchTransport(
  answer: (entries: readonly OutboxEntry[], call: number) => PushOutcome[] | Promise<PushOutcome[]>,
) {
  const calls: OutboxEntry[][] = [];
  const pushBatch = async (entries: readonly OutboxEntry[]) => {
    calls.push([...entries]);
    return answer(entries, calls.length);
  };
  const single = async () => ({ ok: false, status: 500, message: 'the engine must use pushBatch' }) as PushOutcome;
  return { transport: Object.assign(single, { pushBatch }) as Transport, calls };
}

async function queueFour() {
  const ops = SUGGESTIONS.map((id, i) => op('suggestion/set-status', id, { status: 'accepted' }, at(i + 1)));
  for (const operation of ops) await commit(operation, db);
  return ops.map((operation) => operation.id);
}

beforeEach(async () => {
  for (const id of SUGGESTIONS) await db.suggestions.put(suggestionRow(id));
});
afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('SyncEngine with a batch push', () => {
  it('sends the whole queue in one call, in order, and empties it', async () => {
    const ids = await queueFour();
    const { transport, calls } = batchTransport((entries) => entries.map(() => ({ ok: true })));
    const { engine, state } = engineHarness(db, transport);
    await engine.flush();
    expect(calls.map((call) => call.map((entry) => entry.id))).toEqual([ids]);
    expect(await db.outbox.count()).toBe(0);
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0 });
  });

  it('fails only the entry refused in the middle; the others land, the refused one is kept and shown', async () => {
    const ids = await queueFour();
    const { transport } = batchTransport((entries) =>
      entries.map((_, i) =>
        i === 1 ? { ok: false, status: 403, code: '42501', message: 'permission denied' } : { ok: true },
      ),
    );
    const { engine, state } = engineHarness(db, transport);
    await engine.flush();
    const left = await db.outbox.toArray();
    expect(left.map((entry) => [entry.id, entry.status])).toEqual([[ids[1], 'failed']]);
    expect(left[0]!.lastError).toMatchObject({ status: 403, code: '42501', message: 'permission denied' });
    expect(state.getSnapshot()).toMatchObject({
      engine: { name: 'idle' },
      pending: 0,
      failed: [{ id: ids[1], code: '42501' }],
    });
  });

  it('drops an entry the server says a later fact superseded, with a record', async () => {
    const save = op(
      'submission/upsert',
      crypto.randomUUID(),
      { form_id: 'f1', answers: { a: 'b' }, status: 'draft' },
      at(9),
    );
    await commit(save, db);
    const { transport } = batchTransport((entries) =>
      entries.map(() => ({
        ok: false,
        status: 400,
        code: '23514',
        message: 'submission_submitted: submission x is read-only',
      })),
    );
    await engineHarness(db, transport).engine.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.outboxLog.toArray()).toMatchObject([
      { opId: save.id, outcome: 'superseded', reason: expect.stringMatching(/^submission_submitted:/) },
    ]);
  });

  it('on a transient answer keeps that entry and every later one pending, in order, and waits to retry', async () => {
    const ids = await queueFour();
    const { transport, calls } = batchTransport((entries, call) =>
      call === 1
        ? [{ ok: true }, { ok: false, status: 503, code: '40001', message: 'retry' }]
        : entries.map(() => ({ ok: true })),
    );
    const { engine, state, clock } = engineHarness(db, transport);
    await engine.flush();
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => entry.id)).toEqual(ids.slice(1));
    expect(state.getSnapshot().engine).toMatchObject({ name: 'waiting-to-retry', failures: 1 });
    clock.advance(60_000);
    await engine.flush();
    expect(calls[1]!.map((entry) => entry.id)).toEqual(ids.slice(1));
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses on a 401 for the whole call, leaving the queue as it was', async () => {
    const ids = await queueFour();
    const { transport } = batchTransport(() => [{ ok: false, status: 401, message: 'JWT expired' }]);
    const { engine, state } = engineHarness(db, transport);
    await engine.flush();
    expect(state.getSnapshot().engine).toMatchObject({ name: 'paused-for-auth' });
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => [entry.id, entry.status])).toEqual(
      ids.map((id) => [id, 'pending']),
    );
  });

  it("pushes a change committed while its target's push was in flight in the next call, on its own", async () => {
    const first = op('submission/upsert', 'sub-1', { form_id: 'f1', answers: { a: '1' }, status: 'draft' }, at(1));
    await commit(first, db);
    const later = op('submission/upsert', 'sub-1', { form_id: 'f1', answers: { a: '2' }, status: 'draft' }, at(2));
    const { transport, calls } = batchTransport(async (entries, call) => {
      if (call === 1) await commit(later, db);
      return entries.map(() => ({ ok: true }));
    });
    await engineHarness(db, transport).engine.flush();
    expect(calls.map((call) => call.map((entry) => entry.id))).toEqual([[first.id], [later.id]]);
    expect(calls[1]![0]).toMatchObject({ coalescedIds: [], payload: { answers: { a: '2' } } });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("SyncEngine folds one target's queued changes into one pushed operation", () => {
  const draft = (answer: string, second: number) =>
    op('submission/upsert', 'sub-1', { form_id: 'f1', answers: { a: answer }, status: 'draft' }, at(second));

  async function queueDraftsAroundASuggestion() {
    const drafts = [draft('1', 1), draft('2', 3), draft('3', 4)];
    const accept = op('suggestion/set-status', 's-1', { status: 'accepted' }, at(2));
    for (const operation of [drafts[0]!, accept, drafts[1]!, drafts[2]!]) await commit(operation, db);
    return { drafts, accept };
  }

  it("sends the drafts as one operation at the first one's place, keyed by the newest, and removes every entry it stands for", async () => {
    const { drafts, accept } = await queueDraftsAroundASuggestion();
    const { transport, calls } = batchTransport((entries) => entries.map(() => ({ ok: true })));
    const { engine, state } = engineHarness(db, transport);
    await engine.flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.map((entry) => entry.id)).toEqual([drafts[0]!.id, accept.id]);
    expect(calls[0]![0]).toMatchObject({
      payload: { answers: { a: '3' } },
      actedAt: at(4),
      coalescedIds: [drafts[1]!.id, drafts[2]!.id],
      coalescedCount: 2,
    });
    expect(await db.outbox.count()).toBe(0);
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0 });
  });

  it('a refusal of the folded operation fails every entry it stands for, and they stay in the queue', async () => {
    const { drafts, accept } = await queueDraftsAroundASuggestion();
    const { transport } = batchTransport((entries) =>
      entries.map((_, i) =>
        i === 0 ? { ok: false, status: 403, code: '42501', message: 'permission denied' } : { ok: true },
      ),
    );
    await engineHarness(db, transport).engine.flush();
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((entry) => [entry.id, entry.status])).toEqual(drafts.map((d) => [d.id, 'failed']));
    expect(left.some((entry) => entry.id === accept.id)).toBe(false);
  });

  it('a transient answer for the folded operation leaves all its entries and the later ones pending, in order', async () => {
    const { drafts, accept } = await queueDraftsAroundASuggestion();
    const { transport } = batchTransport(() => [{ ok: false, status: 503, code: '40001', message: 'retry' }]);
    await engineHarness(db, transport).engine.flush();
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((entry) => [entry.id, entry.status])).toEqual(
      [drafts[0]!, accept, drafts[1]!, drafts[2]!].map((o) => [o.id, 'pending']),
    );
    expect(left.filter((entry) => entry.kind === 'submission/upsert').map((entry) => entry.attempts)).toEqual([
      1, 1, 1,
    ]);
  });

  it('a superseded folded operation drops every entry it stands for, each with its own record', async () => {
    const { drafts } = await queueDraftsAroundASuggestion();
    const { transport } = batchTransport((entries) =>
      entries.map((_, i) =>
        i === 0 ? { ok: false, status: 400, code: '23514', message: 'submission_submitted: read-only' } : { ok: true },
      ),
    );
    await engineHarness(db, transport).engine.flush();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.outboxLog.toArray()).map((row) => [row.opId, row.outcome])).toEqual(
      drafts.map((d) => [d.id, 'superseded']),
    );
  });
});
