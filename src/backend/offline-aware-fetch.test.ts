import { describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createOfflineAwareFetch } from './offline-aware-fetch';

const failing = () => vi.fn<typeof fetch>(async () => {
  throw new TypeError('Failed to fetch');
});

describe('createOfflineAwareFetch', () => {
  it('online, passes the network error through unchanged', async () => {
    const wrapped = createOfflineAwareFetch(failing(), () => true);
    await expect(wrapped('http://x/rest/v1/t')).rejects.toBeInstanceOf(TypeError);
  });

  it('offline, still makes the real attempt and returns its answer (the service worker may have it cached)', async () => {
    const base = vi.fn<typeof fetch>(async () => new Response('[]', { status: 200 }));
    const response = await createOfflineAwareFetch(base, () => false)('http://x/rest/v1/t');
    expect(base).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
  });

  it('offline, a supabase-js read fails after one attempt instead of retrying for 7 s, as a network failure', async () => {
    const base = failing();
    const client = createClient('http://x', 'anon', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: createOfflineAwareFetch(base, () => false) },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const started = Date.now();
    const { error } = await client.from('profiles').select('*');
    expect(Date.now() - started).toBeLessThan(500);
    expect(base).toHaveBeenCalledTimes(1);
    expect(error?.message).toMatch(/failed to fetch/i);
  });
});
