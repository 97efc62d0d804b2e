import { describe, expect, it } from 'vitest';
import { clearDataCaches } from './clear-data-caches';
import { dataCacheName, USER_PARAM } from './data-cache-keys';

/** Enough of CacheStorage for the clearing logic: caches of request URLs. */
function fakeCacheStorage(contents: Record<string, string[]>) {
  const caches = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls)]));
  const storage = {
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
    open: async (name: string) => {
      const urls = caches.get(name) ?? new Set<string>();
      caches.set(name, urls);
      return {
        keys: async () => [...urls].map((url) => new Request(url)),
        delete: async (request: Request) => urls.delete(request.url),
      };
    },
  };
  return { storage: storage as unknown as CacheStorage, caches };
}

const key = (table: string, user: string) => `http://127.0.0.1:54321/rest/v1/${table}?select=*&${USER_PARAM}=${user}`;
const QUESTIONS = dataCacheName('assessment_questions');
const PHASES = dataCacheName('coaching_phases');

describe('clearing the data caches', () => {
  it("removes one user's entries and keeps the others'", async () => {
    const { storage, caches } = fakeCacheStorage({
      [QUESTIONS]: [key('assessment_questions', 'a'), key('assessment_questions', 'b')],
      [PHASES]: [key('coaching_phases', 'a')],
      'workbox-precache-v2': ['http://127.0.0.1:4173/index.html'],
    });
    expect(await clearDataCaches(storage, 'a')).toBe(2);
    expect([...(caches.get(QUESTIONS) ?? [])]).toEqual([key('assessment_questions', 'b')]);
    expect(caches.get(PHASES)?.size).toBe(0);
    expect(caches.get('workbox-precache-v2')?.size).toBe(1);
  });

  it('drops every data cache, and only those, without a user', async () => {
    const { storage, caches } = fakeCacheStorage({
      [QUESTIONS]: [key('assessment_questions', 'a')],
      [PHASES]: [key('coaching_phases', 'b')],
      'workbox-precache-v2': ['http://127.0.0.1:4173/index.html'],
    });
    expect(await clearDataCaches(storage)).toBe(2);
    expect([...caches.keys()]).toEqual(['workbox-precache-v2']);
  });
});
