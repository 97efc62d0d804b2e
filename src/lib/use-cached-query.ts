import { useCallback, useEffect, useState } from 'react';

/**
 * A read that survives going offline: the last good answer is kept in localStorage per user
 * (`query-cache:{ownerId}:{name}`), shown at once, and replaced when the backend answers. When the backend
 * cannot be reached the cached answer stays on screen; with nothing cached the error is reported.
 */
export interface CachedQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** The data shown is the copy saved on this device (the last refresh failed). */
  fromCache: boolean;
  reload: () => void;
}

const PREFIX = 'query-cache:';
const keyOf = (ownerId: string, name: string) => `${PREFIX}${ownerId}:${name}`;

function readCache<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function writeCache(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the screen still shows the fresh data.
  }
}

/** Logout: forgets every cached read of one user. */
export function clearCachedQueries(ownerId: string): void {
  try {
    const prefix = `${PREFIX}${ownerId}:`;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
  fromCache: boolean;
}

const initialState = <T>(key: string | null): State<T> => ({
  key,
  data: key ? readCache<T>(key) : undefined,
  error: null,
  loading: key != null,
  fromCache: false,
});

export function useCachedQuery<T>(ownerId: string | null, name: string, load: () => Promise<T>): CachedQuery<T> {
  const key = ownerId ? keyOf(ownerId, name) : null;
  const [state, setState] = useState<State<T>>(() => initialState<T>(key));
  const [attempt, setAttempt] = useState(0);
  // Another user or query: start over from that key's saved copy (adjusting state while rendering).
  if (state.key !== key) setState(initialState<T>(key));

  useEffect(() => {
    if (!key) return;
    let live = true;
    load().then(
      (data) => {
        if (!live) return;
        writeCache(key, data);
        setState({ key, data, error: null, loading: false, fromCache: false });
      },
      (error: unknown) => {
        if (!live) return;
        const cached = readCache<T>(key);
        setState({ key, data: cached, error: cached === undefined ? error : null, loading: false, fromCache: cached !== undefined });
      },
    );
    return () => {
      live = false;
    };
    // `load` is recreated every render; the key and explicit reloads decide when to fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, error: null, loading: true }));
    setAttempt((n) => n + 1);
  }, []);
  return { data: state.data, error: state.error, loading: state.loading, fromCache: state.fromCache, reload };
}
