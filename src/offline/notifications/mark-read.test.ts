import { describe, expect, it } from 'vitest';
import { commit } from '../outbox/commit';
import { newEntry } from '../outbox/entry';
import { cacheNotifications, readNotifications, type NotificationItem } from './reads';
import { requestFor } from '../sync/transport';
import { OWNER, at, freshDb, op } from '../testing/fixtures';

const ID = '33333333-3333-4333-8333-333333333333';
const item = (read_at: string | null): NotificationItem => ({
  id: ID,
  title: 'Assessment assegnato',
  message: null,
  message_key: 'assessment_assigned',
  message_params: {},
  notification_type: 'assessment_assigned',
  priority: 'high',
  link: '/assessment-list',
  read_at,
  created_at: at(1),
});
const markRead = (actedAt = at(5)) => op('notification/mark-read', ID, {}, actedAt);

describe('notification/mark-read', () => {
  it('pushes read_at = the moment the user read it, on that notification only', () => {
    expect(requestFor(newEntry(markRead(), at(59)))).toEqual({
      method: 'update',
      table: 'notifications',
      match: { id: ID },
      body: { read_at: at(5) },
    });
  });

  it('is read on the device at once, is queued, and a refresh that raced the outbox does not make it unread', async () => {
    const db = freshDb();
    await cacheNotifications(OWNER, [item(null)], db);
    await commit(markRead(), db);
    expect((await readNotifications(OWNER, db))[0]?.read_at).toBe(at(5));
    expect(await db.outbox.count()).toBe(1);
    await cacheNotifications(OWNER, [item(null)], db);
    expect((await readNotifications(OWNER, db))[0]?.read_at).toBe(at(5));
    expect(await readNotifications('someone-else', db)).toEqual([]);
  });
});
