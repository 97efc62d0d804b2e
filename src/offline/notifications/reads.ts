// The notifications as the device keeps them: the server's whole list in the snapshots table.
import { getOfflineDb, type OfflineDb } from '../store/db';

/** The snapshot key of the user's notifications list. */
export const NOTIFICATIONS_KEY = 'notifications';

/** A notification as the bell shows it (the columns of public.notifications it reads). */
export interface NotificationItem {
  id: string;
  title: string;
  message: string | null;
  message_key: string | null;
  message_params: Record<string, unknown>;
  notification_type: string | null;
  priority: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export async function readNotifications(ownerId: string, db: OfflineDb = getOfflineDb()): Promise<NotificationItem[]> {
  return ((await db.snapshots.get([ownerId, NOTIFICATIONS_KEY]))?.value as NotificationItem[] | undefined) ?? [];
}

/**
 * Stores the server's list. A notification read on this device while its mark-read was still
 * queued stays read (reading is never undone by a refresh that raced the outbox).
 */
export async function cacheNotifications(
  ownerId: string,
  rows: readonly NotificationItem[],
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.snapshots, async () => {
    const local = new Map((await readNotifications(ownerId, db)).map((n) => [n.id, n.read_at]));
    const merged = rows.map((n) =>
      n.read_at === null && local.get(n.id) ? { ...n, read_at: local.get(n.id) ?? null } : n,
    );
    await db.snapshots.put({ ownerId, key: NOTIFICATIONS_KEY, value: merged, fetchedAt: new Date().toISOString() });
  });
}
