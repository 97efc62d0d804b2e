// React hooks over ./reads (kept apart so the service worker's imports stay free of React).
import { useLiveQuery } from '../store/use-live-query';
import { readNotifications, type NotificationItem } from './reads';

/** The user's notifications on this device, live (undefined while the first read runs). */
export function useNotifications(ownerId: string | null): NotificationItem[] | undefined {
  return useLiveQuery(async () => (ownerId ? readNotifications(ownerId) : []), [ownerId]);
}
