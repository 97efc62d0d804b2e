import { describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createOfflineAwareFetch, REQUEST_TIMEOUT_MS, UNREACHABLE_TIMEOUT_MS } from './offline-aware-fetch';
import { createReachability } from './reachability';

const failing = () =>
  vi.fn<typeof fetch>(async () => {
    throw new TypeError('Failed to fetch');
  });
const json = (status = 200) => new Response('[]', { status, headers: { 'content-type': 'application/json' } });

function clientWith(fetchImpl: typeof fetch) {
  return createClient('http://x', 'anon', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchImpl },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

describe('createOfflineAwareFetch', () => {
  it('a network failure marks the backend unreachable even when the browser says online, and fails as AbortError', async () => {
    const store = createReachability(true);
    const wrapped = createOfflineAwareFetch(failing(), store);
    const error = await wrapped('http://x/rest/v1/t').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError', message: expect.stringMatching(/^Failed to fetch/) });
    expect(store.get()).toMatchObject({ status: 'unreachable', reason: 'TypeError: Failed to fetch' });
  });

  it('a supabase-js read fails after one attempt instead of postgrest-js retrying, as a network failure', async () => {
    const base = failing();
    const { error } = await clientWith(createOfflineAwareFetch(base, createReachability(true)))
      .from('profiles')
      .select('*');
    expect(base).toHaveBeenCalledTimes(1);
    expect(error?.message).toMatch(/failed to fetch/i);
  });

  it('while unreachable, still makes the one real attempt (the service worker may answer from its cache)', async () => {
    const store = createReachability(false);
    const base = vi.fn<typeof fetch>(async () => json());
    const response = await createOfflineAwareFetch(base, store)('http://x/rest/v1/t');
    expect(base).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    // a read may have come from that cache: it proves nothing about the backend
    expect(store.get().status).toBe('unreachable');
  });

  it('an answer to a write marks the backend reachable again', async () => {
    const store = createReachability(false);
    await createOfflineAwareFetch(async () => json(201), store)('http://x/rest/v1/t', { method: 'POST', body: '{}' });
    expect(store.get().status).toBe('reachable');
  });

  it('a captive portal’s page is not the backend: unreachable, and the caller gets a network failure', async () => {
    const store = createReachability(true);
    const portal = async () =>
      new Response('<html>Login to the hotel Wi-Fi</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    const { error } = await clientWith(createOfflineAwareFetch(portal, store))
      .from('assessments')
      .update({ answers: {} })
      .eq('id', 'a');
    expect(error?.message).toMatch(/failed to fetch/i);
    expect(store.get().status).toBe('unreachable');
  });

  it('gives each request a timeout, shorter once the backend is known unreachable, none to edge functions', async () => {
    const store = createReachability(true);
    const seen: (AbortSignal | null | undefined)[] = [];
    const base = vi.fn<typeof fetch>(async (_input, init) => (seen.push(init?.signal), json()));
    const spy = vi.spyOn(AbortSignal, 'timeout');
    const wrapped = createOfflineAwareFetch(base, store);
    await wrapped('http://x/rest/v1/t');
    store.failed('down');
    await wrapped('http://x/rest/v1/t');
    await wrapped('http://x/functions/v1/ai-suggestion', { method: 'POST' });
    expect(spy.mock.calls.map(([ms]) => ms)).toEqual([REQUEST_TIMEOUT_MS, UNREACHABLE_TIMEOUT_MS]);
    expect(seen[2]).toBeUndefined();
    spy.mockRestore();
  });

  it('a timeout counts as unreachable; the caller’s own abort does not', async () => {
    const store = createReachability(true);
    const hang = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const caller = new AbortController();
    const aborted = createOfflineAwareFetch(hang, store)('http://x/rest/v1/t', { signal: caller.signal });
    caller.abort();
    await expect(aborted).rejects.toBeDefined();
    expect(store.get().status).toBe('reachable');

    const timer = new AbortController();
    const spy = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    try {
      const timedOut = createOfflineAwareFetch(hang, store)('http://x/rest/v1/t').catch((e: unknown) => e);
      timer.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      expect(await timedOut).toMatchObject({ name: 'AbortError' });
      expect(store.get()).toMatchObject({ status: 'unreachable', reason: expect.stringMatching(/TimeoutError/) });
    } finally {
      spy.mockRestore();
    }
  });
});
