import type { WorkboxPlugin } from 'workbox-core/types';
import { userCacheKey, userFromAuthorization, userOfCacheKey } from '../shared/data-cache-keys';

/**
 * Stores and looks up each response under the user's synthetic key, but only for the user the
 * page announced as signed in: the token's `sub` is read without verification, so on its own it
 * must not choose whose cached data a request gets. Any other request never reads or writes the
 * cache (it goes to the network, where the backend verifies the token).
 */
export function userPartitionPlugin(signedInUser: () => Promise<string | null>): WorkboxPlugin {
  const isSignedIn = async (userId: string | null) => userId !== null && userId === (await signedInUser());
  return {
    cacheKeyWillBeUsed: async ({ request }) =>
      (await isSignedIn(userFromAuthorization(request.headers.get('authorization'))))
        ? (userCacheKey(request) ?? request)
        : request,
    // Receives the original request (with its Authorization header).
    cacheWillUpdate: async ({ request, response }) =>
      response.status === 200 && (await isSignedIn(userFromAuthorization(request.headers.get('authorization'))))
        ? response
        : null,
    // Receives the cache key (Workbox passes the effective request): only the signed-in user's entries.
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
      (await isSignedIn(userOfCacheKey(request.url))) ? (cachedResponse ?? null) : null,
  };
}
