import { clearDataCaches as clearInStorage } from '../../../sw/shared/clear-data-caches';
import type { ClearUserCachesMessage, UserCachesClearedMessage } from '../../../sw/shared/protocol';
import { askWorker } from './message-worker';

/**
 * Logout: removes the worker's cached data reads of one user (every user's when userId is absent).
 * Asks the worker (which owns the caches); without an answering worker the page clears the same
 * caches itself, so logout never leaves a user's data behind. Resolves with the entries removed.
 */
export async function clearDataCaches(userId?: string): Promise<number> {
  const message: ClearUserCachesMessage =
    userId === undefined ? { type: 'CLEAR_USER_CACHES' } : { type: 'CLEAR_USER_CACHES', userId };
  const reply = await askWorker<UserCachesClearedMessage>(message);
  if (reply?.ok) return reply.deleted;
  if (typeof caches === 'undefined') return 0;
  return clearInStorage(caches, userId);
}
