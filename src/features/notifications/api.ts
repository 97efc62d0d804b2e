/** The signed-in user's notifications: read (RLS: only their own), cached on the device, followed live. */
import type { BackendClient } from '../../backend/backend-client';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { startWithLoadedClient } from '../../backend/deferred-client';
import { fail } from '../../backend/fail';
import { cacheNotifications, type NotificationItem } from '../../offline/notifications';
import { commit, newOperation } from '../../offline/outbox';

const COLUMNS =
  'id, title, message, message_key, message_params, notification_type, priority, link, read_at, created_at';

/** The newest 50 notifications from the backend into the device's copy. */
export async function refreshNotifications(client: BackendClient, ownerId: string): Promise<void> {
  const { data, error } = await client
    .from('notifications')
    .select(COLUMNS)
    .eq('user_id', ownerId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) fail(error);
  await cacheNotifications(ownerId, (data ?? []) as NotificationItem[]);
}

/** Marks one notification read: on the device now, on the server through the outbox (offline too). */
export async function markNotificationRead(ownerId: string, notificationId: string): Promise<void> {
  await commit(newOperation('notification/mark-read', { target: notificationId, ownerId, payload: {} }));
}

/**
 * Realtime postgres_changes on the user's notifications; `onChange` runs on each one. `onStatus`
 * tells whether the channel joined (else the caller polls).
 */
export function subscribeNotifications(
  client: BackendClient,
  ownerId: string,
  onChange: () => void,
  onStatus: (live: boolean) => void,
): () => void {
  return startWithLoadedClient(
    client,
    (loaded) => {
      const channel: RealtimeChannel = loaded
        .channel(`notifications:${ownerId}:${crypto.randomUUID()}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${ownerId}` },
          () => onChange(),
        );
      channel.subscribe((status) => onStatus(status === 'SUBSCRIBED'));
      return () => {
        void loaded.removeChannel(channel);
      };
    },
    () => onStatus(false),
  );
}
