/**
 * Every time the server keeps from a client is bounded by the server's clock: a time later than the
 * server's now is stored as now, a time before the thing it belongs to began (the assessment's
 * creation or start, the coaching session's start, the form's or suggestion's creation, the
 * notification, the account) is stored as that beginning, and the times only the server decides
 * (created_at of a new row, generated_at) are the server's. Checked as member@acme.test over HTTP,
 * with direct REST writes and with the outbox's batch RPC.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  ORG,
  SESSION_ID,
  TEAM,
  TEMPLATE,
  activityId,
  formId,
  seedId,
} from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { applyBatch, batchOf, operation } from './outbox-batch-support.ts';

let backend: TestBackend;
let member: TestClient;
const MEMBER = ACCOUNTS.member.userId;
const FUTURE = '2099-01-01T00:00:00.000Z';
const ANCIENT = '2001-01-01T00:00:00.000Z';

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
});
afterAll(async () => {
  await backend?.close();
});

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
/** The stored time is the server's now of the request: not later than the moment the test reads it. */
const expectNotFuture = (value: unknown, before: number) => {
  expect(ms(value)).toBeGreaterThanOrEqual(before - 1000);
  expect(ms(value)).toBeLessThanOrEqual(Date.now());
};
const one = async <T>(sql: string, params: unknown[]): Promise<T> => (await backend.db.query<T>(sql, params)).rows[0]!;

/** A fresh untimed TPM assessment of the member, created a day ago. */
async function freshAssessment(): Promise<{ id: string; createdAt: number }> {
  const id = randomUUID();
  const createdAt = Date.now() - 24 * 3600_000;
  await backend.db.query(
    `insert into public.assessments (id, user_id, organization_id, team_id, template_id, assessment_type, evaluation_type, created_at)
     values ($1, $2, $3, $4, $5, 'tpm', 'self', $6)`,
    [id, MEMBER, ORG.acme, TEAM.alpha, TEMPLATE.tpm, new Date(createdAt).toISOString()],
  );
  return { id, createdAt };
}

const sessionBegins = async (): Promise<number> =>
  ms(
    (
      await one<{ t: Date }>(
        `select least(created_at, start_date::timestamp at time zone 'UTC' - interval '1 day') as t
    from public.coaching_sessions where id = $1`,
        [SESSION_ID],
      )
    ).t,
  );

describe('assessment answers, start and completion', () => {
  it("stores an answer time from the future as the server's now, so it cannot win every later merge", async () => {
    const { id } = await freshAssessment();
    const before = Date.now();
    const future = await member
      .from('assessments')
      .update({ answers: { TPM_01: 'a' }, answer_times: { TPM_01: FUTURE } })
      .eq('id', id);
    expect(future.error).toBeNull();
    const honest = new Date().toISOString();
    await member
      .from('assessments')
      .update({ answers: { TPM_01: 'b' }, answer_times: { TPM_01: honest } })
      .eq('id', id);
    const row = await one<{ answers: Record<string, string>; answer_times: Record<string, string> }>(
      'select answers, answer_times from public.assessments where id = $1',
      [id],
    );
    expect(row.answers).toEqual({ TPM_01: 'b' });
    expect(ms(row.answer_times.TPM_01)).toBeGreaterThanOrEqual(before - 1000);
    expect(ms(row.answer_times.TPM_01)).toBeLessThanOrEqual(Date.now());
  });

  it('stores an answer time before the assessment began as its beginning', async () => {
    const { id, createdAt } = await freshAssessment();
    await member
      .from('assessments')
      .update({ answers: { TPM_01: 'a' }, answer_times: { TPM_01: ANCIENT }, started_at: ANCIENT })
      .eq('id', id);
    const row = await one<{ answer_times: Record<string, string>; started_at: Date }>(
      'select answer_times, started_at from public.assessments where id = $1',
      [id],
    );
    expect(ms(row.started_at)).toBe(createdAt);
    expect(ms(row.answer_times.TPM_01)).toBe(createdAt);
  });

  it('stores a completion time from the future as now, and one before the start as the start', async () => {
    const future = await freshAssessment();
    const before = Date.now();
    const startedAt = new Date(Date.now() - 3600_000).toISOString();
    const done = await member
      .from('assessments')
      .update({
        answers: { TPM_01: 'a' },
        answer_times: { TPM_01: startedAt },
        started_at: startedAt,
        score: 50,
        completed_at: FUTURE,
      })
      .eq('id', future.id);
    expect(done.error).toBeNull();
    expectNotFuture(
      (await one<{ completed_at: Date }>('select completed_at from public.assessments where id = $1', [future.id]))
        .completed_at,
      before,
    );

    const early = await freshAssessment();
    await member
      .from('assessments')
      .update({
        answers: { TPM_01: 'a' },
        answer_times: { TPM_01: startedAt },
        started_at: startedAt,
        score: 50,
        completed_at: ANCIENT,
      })
      .eq('id', early.id);
    expect(
      ms(
        (await one<{ completed_at: Date }>('select completed_at from public.assessments where id = $1', [early.id]))
          .completed_at,
      ),
    ).toBe(Date.parse(startedAt));
  });

  it("gives a self assessment the member starts the server's creation time", async () => {
    const id = randomUUID();
    const before = Date.now();
    const insert = await member.from('assessments').insert({
      id,
      user_id: MEMBER,
      organization_id: ORG.acme,
      team_id: TEAM.alpha,
      template_id: TEMPLATE.tpm,
      assessment_type: 'tpm',
      evaluation_type: 'self',
      created_at: ANCIENT,
    });
    expect(insert.error).toBeNull();
    expectNotFuture(
      (await one<{ created_at: Date }>('select created_at from public.assessments where id = $1', [id])).created_at,
      before,
    );
  });

  it('bounds the answer times the outbox batch sends, folded partial saves included', async () => {
    const { id, createdAt } = await freshAssessment();
    const before = Date.now();
    const ops = [
      operation(
        'assessment/save-partial',
        MEMBER,
        id,
        { answers: { TPM_01: 'a' }, answer_times: { TPM_01: FUTURE } },
        FUTURE,
      ),
      operation(
        'assessment/save-partial',
        MEMBER,
        id,
        { answers: { TPM_03: '4' }, answer_times: { TPM_03: ANCIENT } },
        ANCIENT,
      ),
    ];
    expect((await applyBatch(member, batchOf(ops))).map((a) => a.status)).toEqual(['ok', 'ok']);
    const row = await one<{ answer_times: Record<string, string> }>(
      'select answer_times from public.assessments where id = $1',
      [id],
    );
    expectNotFuture(row.answer_times.TPM_01, before);
    expect(ms(row.answer_times.TPM_03)).toBe(createdAt);
  });
});

