import { useSyncExternalStore } from 'react';
import { reachability, type ReachabilityStore } from '../../../backend/reachability';

/** Whether the backend answers (learnt from requests, src/backend/reachability). */
export function useReachable(store: ReachabilityStore = reachability): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get().status === 'reachable',
    () => true,
  );
}
