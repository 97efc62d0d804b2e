/**
 * What the sync engine is doing. `failures` counts consecutive attempts that did not get through
 * (the backoff exponent); `retryAt` is when the backoff timer fires.
 */
export type EngineState =
  /** Nothing to push, or not started. */
  | { name: 'idle' }
  /** Pushing the queue in order. */
  | { name: 'draining'; failures: number }
  /** The backend could not be reached (network error, timeout, a foreign answer): retry on backoff. */
  | { name: 'offline'; failures: number; retryAt: string; reason: string }
  /** The backend answered but could not take the change now (408, 429, 5xx): retry on backoff. */
  | { name: 'waiting-to-retry'; failures: number; retryAt: string; reason: string }
  /** A push was answered 401: nothing is pushed until the session is refreshed. */
  | { name: 'paused-for-auth'; reason: string };

export const failuresOf = (state: EngineState): number => ('failures' in state ? state.failures : 0);