describe('activity progress', () => {
  const progressOf = (activity: string) =>
    one<{ updated_at: Date; completed_at: Date | null; status: string }>(
      'select updated_at, completed_at, status from public.user_activity_progress where user_id = $1 and activity_id = $2 and session_id = $3',
      [MEMBER, activity, SESSION_ID],
    );

  it('stores an action time from the future as now, so a later honest update still applies', async () => {
    const before = Date.now();
    const row = {
      user_id: MEMBER,
      activity_id: activityId(7),
      session_id: SESSION_ID,
      status: 'in_progress',
      completion_percentage: 10,
    };
    const future = await member
      .from('user_activity_progress')
      .upsert({ ...row, updated_at: FUTURE }, { onConflict: 'user_id,activity_id,session_id' });
    expect(future.error).toBeNull();
    expectNotFuture((await progressOf(activityId(7))).updated_at, before);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const honest = await member
      .from('user_activity_progress')
      .upsert(
        { ...row, completion_percentage: 60, updated_at: new Date().toISOString() },
        { onConflict: 'user_id,activity_id,session_id' },
      )
      .select('completion_percentage')
      .single();
    expect(honest.data).toEqual({ completion_percentage: 60 });
  });

  it('stores a completion time from the future as now and one before the session began as its beginning', async () => {
    const before = Date.now();
    const row = { user_id: MEMBER, session_id: SESSION_ID, status: 'completed', completion_percentage: 100 };
    await member
      .from('user_activity_progress')
      .upsert(
        { ...row, activity_id: activityId(4), completed_at: FUTURE, updated_at: FUTURE },
        { onConflict: 'user_id,activity_id,session_id' },
      );
    expectNotFuture((await progressOf(activityId(4))).completed_at, before);
    await member
      .from('user_activity_progress')
      .upsert(
        { ...row, activity_id: activityId(6), completed_at: ANCIENT, updated_at: ANCIENT },
        { onConflict: 'user_id,activity_id,session_id' },
      );
    const early = await progressOf(activityId(6));
    expect(ms(early.completed_at)).toBe(await sessionBegins());
    expect(ms(early.updated_at)).toBe(await sessionBegins());
  });

  it('bounds the progress the outbox batch sends', async () => {
    const before = Date.now();
    const op = operation(
      'progress/upsert',
      MEMBER,
      `${SESSION_ID}/${activityId(5)}`,
      {
        session_id: SESSION_ID,
        activity_id: activityId(5),
        status: 'completed',
        completed_at: FUTURE,
      },
      FUTURE,
    );
    expect((await applyBatch(member, batchOf([op])))[0]).toMatchObject({ status: 'ok' });
    const row = await progressOf(activityId(5));
    expectNotFuture(row.completed_at, before);
    expectNotFuture(row.updated_at, before);
  });
});

