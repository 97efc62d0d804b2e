// The outbox's React hook (kept apart from ./index so the service worker's imports stay free of React).
import { getOfflineDb } from '../store/db';
import { useLiveQuery } from '../store/use-live-query';
import type { OutboxEntry } from './types';

/** Pending and failed entries in queue order, for the sync panel, live. */
export function useOutboxEntries(ownerId: string | null): OutboxEntry[] | undefined {
  return useLiveQuery(
    async () => (ownerId ? getOfflineDb().outbox.where('ownerId').equals(ownerId).sortBy('seq') : []),
    [ownerId],
  );
}
