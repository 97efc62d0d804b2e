import { reachability as defaultReachability, type ReachabilityStore } from './reachability';

/** A request to a backend that answers gets this long; a known-unreachable one much less. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const UNREACHABLE_TIMEOUT_MS = 5_000;

const methodOf = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Edge functions may legitimately run long (an AI suggestion): no timeout of ours. */
const timeoutFor = (url: string, store: ReachabilityStore): number | null =>
  url.includes('/functions/v1/')
    ? null
    : store.get().status === 'reachable'
      ? REQUEST_TIMEOUT_MS
      : UNREACHABLE_TIMEOUT_MS;

function withTimeout(signal: AbortSignal | null | undefined, ms: number | null): AbortSignal | undefined {
  if (ms === null) return signal ?? undefined;
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The Supabase API never redirects nor answers HTML: a captive portal or a proxy's page does. */
const isForeignAnswer = (response: Response) =>
  response.redirected || (response.headers.get('content-type') ?? '').toLowerCase().includes('text/html');

const unreachableError = (reason: string) =>
  new DOMException(`Failed to fetch: the server is unreachable (${reason})`, 'AbortError');

/**
 * The Supabase client's fetch. Every request teaches `reachability`: a network failure, a timeout
 * or a foreign answer marks the backend unreachable; an answer to a write (which no cache serves)
 * marks it reachable. Reads teach only failures, because the service worker may answer them from
 * its cache while the backend is down. A failure is raised as an AbortError, which postgrest-js
 * passes on without its 7 s of retries, so screens fall back to the device at once; its message
 * still says "Failed to fetch" for callers that look for a network failure.
 */
export function createOfflineAwareFetch(
  base: typeof fetch = (...args) => fetch(...args),
  store: ReachabilityStore = defaultReachability,
): typeof fetch {
  return async (input, init) => {
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = withTimeout(callerSignal, timeoutFor(urlOf(input), store));
    let response: Response;
    try {
      response = await base(input, { ...init, signal });
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      store.failed(reason);
      throw unreachableError(reason);
    }
    if (isForeignAnswer(response)) {
      store.failed(`an answer that is not the backend's (${response.status} ${response.url})`);
      throw unreachableError('an answer that is not the backend’s');
    }
    const method = methodOf(input, init);
    if (method !== 'GET' && method !== 'HEAD') store.answered();
    return response;
  };
}
