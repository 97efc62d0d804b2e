import { useSyncExternalStore } from 'react';
import { reachability } from './reachability';

/**
 * Whether the backend answers now, learnt from requests and never from navigator.onLine: screens that
 * need the server (publishing, managing an organisation, preparing offline) say so when it does not.
 */
export function useBackendReachable(): boolean {
  return useSyncExternalStore(
    reachability.subscribe,
    () => reachability.get().status === 'reachable',
    () => true,
  );
}
