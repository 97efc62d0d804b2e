/**
 * True when an error means "the network (or the server) could not be reached" rather than "the server said
 * no". Such errors never sign a user out and make the machine fall back to locally cached data.
 */
export function isNetworkError(error: unknown): boolean {
  if (error == null || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; status?: unknown };
  if (e.name === 'AuthRetryableFetchError') return true;
  if (e.status === 0) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.name === 'TypeError' || error instanceof TypeError) {
    return /fetch|network|load failed/i.test(message);
  }
  return /failed to fetch|networkerror|network request failed|fetch failed|load failed/i.test(message);
}
