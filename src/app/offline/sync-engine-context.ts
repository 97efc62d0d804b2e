import { createContext, useContext } from 'react';
import type { SyncEngine } from '../../offline';

/** The signed-in user's sync engine (null when signed out), for retry/flush controls. */
export const SyncEngineContext = createContext<SyncEngine | null>(null);

export function useSyncEngine(): SyncEngine | null {
  return useContext(SyncEngineContext);
}
