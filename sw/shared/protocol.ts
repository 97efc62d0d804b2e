/**
 * What page and worker say to each other, shared by sw/ and src/app/service-worker/. Plain types only: this
 * file compiles under both the DOM and the WebWorker libs.
 */

/** Page -> worker: drop cached data of one user (all users when userId is absent). Answer on port 0. */
export interface ClearUserCachesMessage {
  type: 'CLEAR_USER_CACHES';
  userId?: string;
}

/**
 * Page -> worker: the user signed in on the page now (null: nobody), sent at every auth change.
 * The worker serves and stores a user's cached data only for requests whose token names this
 * user: the token itself is not verified by the worker, the page's session is.
 */
export interface SignedInUserMessage {
  type: 'SIGNED_IN_USER';
  userId: string | null;
}

export function isSignedInUserMessage(data: unknown): data is SignedInUserMessage {
  const userId = (data as SignedInUserMessage | null)?.userId;
  return messageType(data) === 'SIGNED_IN_USER' && (userId === null || (typeof userId === 'string' && userId !== ''));
}

/** Worker -> page (on the message's port): how many cache entries were removed. */
export interface UserCachesClearedMessage {
  type: 'USER_CACHES_CLEARED';
  ok: boolean;
  deleted: number;
}

/** Worker -> page: flush the outbox now. Answer with FLUSH_DONE on the message's port 0. */
export interface FlushOutboxMessage {
  type: 'FLUSH_OUTBOX';
  requestId: string;
}

/** Page -> worker: the flush asked for ended; `pending` entries are still queued. */
export interface FlushDoneMessage {
  type: 'FLUSH_DONE';
  requestId?: string;
  ok: boolean;
  pending: number;
}

export const OUTBOX_SYNC_TAG = 'outbox-sync';

export function messageType(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' ? type : null;
}

export function isFlushDone(data: unknown): data is FlushDoneMessage {
  const message = data as FlushDoneMessage;
  return messageType(data) === 'FLUSH_DONE' && typeof message.ok === 'boolean' && typeof message.pending === 'number';
}
