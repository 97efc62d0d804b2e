/**
 * What a coach may edit, as attacks over HTTP: of a session they coach, only its start date, end date
 * and current phase; of a workshop of a program their sessions run, only its venue, date and time,
 * and notes. Other fields, other sessions, other activities and other programs are refused, through
 * REST and through the outbox batch alike; a member edits neither; edit times cannot be forged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL, OTHER_COACH } from '../../supabase/tests/support/cross-org-fixtures.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { applyBatch, at, batchOf, operation } from './outbox-batch-support.ts';

const COACH = ACCOUNTS.coach.userId;
const WORKSHOP = activityId(4);
const OTHER_WORKSHOP = '62000000-0000-4000-8000-000000000088';
let backend: TestBackend;
let coach: TestClient;
let member: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(CROSS_ORG_FIXTURE_SQL);
  await backend.db.exec(`insert into public.coaching_activities (id, phase_id, title, activity_type, content_data)
    values ('${OTHER_WORKSHOP}', '${OTHER_COACH.phase}', 'Workshop of another coach', 'workshop', '{"venue_address": "Altrove"}')`);
  [coach, member] = await Promise.all([backend.signIn(ACCOUNTS.coach.email), backend.signIn(ACCOUNTS.member.email)]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const row = async (table: string, id: string): Promise<Record<string, unknown>> =>
  (await backend.db.query<Record<string, unknown>>(`select * from public.${table} where id = $1`, [id])).rows[0] ?? {};
const update = (client: TestClient, table: string, id: string, values: Record<string, unknown>) =>
  (client.from(table as never) as never as ReturnType<TestClient['from']>)
    .update(values as never)
    .eq('id', id)
    .select('id');

describe('a coach edits only the dates and phase of the sessions they coach', () => {
  it('may change the dates and phase of their session over REST', async () => {
    const { data, error } = await update(coach, 'coaching_sessions', SESSION_ID, {
      end_date: '2027-02-15',
      current_phase: 2,
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(await row('coaching_sessions', SESSION_ID)).toMatchObject({ current_phase: 2 });
  });

  it.each([
    ['name', { name: 'Rinominata dal coach' }],
    ['status', { status: 'completed' }],
  ])('is refused the session %s', async (_field, values) => {
    const before = await row('coaching_sessions', SESSION_ID);
    const { error } = await update(coach, 'coaching_sessions', SESSION_ID, values);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/session_coach_edit/);
    expect(await row('coaching_sessions', SESSION_ID)).toMatchObject({ name: before.name, status: before.status });
  });

  it('changes nothing of a session another coach runs, over REST or the outbox', async () => {
    const before = await row('coaching_sessions', OTHER_COACH.session);
    const rest = await update(coach, 'coaching_sessions', OTHER_COACH.session, { start_date: '2027-01-01' });
    expect(rest.data ?? []).toEqual([]);
    const [answer] = await applyBatch(
      coach,
      batchOf([operation('session/edit-schedule', COACH, OTHER_COACH.session, { start_date: '2027-01-01' }, at(1))]),
    );
    expect(answer?.status).toBe('failed');
    expect(await row('coaching_sessions', OTHER_COACH.session)).toEqual(before);
  });

  it('cannot forge who edited a field or date it in the future', async () => {
    const { error } = await update(coach, 'coaching_sessions', SESSION_ID, {
      end_date: '2027-03-01',
      field_times: {
        end_date: { at: '2099-01-01T00:00:00Z', by: ACCOUNTS.admin.userId, saved_at: '2099-01-01T00:00:00Z' },
      },
    });
    expect(error).toBeNull();
    const times = (await row('coaching_sessions', SESSION_ID)).field_times as {
      end_date: { at: string; by: string; saved_at: string };
    };
    expect(times.end_date.by).toBe(COACH);
    expect(Date.parse(times.end_date.at)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(times.end_date.saved_at)).toBeLessThanOrEqual(Date.now());
  });
});

describe('a coach edits only the logistics of workshops in programs they run', () => {
  const content = async (id: string) => (await row('coaching_activities', id)).content_data as Record<string, unknown>;

  it('may change the venue, date and notes over REST', async () => {
    const { error } = await update(coach, 'coaching_activities', WORKSHOP, {
      content_data: { ...(await content(WORKSHOP)), venue_address: 'Hotel Centrale' },
    });
    expect(error).toBeNull();
    expect((await content(WORKSHOP)).venue_address).toBe('Hotel Centrale');
  });

  it.each([
    ['title', async () => ({ title: 'Titolo del coach' })],
    [
      'meeting link',
      async () => ({ content_data: { ...(await content(WORKSHOP)), meeting_url: 'https://evil.test' } }),
    ],
    ['type', async () => ({ activity_type: 'video' })],
    ['instructions', async () => ({ instructions: 'Altro' })],
  ])('is refused the workshop %s', async (_what, values) => {
    const before = await row('coaching_activities', WORKSHOP);
    const { error } = await update(coach, 'coaching_activities', WORKSHOP, await values());
    expect(error?.code).toBe('42501');
    expect(await row('coaching_activities', WORKSHOP)).toEqual(before);
  });

  it('changes nothing of an activity that is not a workshop, or a workshop of a program they do not run', async () => {
    for (const id of [activityId(1), OTHER_WORKSHOP]) {
      const before = await row('coaching_activities', id);
      const rest = await update(coach, 'coaching_activities', id, { content_data: { venue_address: 'Qui' } });
      expect(rest.data ?? []).toEqual([]);
      const [answer] = await applyBatch(
        coach,
        batchOf([operation('activity/edit-logistics', COACH, id, { venue_address: 'Qui' }, at(2))]),
      );
      expect(answer?.status).toBe('failed');
      expect(await row('coaching_activities', id)).toEqual(before);
    }
  });
});

describe('a member of the team', () => {
  it('edits neither the session nor its workshop', async () => {
    const session = await row('coaching_sessions', SESSION_ID);
    const workshop = await row('coaching_activities', WORKSHOP);
    const answers = await applyBatch(
      member,
      batchOf([
        operation('session/edit-schedule', ACCOUNTS.member.userId, SESSION_ID, { current_phase: 3 }, at(3)),
        operation('activity/edit-logistics', ACCOUNTS.member.userId, WORKSHOP, { venue_address: 'Casa mia' }, at(3)),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(['failed', 'failed']);
    expect((await update(member, 'coaching_sessions', SESSION_ID, { current_phase: 3 })).data ?? []).toEqual([]);
    expect(await row('coaching_sessions', SESSION_ID)).toEqual(session);
    expect(await row('coaching_activities', WORKSHOP)).toEqual(workshop);
  });
});
