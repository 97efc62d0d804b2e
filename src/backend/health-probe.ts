import { reachability as defaultReachability, type ReachabilityStore } from './reachability';

export const PROBE_TIMEOUT_MS = 5_000;

/**
 * Asks the backend's auth health endpoint (which no cache serves) whether it answers, and reports
 * what it learnt. The sync engine calls it on its backoff while the backend is unreachable and
 * nothing waits to be pushed.
 */
export function createHealthProbe(
  url: string,
  anonKey: string,
  base: typeof fetch = (...args) => fetch(...args),
  store: ReachabilityStore = defaultReachability,
): () => Promise<boolean> {
  return async () => {
    try {
      const response = await base(`${url}/auth/v1/health`, {
        headers: { apikey: anonKey },
        cache: 'no-store',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      const json = (response.headers.get('content-type') ?? '').includes('application/json');
      if (response.ok && json && !response.redirected) {
        store.answered();
        return true;
      }
      store.failed(`health check answered ${response.status}`);
    } catch (error) {
      store.failed(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    return false;
  };
}
