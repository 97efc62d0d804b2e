import { describe, expect, it } from 'vitest';
import { FAKE_ANON_TOKEN, fakeUserToken } from '../shared/test-tokens';
import type {
  CacheKeyWillBeUsedCallbackParam,
  CacheWillUpdateCallbackParam,
  CachedResponseWillBeUsedCallbackParam,
} from 'workbox-core/types';
import { userPartitionPlugin } from './user-partition-plugin';
import { isCachedDataRead } from './is-cached-data-read';

const token = (sub: string) => fakeUserToken(sub);
const ANON = FAKE_ANON_TOKEN;
const URL_PHASES = 'http://127.0.0.1:54321/rest/v1/coaching_phases?select=*';
const event = {} as ExtendableEvent;

const request = (bearer: string, init: RequestInit = {}) =>
  new Request(URL_PHASES, { ...init, headers: { authorization: `Bearer ${bearer}` } });

/** The plugin as the worker builds it, with the user the page announced. */
const pluginFor = (announced: string | null) => userPartitionPlugin(async () => announced);
const plugins = { a: pluginFor('a'), b: pluginFor('b'), nobody: pluginFor(null) };
const userPartition = plugins.a;

async function keyOf(req: Request, mode: 'read' | 'write', plugin = userPartition): Promise<string> {
  const key = await plugin.cacheKeyWillBeUsed?.({ request: req, mode, event } as CacheKeyWillBeUsedCallbackParam);
  return typeof key === 'string' ? key : (key as Request).url;
}

describe('the user partition plugin', () => {
  it('writes and reads one user under the same key, another user under a different one', async () => {
    const written = await keyOf(request(token('a')), 'write');
    expect(await keyOf(request(token('a')), 'read')).toBe(written);
    expect(await keyOf(request(token('b')), 'read', plugins.b)).not.toBe(written);
  });

  it('never stores an anonymous read, and serves only entries stored under a user key', async () => {
    const response = new Response('[]', { status: 200 });
    const update = { request: request(ANON), response, event } as CacheWillUpdateCallbackParam;
    expect(await userPartition.cacheWillUpdate?.(update)).toBeNull();
    // Workbox hands cachedResponseWillBeUsed the effective cache key, not the original request.
    const served = async (key: string) =>
      userPartition.cachedResponseWillBeUsed?.({
        request: new Request(key),
        cachedResponse: response,
        cacheName: 'x',
        event,
      } as CachedResponseWillBeUsedCallbackParam);
    expect(await served(await keyOf(request(token('a')), 'read'))).toBe(response);
    expect(await served(URL_PHASES)).toBeNull();
  });

  it('stores only complete 200 answers of a user', async () => {
    const ok = {
      request: request(token('a')),
      response: new Response('[]', { status: 200 }),
      event,
    } as CacheWillUpdateCallbackParam;
    expect(await userPartition.cacheWillUpdate?.(ok)).toBe(ok.response);
    const partial = { ...ok, response: new Response('[]', { status: 206 }) };
    expect(await userPartition.cacheWillUpdate?.(partial)).toBeNull();
  });
});

describe('the partition is chosen by the signed-in user the page announced, not by the token alone', () => {
  // The token's sub is not verified in the worker: a forged one must not reach a user's cached data.
  const forgedForA = fakeUserToken('a', { role: 'authenticated' });
  const cached = new Response('[{"secret":true}]', { status: 200 });
  const served = (plugin: typeof userPartition, key: string) =>
    plugin.cachedResponseWillBeUsed?.({
      request: new Request(key),
      cachedResponse: cached,
      cacheName: 'x',
      event,
    } as CachedResponseWillBeUsedCallbackParam);

  it.each([
    ['another user is signed in', plugins.b],
    ['nobody is signed in', plugins.nobody],
  ])('when %s, a token naming user a neither reads nor writes a cache entry', async (_case, plugin) => {
    const aKey = await keyOf(request(token('a')), 'read', plugins.a);
    expect(await keyOf(request(forgedForA), 'read', plugin)).toBe(URL_PHASES);
    expect(await served(plugin, aKey)).toBeNull();
    const update = {
      request: request(forgedForA),
      response: new Response('[]', { status: 200 }),
      event,
    } as CacheWillUpdateCallbackParam;
    expect(await plugin.cacheWillUpdate?.(update)).toBeNull();
  });

  it('serves the signed-in user their own entries', async () => {
    expect(await served(plugins.a, await keyOf(request(token('a')), 'read', plugins.a))).toBe(cached);
  });
});

describe('the data route', () => {
  it('takes GET reads of the cached tables made for a user, nothing else', () => {
    expect(isCachedDataRead(request(token('a')), new URL(URL_PHASES))).toBe('coaching_phases');
    expect(isCachedDataRead(request(ANON), new URL(URL_PHASES))).toBeNull();
    expect(isCachedDataRead(request(token('a'), { method: 'POST', body: '{}' }), new URL(URL_PHASES))).toBeNull();
    const other = 'http://127.0.0.1:54321/rest/v1/assessments?select=*';
    expect(
      isCachedDataRead(new Request(other, { headers: { authorization: `Bearer ${token('a')}` } }), new URL(other)),
    ).toBeNull();
  });
});