describe('team chat', () => {
  const createdAtOf = async (id: string) =>
    (await one<{ created_at: Date }>('select created_at from public.team_chat_messages where id = $1', [id]))
      .created_at;
  const message = (id: string, createdAt: string) => ({
    id,
    client_id: id,
    team_id: TEAM.alpha,
    session_id: SESSION_ID,
    sender_id: MEMBER,
    sender_role: 'member',
    message: 'Ci sono!',
    created_at: createdAt,
  });

  it("stores a message dated in the future at the server's now, so it cannot pin itself to the end of the chat", async () => {
    const id = randomUUID();
    const before = Date.now();
    expect((await member.from('team_chat_messages').insert(message(id, FUTURE))).error).toBeNull();
    expectNotFuture(await createdAtOf(id), before);
  });

  it("stores a message dated before the session began at the session's beginning", async () => {
    const id = randomUUID();
    expect((await member.from('team_chat_messages').insert(message(id, ANCIENT))).error).toBeNull();
    expect(ms(await createdAtOf(id))).toBe(await sessionBegins());
  });

  it("keeps a message's time when its sender edits it", async () => {
    const id = randomUUID();
    await member.from('team_chat_messages').insert(message(id, new Date().toISOString()));
    const sent = ms(await createdAtOf(id));
    await member
      .from('team_chat_messages')
      .update({ message: 'Ci sono, modificato', created_at: ANCIENT })
      .eq('id', id);
    expect(ms(await createdAtOf(id))).toBe(sent);
  });

  it('bounds the messages the outbox batch sends', async () => {
    const id = randomUUID();
    const before = Date.now();
    const op = operation(
      'chat-message/send',
      MEMBER,
      id,
      { team_id: TEAM.alpha, session_id: SESSION_ID, message: 'Dal futuro', sender_role: 'member' },
      FUTURE,
    );
    expect((await applyBatch(member, batchOf([op])))[0]).toMatchObject({ status: 'ok' });
    expectNotFuture(await createdAtOf(id), before);
  });
});

