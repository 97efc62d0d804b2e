import { useSyncExternalStore } from 'react';
import { reachability } from '../../../backend/reachability';

/** Whether the backend answers now (learnt from requests, never from navigator.onLine). */
export function useBackendReachable(): boolean {
  return useSyncExternalStore(
    reachability.subscribe,
    () => reachability.get().status === 'reachable',
    () => true,
  );
}
