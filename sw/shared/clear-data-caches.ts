import { isDataCacheName, userOfCacheKey } from './data-cache-keys';

/**
 * Removes cached data reads: one user's entries, or every data cache when no user is given.
 * Returns how many entries (or whole caches) went. Used by the worker and, without one, the page.
 */
export async function clearDataCaches(storage: CacheStorage, userId?: string): Promise<number> {
  const names = (await storage.keys()).filter(isDataCacheName);
  let deleted = 0;
  for (const name of names) {
    if (userId === undefined) {
      if (await storage.delete(name)) deleted += 1;
      continue;
    }
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (userOfCacheKey(request.url) === userId && (await cache.delete(request))) deleted += 1;
    }
  }
  return deleted;
}
