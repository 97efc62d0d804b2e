import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { newEntry } from '../outbox/entry';
import { progressTarget, type Operation } from '../operations/payloads';
import { ASSESSMENT, at, op } from '../testing/fixtures';
import { BATCH_SIZE } from './batch';
import { createSupabaseTransport } from './transport';

interface Seen {
  method: string;
  url: URL;
  prefer: string | null;
  body: unknown;
}

/** A supabase client whose fetch answers from `reply`, recording each request. */
function clientAnswering(reply: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.body ? await request.json() : null;
    const entry = { method: request.method, url: new URL(request.url), prefer: request.headers.get('prefer'), body };
    seen.push(entry);
    return reply(entry);
  };
  const client = createClient('http://127.0.0.1:54321', 'anon-key', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket; realtime is never used here, it only must not refuse to start.
    realtime: { transport: class NoSocket {} as never },
  });
  return { client, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entryOf = (operation: Operation) => newEntry(operation, at(59));
const save = (value: string, second = 1) =>
  op('assessment/save-partial', ASSESSMENT, { answers: { q1: value } }, at(second));

interface SentOperation {
  id: string;
  kind: string;
  target: string;
  body: Record<string, unknown>;
}
const operationsOf = (seen: Seen) => (seen.body as { operations: SentOperation[] }).operations;
/** The RPC answering ok for every operation it got. */
const allOk = (seen: Seen) =>
  json(
    200,
    operationsOf(seen).map((o) => ({ id: o.id, status: 'ok', row_id: o.target })),
  );

describe('createSupabaseTransport: one RPC per batch, one answer per operation', () => {
  it('sends the entries in queue order as POST /rest/v1/rpc/apply_outbox_batch with the body each kind writes', async () => {
    const { client, seen } = clientAnswering(allOk);
    const first = entryOf(save('3', 1));
    const progress = entryOf(
      op(
        'progress/upsert',
        progressTarget('s1', 'a1'),
        { session_id: 's1', activity_id: 'a1', status: 'in_progress' },
        at(2),
      ),
    );
    const outcomes = await createSupabaseTransport(client).pushBatch!([first, progress]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/rest/v1/rpc/apply_outbox_batch');
    expect(operationsOf(seen[0]!)).toEqual([
      {
        id: first.id,
        kind: 'assessment/save-partial',
        target: ASSESSMENT,
        body: { answers: { q1: '3' }, answer_times: { q1: at(1) } },
      },
      {
        id: progress.id,
        kind: 'progress/upsert',
        target: 's1/a1',
        body: expect.objectContaining({ status: 'in_progress', updated_at: at(2) }),
      },
    ]);
    expect(outcomes).toEqual([
      { ok: true, rowId: ASSESSMENT },
      { ok: true, rowId: 's1/a1' },
    ]);
  });

  it('keys the receipt on the last operation folded into an entry, so folded-in content is applied', async () => {
    const { client, seen } = clientAnswering(allOk);
    const folded = crypto.randomUUID();
    await createSupabaseTransport(client).pushBatch!([{ ...entryOf(save('3')), rev: 1, coalescedIds: [folded] }]);
    expect(operationsOf(seen[0]!)[0]!.id).toBe(folded);
  });

  it('maps each answer to its entry: refused, not found and retry, with the server’s code and message', async () => {
    const { client } = clientAnswering((seen) => {
      const [a, b, c] = operationsOf(seen);
      return json(200, [
        { id: a!.id, status: 'failed', code: '23514', message: 'assessment_completed: assessment x was completed' },
        { id: b!.id, status: 'failed', code: 'PGRST116', message: 'not found' },
        { id: c!.id, status: 'retry', code: '40001', message: 'could not serialize access' },
      ]);
    });
    const outcomes = await createSupabaseTransport(client).pushBatch!([
      entryOf(save('1')),
      entryOf(save('2')),
      entryOf(save('3')),
    ]);
    expect(outcomes).toEqual([
      { ok: false, status: 400, code: '23514', message: 'assessment_completed: assessment x was completed' },
      { ok: false, status: 404, code: 'PGRST116', message: 'not found' },
      { ok: false, status: 503, code: '40001', message: 'could not serialize access' },
    ]);
  });

  it('stops at the first answer that stops the queue: later entries get no outcome', async () => {
    const { client } = clientAnswering((seen) =>
      json(
        200,
        operationsOf(seen).map((o, i) =>
          i === 1
            ? { id: o.id, status: 'retry', code: '40001', message: 'retry' }
            : { id: o.id, status: i > 1 ? 'retry' : 'ok', code: 'not_applied', message: 'later' },
        ),
      ),
    );
    const outcomes = await createSupabaseTransport(client).pushBatch!([
      entryOf(save('1')),
      entryOf(save('2')),
      entryOf(save('3')),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false]);
  });

  it('gives a call refused as a whole (401) to its first entry and sends nothing more', async () => {
    const { client, seen } = clientAnswering(() => json(401, { code: 'PGRST301', message: 'JWT expired' }));
    const outcomes = await createSupabaseTransport(client).pushBatch!(
      Array.from({ length: 250 }, (_, i) => entryOf(save(String(i)))),
    );
    expect(seen).toHaveLength(1);
    expect(outcomes).toEqual([{ ok: false, status: 401, code: 'PGRST301', message: 'JWT expired' }]);
  });

  it('reports a network failure as status 0', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createSupabaseTransport(client)(entryOf(save('3')))).toMatchObject({ ok: false, status: 0 });
  });

  it('splits a long queue into calls of at most BATCH_SIZE operations, in order', async () => {
    const { client, seen } = clientAnswering(allOk);
    const entries = Array.from({ length: BATCH_SIZE * 2 + 50 }, (_, i) => entryOf(save(String(i), i % 60)));
    const outcomes = await createSupabaseTransport(client).pushBatch!(entries);
    expect(seen.map((s) => operationsOf(s).length)).toEqual([BATCH_SIZE, BATCH_SIZE, 50]);
    expect(seen.flatMap(operationsOf).map((o) => o.id)).toEqual(entries.map((e) => e.id));
    expect(outcomes).toHaveLength(entries.length);
  });

  it('called with one entry, pushes a batch of one and answers { ok: true }', async () => {
    const { client, seen } = clientAnswering(allOk);
    expect(await createSupabaseTransport(client)(entryOf(save('3')))).toEqual({ ok: true });
    expect(operationsOf(seen[0]!)).toHaveLength(1);
  });
});
