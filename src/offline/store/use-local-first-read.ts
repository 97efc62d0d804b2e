import { useLiveQuery } from './use-live-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readSnapshot, saveSnapshot } from './snapshots';
import { inOwnTask } from '../../lib/own-task';
import { useBackendClientIfProvided } from '../../backend/BackendClientProvider';
import { assertSignedInAs, type SessionSource } from './read-guard';

/** A read as screens see it: what the device holds, refreshed from the backend when reachable. */
export interface LocalFirstRead<T> {
  data: T | undefined;
  /** The device's copy has been read: `data` is what the device holds (undefined: nothing yet). */
  localRead: boolean;
  /** The refresh failed and the device holds nothing to show instead. */
  error: unknown;
  loading: boolean;
  /** The data shown is the device's copy: the last refresh failed. */
  fromCache: boolean;
  reload: () => void;
}

interface Refresh {
  for: string;
  done: boolean;
  error: unknown;
}

/**
 * Renders the device's copy of `key` at once (IndexedDB, live) and refreshes it with `load()`:
 * the answer is saved on the device and the screen follows. Offline, the copy stays on screen.
 * Only a read made with the owner's own session replaces the copy (./read-guard.ts): with nobody
 * signed in (or someone else) the backend would answer empty, so the read is not made, or its
 * answer not kept, and the copy is shown as from cache. Outside a BackendClientProvider nothing is
 * signed in.
 */
export function useLocalFirstRead<T>(ownerId: string | null, key: string, load: () => Promise<T>): LocalFirstRead<T> {
  const saved = useLiveQuery(
    async () => ({ value: ownerId ? await readSnapshot<T>(ownerId, key) : undefined }),
    [ownerId, key],
  );
  const [attempt, setAttempt] = useState(0);
  const id = `${ownerId ?? ''}\u0000${key}\u0000${attempt}`;
  const [refresh, setRefresh] = useState<Refresh>({ for: id, done: false, error: null });
  const loadRef = useRef(load);
  const client = useBackendClientIfProvided() as SessionSource | null;
  const clientRef = useRef(client);
  useEffect(() => {
    loadRef.current = load;
    clientRef.current = client;
  });

  useEffect(() => {
    if (!ownerId) return;
    return inOwnTask(() => {
      let live = true;
      // Asked before the read (no pointless request) and again before keeping its answer (a sign-out meanwhile).
      assertSignedInAs(clientRef.current, ownerId)
        .then(() => loadRef.current())
        .then(async (value) => {
          await assertSignedInAs(clientRef.current, ownerId);
          await saveSnapshot(ownerId, key, value);
        })
        .then(
          () => live && setRefresh({ for: id, done: true, error: null }),
          (error: unknown) => live && setRefresh({ for: id, done: true, error }),
        );
      return () => {
        live = false;
      };
    });
  }, [ownerId, key, id]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = refresh.for === id ? refresh : { done: false, error: null };
  const data = saved?.value;
  const failed = current.done && current.error != null;
  return {
    data,
    localRead: saved !== undefined,
    error: failed && data === undefined ? current.error : null,
    loading: ownerId != null && !current.done,
    fromCache: failed && data !== undefined,
    reload,
  };
}