describe('submissions, suggestions and notifications', () => {
  it('stores a submission time from the future as now (REST and batch)', async () => {
    const before = Date.now();
    const rest = randomUUID();
    const insert = await member.from('assignment_submissions').insert({
      id: rest,
      form_id: formId(1),
      user_id: MEMBER,
      answers: {},
      status: 'submitted',
      submitted_at: FUTURE,
    });
    expect(insert.error).toBeNull();
    expectNotFuture(
      (
        await one<{ submitted_at: Date }>('select submitted_at from public.assignment_submissions where id = $1', [
          rest,
        ])
      ).submitted_at,
      before,
    );
  });

  it("stores a submission dated before its form existed at the form's creation", async () => {
    const form = await one<{ created_at: Date }>('select created_at from public.assignment_forms where id = $1', [
      formId(1),
    ]);
    await backend.db.query('delete from public.assignment_submissions where form_id = $1 and user_id = $2', [
      formId(1),
      MEMBER,
    ]);
    const id = randomUUID();
    const op = operation(
      'submission/upsert',
      MEMBER,
      id,
      { form_id: formId(1), answers: {}, status: 'submitted', submitted_at: ANCIENT },
      ANCIENT,
    );
    expect((await applyBatch(member, batchOf([op])))[0]).toMatchObject({ status: 'ok' });
    const row = await one<{ submitted_at: Date }>(
      'select submitted_at from public.assignment_submissions where form_id = $1 and user_id = $2',
      [formId(1), MEMBER],
    );
    expect(ms(row.submitted_at)).toBe(ms(form.created_at));
  });

  it("stores a suggestion's status time from the future as now, so a later honest change still applies (REST and batch)", async () => {
    const suggestion = seedId('81000000', 2);
    const before = Date.now();
    const future = await member
      .from('ai_suggestions')
      .update({ status: 'accepted', accepted_at: FUTURE, status_changed_at: FUTURE })
      .eq('id', suggestion);
    expect(future.error).toBeNull();
    const row = await one<{ accepted_at: Date; status_changed_at: Date }>(
      'select accepted_at, status_changed_at from public.ai_suggestions where id = $1',
      [suggestion],
    );
    expectNotFuture(row.accepted_at, before);
    expectNotFuture(row.status_changed_at, before);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const op = operation('suggestion/set-status', MEMBER, suggestion, { status: 'rejected' }, new Date().toISOString());
    expect((await applyBatch(member, batchOf([op])))[0]).toMatchObject({ status: 'ok' });
    expect(
      (await one<{ status: string }>('select status from public.ai_suggestions where id = $1', [suggestion])).status,
    ).toBe('rejected');
  });

  it('stores a suggestion status time before the suggestion existed as its generation', async () => {
    const suggestion = randomUUID();
    await backend.db.query(
      `insert into public.ai_suggestions (id, activity_id, user_id, session_id, generated_content, status, generated_at, status_changed_at, created_at)
       values ($1, $2, $3, $4, '{}', 'new', now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour')`,
      [suggestion, activityId(7), MEMBER, SESSION_ID],
    );
    await member
      .from('ai_suggestions')
      .update({ status: 'accepted', accepted_at: ANCIENT, status_changed_at: ANCIENT })
      .eq('id', suggestion);
    const row = await one<{ status: string; accepted_at: Date; generated_at: Date }>(
      'select status, accepted_at, generated_at from public.ai_suggestions where id = $1',
      [suggestion],
    );
    expect(row.status).toBe('accepted');
    expect(ms(row.accepted_at)).toBe(ms(row.generated_at));
  });

  it('stores a notification read in the future as read now (REST and batch)', async () => {
    const before = Date.now();
    const rest = seedId('91000000', 1);
    expect((await member.from('notifications').update({ read_at: FUTURE }).eq('id', rest)).error).toBeNull();
    expectNotFuture(
      (await one<{ read_at: Date }>('select read_at from public.notifications where id = $1', [rest])).read_at,
      before,
    );
    const batched = randomUUID();
    await backend.db.query(
      `insert into public.notifications (id, user_id, organization_id, title, created_at) values ($1, $2, $3, 'Prova', now() - interval '1 hour')`,
      [batched, MEMBER, ORG.acme],
    );
    expect(
      (await applyBatch(member, batchOf([operation('notification/mark-read', MEMBER, batched, {}, FUTURE)])))[0],
    ).toMatchObject({ status: 'ok' });
    expectNotFuture(
      (await one<{ read_at: Date }>('select read_at from public.notifications where id = $1', [batched])).read_at,
      before,
    );
  });
});

describe('what a device reports about itself', () => {
  it("stores a device's sync times from the future as now and from before the account as its creation", async () => {
    const installation = randomUUID();
    const before = Date.now();
    const report = await member.from('device_sync_health').upsert({
      installation_id: installation,
      pending_changes: 2,
      failed_changes: 0,
      last_successful_sync_at: FUTURE,
      pending_since: ANCIENT,
    });
    expect(report.error).toBeNull();
    const row = await one<{ last_successful_sync_at: Date; pending_since: Date; created_at: Date }>(
      'select last_successful_sync_at, pending_since, created_at from public.device_sync_health where installation_id = $1',
      [installation],
    );
    expectNotFuture(row.last_successful_sync_at, before);
    const account = await one<{ created_at: Date }>('select created_at from auth.users where id = $1', [MEMBER]);
    expect(ms(row.pending_since)).toBe(ms(account.created_at));
  });

  it("dates an outbox receipt by the server, so it cannot outlive the receipts' retention", async () => {
    const op = randomUUID();
    const before = Date.now();
    const insert = await member
      .from('outbox_receipts')
      .insert({ op_id: op, kind: 'x', answer: {}, created_at: FUTURE });
    expect(insert.error).toBeNull();
    expectNotFuture(
      (await one<{ created_at: Date }>('select created_at from public.outbox_receipts where op_id = $1', [op]))
        .created_at,
      before,
    );
    await member.from('outbox_receipts').update({ created_at: FUTURE }).eq('op_id', op);
    expectNotFuture(
      (await one<{ created_at: Date }>('select created_at from public.outbox_receipts where op_id = $1', [op]))
        .created_at,
      before,
    );
  });

  it('stores a terms acceptance from the future as now', async () => {
    const before = Date.now();
    const update = await member
      .from('profiles')
      .update({ terms_accepted_at: FUTURE, privacy_accepted_at: FUTURE })
      .eq('user_id', MEMBER);
    expect(update.error).toBeNull();
    const row = await one<{ terms_accepted_at: Date; privacy_accepted_at: Date }>(
      'select terms_accepted_at, privacy_accepted_at from public.profiles where user_id = $1',
      [MEMBER],
    );
    expectNotFuture(row.terms_accepted_at, before);
    expectNotFuture(row.privacy_accepted_at, before);
  });
});
