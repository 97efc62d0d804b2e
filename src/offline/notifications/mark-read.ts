import { NOTIFICATIONS_KEY, type NotificationItem } from './reads';
import type { OperationHandler } from '../operations/handler';

/**
 * Marking a notification read: read_at is the moment the user read it, on the device at once and
 * on the server when the outbox flushes (users may update only read_at of their own rows).
 * Replaying it sets the same value again.
 */
export const notificationMarkReadHandler: OperationHandler<'notification/mark-read'> = {
  kind: 'notification/mark-read',
  tables: ['snapshots'],

  load: (db, op) => db.snapshots.get([op.ownerId, NOTIFICATIONS_KEY]),

  supersededReason() {
    return null;
  },

  async applyLocal(db, op, snapshot) {
    if (!snapshot) return;
    const list = snapshot.value as NotificationItem[];
    const value = list.map((n) => (n.id === op.target && n.read_at === null ? { ...n, read_at: op.actedAt } : n));
    await db.snapshots.put({ ...snapshot, value });
  },

  // The first reading counts; a second mark-read of the same notification adds nothing.
  coalesce(queued) {
    return queued.payload;
  },

  toRequest(op) {
    return { method: 'update', table: 'notifications', match: { id: op.target }, body: { read_at: op.actedAt } };
  },
};
