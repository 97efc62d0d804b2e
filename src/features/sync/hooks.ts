import type { ActiveSync, OutboxEntry, SyncSnapshot } from '../../offline';
import { useActiveSync, useOutboxEntries, useSyncState } from '../../offline/hooks';

export interface SyncView {
  active: ActiveSync | null;
  snapshot: SyncSnapshot;
  /** pending and failed entries in queue order (undefined while loading). */
  entries: OutboxEntry[] | undefined;
}

/** Everything the indicator and the panel show, for the signed-in user's engine. */
export function useSyncView(active: ActiveSync | null = null): SyncView {
  const registered = useActiveSync();
  const current = active ?? registered;
  const snapshot = useSyncState();
  const entries = useOutboxEntries(current?.ownerId ?? null);
  return { active: current, snapshot, entries };
}
