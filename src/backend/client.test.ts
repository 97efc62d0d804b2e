import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser Supabase client', () => {
  it('sends nothing before the first screen is painted, then the requests asked for meanwhile', async () => {
    vi.resetModules();
    const { holdUntilFirstScreenPainted, markFirstScreenPainted } = await import('../lib/first-paint');
    holdUntilFirstScreenPainted();
    const fetch = vi.fn(
      async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    // Realtime's socket is never opened here; supabase-js only checks that the browser has one.
    vi.stubGlobal('WebSocket', class {});
    const { supabase } = await import('./client');

    const read = supabase.from('assessments').select('id');
    const answer = read.then((result) => result);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();

    markFirstScreenPainted();
    expect((await answer).data).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/rest/v1/assessments?select=id');
  });
});
