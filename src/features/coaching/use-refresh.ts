import { useEffect, useRef, useState } from 'react';

export interface RefreshState<T> {
  done: boolean;
  value: T | undefined;
  error: unknown;
}

/** Runs `refresh` once per key (and again after `retry`); the screens render the device meanwhile. */
export function useRefresh<T>(key: string | null, refresh: () => Promise<T>): RefreshState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const id = `${key ?? ''}\u0000${attempt}`;
  const [state, setState] = useState<RefreshState<T> & { for: string }>({
    for: id,
    done: false,
    value: undefined,
    error: null,
  });
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    refreshRef.current().then(
      (value) => live && setState({ for: id, done: true, value, error: null }),
      (error: unknown) =>
        live && setState({ for: id, done: true, value: undefined, error: error ?? new Error('refresh failed') }),
    );
    return () => {
      live = false;
    };
  }, [key, id]);
  const current = state.for === id ? state : { done: false, value: undefined, error: null };
  return { done: current.done, value: current.value, error: current.error, retry: () => setAttempt((n) => n + 1) };
}
