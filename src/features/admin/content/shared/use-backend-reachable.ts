import { useSyncExternalStore } from 'react';
import { reachability } from '../../../../backend/reachability';

/** Whether the backend answers now: publishing content needs it, and editors say so when it does not. */
export function useBackendReachable(): boolean {
  return useSyncExternalStore(
    reachability.subscribe,
    () => reachability.get().status === 'reachable',
    () => true,
  );
}
