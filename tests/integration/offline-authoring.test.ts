/**
 * Offline authoring over HTTP: a coach's edits of a session's dates and current phase and of a
 * workshop's logistics reach the server through the outbox batch (session/edit-schedule,
 * activity/edit-logistics); per field, the edit made later on a device wins whatever order the two
 * arrive in, device times are bounded by the server's clock, and the person whose edit is replaced
 * gets a field_edit_replaced notification naming the field and who replaced it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { applyBatch, at, batchOf, operation, statuses } from './outbox-batch-support.ts';

function only<T>(rows: T[]): T {
  const [first] = rows;
  if (first === undefined) throw new Error('expected a row');
  return first;
}

const COACH = ACCOUNTS.coach.userId;
const WORKSHOP = activityId(4);
let backend: TestBackend;
let coach: TestClient;
let admin: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  [coach, admin] = await Promise.all([backend.signIn(ACCOUNTS.coach.email), backend.signIn(ACCOUNTS.admin.email)]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});
beforeEach(async () => {
  // Rows created long before the device times the tests use, so no time is clipped to the creation.
  await backend.db.exec(`
    update public.coaching_sessions set created_at = '2026-01-01', field_times = '{}', start_date = '2026-10-01',
      end_date = '2027-01-31', current_phase = 1 where id = '${SESSION_ID}';
    update public.coaching_activities set created_at = '2026-01-01', field_times = '{}' where id = '${WORKSHOP}';
    delete from public.notifications where message_key = 'field_edit_replaced';`);
});

const session = async () =>
  only(
    (
      await backend.db.query<{
        start_date: string;
        end_date: string;
        current_phase: number;
        field_times: Partial<Record<'start_date' | 'end_date' | 'current_phase', { at: string; by: string }>>;
      }>(
        `select start_date::text, end_date::text, current_phase, field_times from public.coaching_sessions where id = $1`,
        [SESSION_ID],
      )
    ).rows,
  );
const workshop = async () =>
  only(
    (
      await backend.db.query<{ content_data: Record<string, unknown> }>(
        `select content_data from public.coaching_activities where id = $1`,
        [WORKSHOP],
      )
    ).rows,
  ).content_data;
const notices = async (userId: string) =>
  (
    await backend.db.query<{ message: string; link: string | null; params: Record<string, string> }>(
      `select message, link, message_params as params from public.notifications
       where user_id = $1 and message_key = 'field_edit_replaced' order by created_at`,
      [userId],
    )
  ).rows;

describe('a coach edits offline through the outbox', () => {
  it('changes the session dates and phase, each field dated by the device', async () => {
    const edit = operation(
      'session/edit-schedule',
      COACH,
      SESSION_ID,
      { start_date: '2026-10-05', current_phase: 2 },
      at(1),
    );
    expect(statuses(await applyBatch(coach, batchOf([edit])))).toEqual(['ok']);
    const row = await session();
    expect(row).toMatchObject({ start_date: '2026-10-05', end_date: '2027-01-31', current_phase: 2 });
    expect(Date.parse(row.field_times.start_date?.at ?? '')).toBe(Date.parse(at(1)));
    expect(row.field_times.current_phase?.by).toBe(COACH);
    expect(row.field_times.end_date).toBeUndefined();
  });

  it('changes the workshop venue, date and notes and keeps the rest of its content', async () => {
    const edit = operation(
      'activity/edit-logistics',
      COACH,
      WORKSHOP,
      { venue_address: 'Hotel Centrale, Sala B', scheduled_datetime: '2026-12-04T10:00:00+01:00' },
      at(2),
    );
    expect(statuses(await applyBatch(coach, batchOf([edit])))).toEqual(['ok']);
    expect(await workshop()).toMatchObject({
      venue_address: 'Hotel Centrale, Sala B',
      scheduled_datetime: '2026-12-04T10:00:00+01:00',
      logistics_notes: 'Sala Verdi, secondo piano.',
      meeting_url: 'https://meet.example.test/alpha',
      max_participants: 12,
    });
  });

  it('a replay of the same operation changes nothing the second time', async () => {
    const op = only(
      batchOf([operation('session/edit-schedule', COACH, SESSION_ID, { end_date: '2027-02-28' }, at(3))]),
    );
    expect(statuses(await applyBatch(coach, [op]))).toEqual(['ok']);
    await backend.db.exec(`update public.coaching_sessions set end_date = '2027-03-31' where id = '${SESSION_ID}'`);
    const again = only(await applyBatch(coach, [op]));
    expect(again).toMatchObject({ status: 'ok', replay: true });
    expect((await session()).end_date).toBe('2027-03-31');
  });
});

describe('the later edit of each field wins', () => {
  it('an admin edit saved now beats the coach edit made offline before it; the coach is told by whom', async () => {
    const { error } = await admin.from('coaching_sessions').update({ end_date: '2027-06-30' }).eq('id', SESSION_ID);
    expect(error).toBeNull();
    const offline = operation(
      'session/edit-schedule',
      COACH,
      SESSION_ID,
      { start_date: '2026-10-08', end_date: '2027-04-30' },
      at(4),
    );
    expect(statuses(await applyBatch(coach, batchOf([offline])))).toEqual(['ok']);
    expect(await session()).toMatchObject({ start_date: '2026-10-08', end_date: '2027-06-30' });
    const told = await notices(COACH);
    expect(told).toHaveLength(1);
    const notice = only(told);
    expect(notice.params).toMatchObject({ field: 'end_date', session_id: SESSION_ID, kept_value: '2027-06-30' });
    expect(notice.message).toMatch(/^La tua modifica a data di fine è stata sostituita da una più recente di .+\.$/);
    expect(notice.params.by_name).not.toBe('');
    expect(notice.link).toBe('/coach');
    expect(await notices(ACCOUNTS.admin.userId)).toEqual([]);
  });

  it('a coach edit made after the admin’s replaces it, and the admin is told', async () => {
    await backend.db.exec(`
      update public.coaching_sessions set field_times = jsonb_build_object('end_date',
        jsonb_build_object('at', '${at(5)}', 'by', '${ACCOUNTS.admin.userId}', 'saved_at', '${at(5)}')),
        end_date = '2027-06-30' where id = '${SESSION_ID}'`);
    const later = operation('session/edit-schedule', COACH, SESSION_ID, { end_date: '2027-05-15' }, at(6));
    expect(statuses(await applyBatch(coach, batchOf([later])))).toEqual(['ok']);
    expect((await session()).end_date).toBe('2027-05-15');
    const told = await notices(ACCOUNTS.admin.userId);
    expect(told.map((n) => [n.params.field, n.link])).toEqual([
      ['end_date', `/org-admin/${ACCOUNTS.admin.organizationId}`],
    ]);
    expect(await notices(COACH)).toEqual([]);
  });

  it('a device clock set in the future is bounded: an admin edit after the push still wins', async () => {
    const future = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
    const ahead = operation('session/edit-schedule', COACH, SESSION_ID, { current_phase: 3 }, future);
    expect(statuses(await applyBatch(coach, batchOf([ahead])))).toEqual(['ok']);
    expect(Date.parse((await session()).field_times.current_phase?.at ?? '')).toBeLessThanOrEqual(Date.now());
    const { error } = await admin.from('coaching_sessions').update({ current_phase: 2 }).eq('id', SESSION_ID);
    expect(error).toBeNull();
    expect((await session()).current_phase).toBe(2);
  });

  it('works per field on a workshop too', async () => {
    const { data } = await admin.from('coaching_activities').select('content_data').eq('id', WORKSHOP).single();
    const content = { ...(data as { content_data: Record<string, unknown> }).content_data, logistics_notes: 'Aula 3' };
    expect(
      (await admin.from('coaching_activities').update({ content_data: content }).eq('id', WORKSHOP)).error,
    ).toBeNull();
    const offline = operation(
      'activity/edit-logistics',
      COACH,
      WORKSHOP,
      { logistics_notes: 'Sala del coach', venue_address: 'Via Verdi 2' },
      at(7),
    );
    expect(statuses(await applyBatch(coach, batchOf([offline])))).toEqual(['ok']);
    expect(await workshop()).toMatchObject({ logistics_notes: 'Aula 3', venue_address: 'Via Verdi 2' });
    expect((await notices(COACH)).map((n) => n.params.field)).toEqual(['logistics_notes']);
  });
});
