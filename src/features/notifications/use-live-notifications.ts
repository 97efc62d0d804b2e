import type { BackendClient } from '../../backend/backend-client';
import { useEffect } from 'react';
import { inOwnTask } from '../../lib/own-task';
import { refreshNotifications, subscribeNotifications } from './api';

const POLL_MS = 30_000;

/** Keeps the device's notifications fresh: Realtime while the channel is joined, polling otherwise. */
export function useLiveNotifications(client: BackendClient, ownerId: string | null): void {
  useEffect(() => {
    if (!ownerId) return;
    return inOwnTask(() => keepFresh(client, ownerId));
  }, [client, ownerId]);
}

/** Refreshes now, then on every Realtime change, polling while the channel is not joined; returns the stop. */
function keepFresh(client: BackendClient, ownerId: string): () => void {
  let live = false;
  const refresh = () => void refreshNotifications(client, ownerId).catch(() => undefined);
  refresh();
  const unsubscribe = subscribeNotifications(client, ownerId, refresh, (joined) => {
    if (joined && !live) refresh();
    live = joined;
  });
  const timer = setInterval(() => {
    if (!live) refresh();
  }, POLL_MS);
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
