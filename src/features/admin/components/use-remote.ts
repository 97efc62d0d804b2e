import { useCallback, useEffect, useState } from 'react';
import type { LoadableQuery } from '../../../ui';

/**
 * A read straight from the server, for the editor: what an author changes must show what the server
 * now holds, not a copy kept on the device. Reloads when `key` changes or on reload().
 */
export function useRemote<T>(key: string, load: () => Promise<T>): LoadableQuery<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // The key names what is read; load is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const current = state.key === key ? state : { key };
  return { data: current.data, error: current.error, reload };
}
