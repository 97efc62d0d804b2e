import { describe, expect, it, vi } from 'vitest';
import { createHealthProbe } from './health-probe';
import { createReachability } from './reachability';

describe('createHealthProbe', () => {
  it('asks auth/v1/health with the anon key and reports a JSON answer as reachable', async () => {
    const store = createReachability(false);
    const base = vi.fn<typeof fetch>(
      async () => new Response('{"name":"GoTrue"}', { headers: { 'content-type': 'application/json' } }),
    );
    expect(await createHealthProbe('http://x', 'anon', base, store)()).toBe(true);
    expect(base.mock.calls[0]![0]).toBe('http://x/auth/v1/health');
    expect(new Headers(base.mock.calls[0]![1]?.headers).get('apikey')).toBe('anon');
    expect(store.get().status).toBe('reachable');
  });

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a captive portal page', async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } })],
    [
      'a gateway error',
      async () => new Response('{}', { status: 502, headers: { 'content-type': 'application/json' } }),
    ],
  ])('reports %s as unreachable', async (_name, answer) => {
    const store = createReachability(true);
    expect(await createHealthProbe('http://x', 'anon', answer as typeof fetch, store)()).toBe(false);
    expect(store.get().status).toBe('unreachable');
  });
});
