// The store's React hooks (kept apart from ./index so the service worker's imports stay free of React).
import { getOfflineDb } from './db';
import { listReadyOffline, type ReadyMark } from './meta';
import { useLiveQuery } from './use-live-query';

export { useLocalFirstRead } from './use-local-first-read';
export { useLiveRead } from './live-read';
export { useReportRead } from './use-report-read';

/** The user's "ready offline" marks (assessments and sessions), live. */
export function useReadyOfflineMarks(ownerId: string | null): ReadyMark[] | undefined {
  return useLiveQuery(async () => (ownerId ? listReadyOffline(getOfflineDb(), ownerId) : []), [ownerId]);
}
