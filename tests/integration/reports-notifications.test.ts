/**
 * Notifications created by the database, over HTTP: assigning an assessment to
 * member@acme.test gives them a notification (message key and parameters, priority), which only
 * they see and only they can mark read; opening a coaching phase tells every member of the team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEMPLATE } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let admin: TestClient;
let member: TestClient;
let leader: TestClient;
let superAdmin: TestClient;
let globex: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.signIn(ACCOUNTS.admin.email);
  member = await backend.signIn(ACCOUNTS.member.email);
  leader = await backend.signIn(ACCOUNTS.leader.email);
  superAdmin = await backend.signIn(ACCOUNTS.super.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => {
  await backend?.close();
});

const assignedTo = (client: TestClient) =>
  client
    .from('notifications')
    .select('id, user_id, notification_type, message_key, message_params, priority, link, read_at')
    .eq('notification_type', 'assessment_assigned');

describe('an assessment assigned to member@acme.test', () => {
  let notificationId: string;

  it('appears in their notifications with its message key, parameters and priority', async () => {
    expect((await assignedTo(member)).data).toEqual([]);
    const assigned = await admin.rpc('assign_assessments', {
      _template_id: TEMPLATE.twn,
      _evaluation_type: 'self',
      _user_ids: [ACCOUNTS.member.userId],
    });
    expect(assigned.error).toBeNull();
    const [assignment] = assigned.data as unknown as { assignment_id: string }[];
    const { data, error } = await assignedTo(member);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: expect.any(String),
        user_id: ACCOUNTS.member.userId,
        notification_type: 'assessment_assigned',
        message_key: 'assessment_assigned',
        message_params: {
          assignment_id: assignment!.assignment_id,
          template_id: TEMPLATE.twn,
          template_name: 'TWN – Team Work Navigator',
          assessment_type: 'twn',
          evaluation_type: 'self',
        },
        priority: 'medium',
        link: '/assessment-list',
        read_at: null,
      },
    ]);
    notificationId = data![0]!.id;
  });

  it('is seen by nobody else, a super admin included', async () => {
    for (const other of [admin, leader, superAdmin, globex]) {
      const { data } = await other.from('notifications').select('id').eq('id', notificationId);
      expect(data).toEqual([]);
    }
  });

  it('cannot be marked read by anyone else', async () => {
    for (const other of [leader, superAdmin, admin]) {
      const { data, error } = await other
        .from('notifications')
        .update({ read_at: new Date().toISOString() })
        .eq('id', notificationId)
        .select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { rows } = await backend.db.query<{ read_at: Date | null }>(
      'select read_at from public.notifications where id = $1',
      [notificationId],
    );
    expect(rows[0]!.read_at).toBeNull();
  });

  it('is marked read by member@acme.test, who may change nothing else', async () => {
    // Read after it was created: the server stores an earlier reading time as the creation time.
    const {
      rows: [created],
    } = await backend.db.query<{ created_at: Date }>('select created_at from public.notifications where id = $1', [
      notificationId,
    ]);
    const readAt = new Date(created!.created_at.getTime() + 1).toISOString();
    const marked = await member
      .from('notifications')
      .update({ read_at: readAt })
      .eq('id', notificationId)
      .select('id, read_at');
    expect(marked.error).toBeNull();
    expect(marked.data).toEqual([{ id: notificationId, read_at: expect.any(String) }]);
    expect(Date.parse(marked.data![0]!.read_at!)).toBe(Date.parse(readAt));
    const retitled = await member
      .from('notifications')
      .update({ title: 'Altro', priority: 'low' })
      .eq('id', notificationId)
      .select('id');
    expect(retitled.error?.code).toBe('42501');
    const moved = await member
      .from('notifications')
      .update({ user_id: ACCOUNTS.leader.userId })
      .eq('id', notificationId)
      .select('id');
    expect(moved.error?.code).toBe('42501');
  });
});

describe('a coaching phase opened', () => {
  it('tells each member of the team, in their own notifications', async () => {
    const coach = await backend.signIn(ACCOUNTS.coach.email);
    const moved = await coach
      .from('coaching_sessions')
      .update({ current_phase: 2 })
      .eq('id', SESSION_ID)
      .select('current_phase');
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual([{ current_phase: 2 }]);
    for (const [client, userId] of [
      [member, ACCOUNTS.member.userId],
      [leader, ACCOUNTS.leader.userId],
    ] as const) {
      const { data } = await client
        .from('notifications')
        .select('user_id, message_key, message_params, priority, link')
        .eq('notification_type', 'coaching_phase_opened');
      expect(data).toEqual([
        {
          user_id: userId,
          message_key: 'coaching_phase_opened',
          priority: 'medium',
          link: `/coaching/${SESSION_ID}`,
          message_params: {
            session_id: SESSION_ID,
            session_name: 'Alpha – Team Performance',
            team_name: 'Alpha',
            phase_number: 2,
            phase_title: 'Lavorare insieme',
          },
        },
      ]);
    }
    const { data } = await globex.from('notifications').select('id').eq('notification_type', 'coaching_phase_opened');
    expect(data).toEqual([]);
  });
});
