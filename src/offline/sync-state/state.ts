import { createAtom } from '@xstate/store';
import type { OperationKind } from '../operations/payloads';
import type { OutboxEntry } from '../outbox/types';
import type { EngineState } from '../sync/engine-state';

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
  engine: EngineState;
  /** entries waiting to be pushed. */
  pending: number;
  /** entries the server refused: kept until the user retries or discards them. */
  failed: FailedEntrySummary[];
  lastSyncedAt: string | null;
}

export interface SyncStateStore {
  getSnapshot(): SyncSnapshot;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<SyncSnapshot>): void;
}

export const initialSyncSnapshot: SyncSnapshot = {
  engine: { name: 'idle' },
  pending: 0,
  failed: [],
  lastSyncedAt: null,
};

/** An @xstate/store atom behind a useSyncExternalStore-shaped interface; snapshots are immutable. */
export function createSyncStateStore(initial: SyncSnapshot = initialSyncSnapshot): SyncStateStore {
  const atom = createAtom(initial);
  return {
    getSnapshot: () => atom.get(),
    subscribe(listener) {
      const subscription = atom.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    update: (patch) => atom.set((snapshot) => ({ ...snapshot, ...patch })),
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
