/**
 * postgrest-js retries a failed read three times over 7 s (1 s, 2 s, 4 s) even when the browser
 * knows it has no network, which kept offline screens on a spinner before they fell back to the
 * data stored on the device. Offline, a request still gets its one real attempt (the service
 * worker may answer it from its cache); if that fails, the error is raised as an AbortError, which
 * postgrest-js passes on without retrying. Its message still says "Failed to fetch", so callers
 * recognise it as a network failure. Online, errors pass through untouched and retries stay.
 */
export function createOfflineAwareFetch(
  base: typeof fetch = (...args) => fetch(...args),
  isOnline: () => boolean = () => globalThis.navigator?.onLine ?? true,
): typeof fetch {
  return async (input, init) => {
    try {
      return await base(input, init);
    } catch (error) {
      if (isOnline() || (error instanceof Error && error.name === 'AbortError')) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new DOMException(`Failed to fetch: the device is offline (${reason})`, 'AbortError');
    }
  };
}
