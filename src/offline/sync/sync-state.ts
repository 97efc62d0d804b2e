import type { OperationKind } from '../operations/payloads';
import type { OutboxEntry } from '../outbox/types';

export type SyncStatus = 'offline' | 'idle' | 'syncing' | 'error';

export interface FailedEntrySummary {
  id: string;
  kind: OperationKind;
  target: string;
  actedAt: string;
  status: number;
  code?: string;
  message: string;
  failedAt: string;
}

export interface SyncSnapshot {
  status: SyncStatus;
  pending: number;
  failed: FailedEntrySummary[];
  lastSyncedAt: string | null;
  /** flushing waits for a refreshed session (a push answered 401). */
  pausedForAuth: boolean;
  /** the last transient error, cleared by the next successful flush. */
  lastError: string | null;
  nextRetryAt: string | null;
}

export interface SyncStateStore {
  getSnapshot(): SyncSnapshot;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<SyncSnapshot>): void;
}

export const initialSyncSnapshot: SyncSnapshot = {
  status: 'idle',
  pending: 0,
  failed: [],
  lastSyncedAt: null,
  pausedForAuth: false,
  lastError: null,
  nextRetryAt: null,
};

/** A tiny external store (useSyncExternalStore-shaped); snapshots are immutable. */
export function createSyncStateStore(initial: SyncSnapshot = initialSyncSnapshot): SyncStateStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      snapshot = { ...snapshot, ...patch };
      for (const listener of listeners) listener();
    },
  };
}

/** The app's sync state, fed by the engine and read by useSyncState(). */
export const syncState = createSyncStateStore();

/** What the panel shows of a failed entry. */
export function summariseFailed(entry: OutboxEntry): FailedEntrySummary {
  const error = entry.lastError;
  return {
    id: entry.id,
    kind: entry.kind,
    target: entry.target,
    actedAt: entry.actedAt,
    status: error?.status ?? 0,
    code: error?.code,
    message: error?.message ?? '',
    failedAt: error?.at ?? entry.queuedAt,
  };
}
