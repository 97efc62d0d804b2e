// React hooks over ./report-reads (kept apart so the service worker's imports stay free of React).
import { useLiveQuery } from './use-live-query';
import { readNotifications, readSnapshotTime, type NotificationItem } from './report-reads';
import { useLocalFirstRead, type LocalFirstRead } from './use-local-first-read';

export interface ReportRead<T> extends LocalFirstRead<T> {
  /** When the data shown was fetched from the backend (ISO), undefined before the first answer. */
  fetchedAt: string | undefined;
}

/** A report read local-first (see useLocalFirstRead), plus the time of the data on the device. */
export function useReportRead<T>(ownerId: string | null, key: string, load: () => Promise<T>): ReportRead<T> {
  const read = useLocalFirstRead(ownerId, key, load);
  const fetchedAt = useLiveQuery(async () => (ownerId ? readSnapshotTime(ownerId, key) : undefined), [ownerId, key]);
  return { ...read, fetchedAt };
}

/** The user's notifications on this device, live (undefined while the first read runs). */
export function useNotifications(ownerId: string | null): NotificationItem[] | undefined {
  return useLiveQuery(async () => (ownerId ? readNotifications(ownerId) : []), [ownerId]);
}
