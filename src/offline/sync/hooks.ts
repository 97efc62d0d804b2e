// The sync state's React hooks (kept apart from ./index so the service worker's imports stay free of React).
import { useSyncExternalStore } from 'react';
import { getActiveSync, subscribeActiveSync, type ActiveSync } from './active-sync';
import { syncState, type SyncSnapshot, type SyncStateStore } from '../sync-state/state';

/** The sync indicator's data: status, pending count, failed entries, last sync. */
export function useSyncState(store: SyncStateStore = syncState): SyncSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The engine and user registered by the app (null while signed out or not started). */
export function useActiveSync(): ActiveSync | null {
  return useSyncExternalStore(subscribeActiveSync, getActiveSync, getActiveSync);
}
