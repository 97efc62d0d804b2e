import type { ActiveSync } from '../../offline/sync';
import type { SyncSnapshot } from '../../offline/sync-state';
import { useActiveSync, useSyncState } from '../../offline/sync/hooks';

export interface SyncView {
  active: ActiveSync | null;
  snapshot: SyncSnapshot;
}

/**
 * What the indicator shows, for the signed-in user's engine. The queue's entries are the open panel's
 * own read (useOutboxEntries): every commit and every push changes the outbox, and the indicator needs
 * only the counts the engine publishes.
 */
export function useSyncView(active: ActiveSync | null = null): SyncView {
  const registered = useActiveSync();
  const snapshot = useSyncState();
  return { active: active ?? registered, snapshot };
}
