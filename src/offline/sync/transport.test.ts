import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { newEntry } from '../outbox/entry';
import { progressTarget, type Operation } from '../operations/payloads';
import { ASSESSMENT, at, op } from '../testing/fixtures';
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

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const push = (transport: ReturnType<typeof createSupabaseTransport>, operation: Operation) => transport(newEntry(operation, at(59)));

describe('createSupabaseTransport', () => {
  it('sends a partial save as PATCH assessments?id=eq.<id> asking for the row back', async () => {
    const { client, seen } = clientAnswering(() => json(200, [{ id: ASSESSMENT }]));
    const outcome = await push(createSupabaseTransport(client), op('assessment/save-partial', ASSESSMENT, { answers: { q1: '3' } }, at(1)));
    expect(outcome).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'PATCH', body: { answers: { q1: '3' }, answer_times: { q1: at(1) } } });
    expect(seen[0]!.url.pathname).toBe('/rest/v1/assessments');
    expect(seen[0]!.url.searchParams.get('id')).toBe(`eq.${ASSESSMENT}`);
    expect(seen[0]!.prefer).toContain('return=representation');
  });

  it('sends progress as an upsert with on_conflict user_id,activity_id,session_id', async () => {
    const { client, seen } = clientAnswering(() => json(201, [{}]));
    const progress = op('progress/upsert', progressTarget('s1', 'a1'), { session_id: 's1', activity_id: 'a1', status: 'in_progress' }, at(2));
    expect(await push(createSupabaseTransport(client), progress)).toEqual({ ok: true });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/rest/v1/user_activity_progress');
    expect(seen[0]!.url.searchParams.get('on_conflict')).toBe('user_id,activity_id,session_id');
    expect(seen[0]!.prefer).toContain('resolution=merge-duplicates');
  });

  it('reports an update that matched no row as a failure, not a success', async () => {
    const { client } = clientAnswering(() => json(200, []));
    const outcome = await push(createSupabaseTransport(client), op('suggestion/set-status', 'sg1', { status: 'accepted' }, at(3)));
    expect(outcome).toMatchObject({ ok: false, status: 404 });
  });

  it('passes the server’s status, code and message through', async () => {
    const { client } = clientAnswering(() => json(400, { code: '23514', message: 'assessment_completed: assessment x was completed', details: null, hint: null }));
    const outcome = await push(createSupabaseTransport(client), op('assessment/save-partial', ASSESSMENT, { answers: { q1: '3' } }, at(1)));
    expect(outcome).toEqual({ ok: false, status: 400, code: '23514', message: 'assessment_completed: assessment x was completed' });
  });

  it('reports a network failure as status 0', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await push(createSupabaseTransport(client), op('assessment/save-partial', ASSESSMENT, { answers: { q1: '3' } }, at(1)));
    expect(outcome).toMatchObject({ ok: false, status: 0 });
  });
});
