import { describe, expect, it, vi } from 'vitest';
import type { StrategyHandler } from 'workbox-strategies';
import { CACHED_AT_HEADER, cachedAge, coachingReadKind } from './coaching-freshness';
import { FreshFirst } from './fresh-first';

// Workbox's modules expect the worker's global `self`.
vi.hoisted(() => {
  (globalThis as { self?: unknown }).self ??= globalThis;
});

const rest = (path: string) => new URL(`http://127.0.0.1:54321/rest/v1/${path}`);

describe('coaching read kinds', () => {
  it('tells the phases, phase activities, activity and navigation reads apart', () => {
    expect(coachingReadKind(rest('coaching_phases?select=*&program_id=eq.p&order=phase_number.asc'))).toBe('phases');
    expect(coachingReadKind(rest('coaching_phases?select=id,phase_number&program_id=eq.p'))).toBe('navigation');
    expect(
      coachingReadKind(
        rest('coaching_activities?select=id,title,order_index,phase_id&phase_id=in.(a,b)&is_active=eq.true'),
      ),
    ).toBe('navigation');
    expect(
      coachingReadKind(
        rest('coaching_activities?select=*,coaching_phases(phase_number,title,program_id)&id=eq.a&is_active=eq.true'),
      ),
    ).toBe('activity');
    expect(coachingReadKind(rest('coaching_activities?select=*&phase_id=in.(a,b)'))).toBe('phaseActivities');
    expect(coachingReadKind(rest('assessment_questions?select=*'))).toBeNull();
  });

  it('reads the age of a stamped answer', () => {
    const response = new Response('[]', { headers: { [CACHED_AT_HEADER]: '1000' } });
    expect(cachedAge(response, 61_000)).toBe(60_000);
    expect(cachedAge(new Response('[]'), 61_000)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('FreshFirst', () => {
  const activityRead = new Request('http://127.0.0.1:54321/rest/v1/coaching_activities?select=*&id=eq.a');
  const stamped = (ageMs: number) =>
    new Response('"cached"', { headers: { [CACHED_AT_HEADER]: String(Date.now() - ageMs) } });

  function run(cached: Response | undefined, network: () => Promise<Response>) {
    const fetchAndCachePut = vi.fn(network);
    const handler = { cacheMatch: async () => cached, fetchAndCachePut } as unknown as StrategyHandler;
    const strategy = new FreshFirst({ networkTimeoutSeconds: 3 }) as unknown as {
      _handle(r: Request, h: StrategyHandler): Promise<Response>;
    };
    return { response: strategy._handle(activityRead, handler), fetchAndCachePut };
  }

  it('answers from the cache without the network while fresh (activity: 2 min)', async () => {
    const { response, fetchAndCachePut } = run(stamped(60_000), async () => new Response('"network"'));
    expect(await (await response).json()).toBe('cached');
    expect(fetchAndCachePut).not.toHaveBeenCalled();
  });

  it('asks the network once stale, and falls back to the cache while retained (5 min)', async () => {
    const fresh = run(stamped(3 * 60_000), async () => new Response('"network"'));
    expect(await (await fresh.response).json()).toBe('network');
    const failing = run(stamped(3 * 60_000), async () => Promise.reject(new TypeError('offline')));
    expect(await (await failing.response).json()).toBe('cached');
  });

  it('does not use an answer older than retained', async () => {
    const { response } = run(stamped(6 * 60_000), async () => Promise.reject(new TypeError('offline')));
    await expect(response).rejects.toThrow('offline');
  });
});
