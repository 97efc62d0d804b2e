import { describe, expect, it } from 'vitest';
import { assetsFromCacheRule, routeAssetsFromCache } from './assets-from-cache';

type Listener = (event: unknown) => void;

/** A worker scope with one install listener, and an install event whose addRoutes is the given one (or absent). */
function install(addRoutes?: (rules: unknown) => Promise<void>) {
  let listener: Listener | null = null;
  const worker = {
    registration: { scope: 'https://app.example/' },
    addEventListener: (type: string, handler: Listener) => {
      if (type === 'install') listener = handler;
    },
  } as unknown as ServiceWorkerGlobalScope;
  routeAssetsFromCache(worker);
  const waited: Promise<unknown>[] = [];
  const event = { waitUntil: (promise: Promise<unknown>) => waited.push(promise), ...(addRoutes ? { addRoutes } : {}) };
  (listener as Listener | null)?.(event);
  return { waited };
}

describe('the static route for the build files', () => {
  it("matches the scope's assets folder and answers from Cache Storage", () => {
    expect(assetsFromCacheRule('https://app.example/')).toEqual({
      condition: { urlPattern: '/assets/*' },
      source: 'cache',
    });
    expect(assetsFromCacheRule('https://host.example/taas/').condition.urlPattern).toBe('/taas/assets/*');
  });

  it('is added at install, and the install waits for it', async () => {
    const added: unknown[] = [];
    const { waited } = install(async (rules) => void added.push(rules));
    expect(added).toEqual([[assetsFromCacheRule('https://app.example/')]]);
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toBeUndefined();
  });

  it('never fails the install: a browser without the API, one that throws, one that rejects the rule', async () => {
    expect(install().waited).toEqual([]);
    expect(
      install(() => {
        throw new TypeError('unsupported source');
      }).waited,
    ).toEqual([]);
    const { waited } = install(() => Promise.reject(new TypeError('unsupported source')));
    await expect(waited[0]).resolves.toBeUndefined();
  });
});
