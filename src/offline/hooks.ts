import { useLiveQuery } from './use-live-query';
import { useSyncExternalStore } from 'react';
import { getOfflineDb } from './db';
import { listReadyOffline, type ReadyMark } from './meta';
import { getActiveSync, subscribeActiveSync, type ActiveSync } from './sync/active-sync';
import type { OutboxEntry } from './outbox/types';
import type { LocalAssessment } from './rows';
import { syncState, type SyncSnapshot, type SyncStateStore } from './sync/sync-state';
import { countUnsentAnswers } from './unsent-answers';

export { useLocalFirstRead, type LocalFirstRead } from './use-local-first-read';

/** The sync indicator's data: status, pending count, failed entries, last sync. */
export function useSyncState(store: SyncStateStore = syncState): SyncSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

// Read hooks: live queries, so a sync that lands (or a commit in another tab) re-renders.
// They return undefined while the first read is in flight.

export function useLocalAssessments(ownerId: string | null): LocalAssessment[] | undefined {
  return useLiveQuery(
    async () =>
      ownerId ? getOfflineDb().assessments.where('[ownerId+user_id]').equals([ownerId, ownerId]).toArray() : [],
    [ownerId],
  );
}

export function useLocalAssessment(ownerId: string | null, id: string | null): LocalAssessment | null | undefined {
  return useLiveQuery(
    async () => (ownerId && id ? ((await getOfflineDb().assessments.get([ownerId, id])) ?? null) : null),
    [ownerId, id],
  );
}

/** How many of one assessment's answers are kept on the device and still wait to be sent, live. */
export function useUnsentAnswers(ownerId: string, assessmentId: string): number {
  return useLiveQuery(() => countUnsentAnswers(ownerId, assessmentId), [ownerId, assessmentId]) ?? 0;
}

/** Pending and failed entries in queue order, for the sync panel. */
export function useOutboxEntries(ownerId: string | null): OutboxEntry[] | undefined {
  return useLiveQuery(
    async () => (ownerId ? getOfflineDb().outbox.where('ownerId').equals(ownerId).sortBy('seq') : []),
    [ownerId],
  );
}

/** The engine and user registered by the app (null while signed out or not started). */
export function useActiveSync(): ActiveSync | null {
  return useSyncExternalStore(subscribeActiveSync, getActiveSync, getActiveSync);
}

export { useLiveRead } from './live-read';

/** The user's "ready offline" marks (assessments and sessions), live. */
export function useReadyOfflineMarks(ownerId: string | null): ReadyMark[] | undefined {
  return useLiveQuery(async () => (ownerId ? listReadyOffline(getOfflineDb(), ownerId) : []), [ownerId]);
}
