import type { WorkboxPlugin } from 'workbox-core/types';
import { userCacheKey, userOfCacheKey } from '../shared/data-cache-keys';

/**
 * Stores and looks up each response under the user's synthetic key. The route only matches
 * requests with a user, so a request without one here means "never read or write the cache".
 */
export const userPartitionPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => userCacheKey(request) ?? request,
  // Receives the original request (with its Authorization header).
  cacheWillUpdate: async ({ request, response }) =>
    userCacheKey(request) !== null && response.status === 200 ? response : null,
  // Receives the cache key (Workbox passes the effective request): serve only entries of a user key.
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    userOfCacheKey(request.url) !== null ? (cachedResponse ?? null) : null,
};
