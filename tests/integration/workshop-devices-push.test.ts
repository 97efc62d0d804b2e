import 'fake-indexeddb/auto';
/**
 * Workshop tablets under attack, over HTTP with only the anon key, as someone who holds a tablet's
 * device id but not its key, or a genuine tablet pushing beyond what its coach vouched for. Each
 * refusal leaves the data as it was; a revoked or expired tablet's operations are recorded in
 * workshop_refusals, never silently dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId, assessmentId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { at, operation } from './outbox-batch-support.ts';
import {
  newKeyPair,
  push,
  pushOperation,
  refusals,
  registerTablet,
  rpc,
  type Participant,
} from './workshop-devices-support.ts';

const MEMBER = ACCOUNTS.member.userId;
const LEADER = ACCOUNTS.leader.userId;
const GLOBEX = ACCOUNTS.globex.userId;
const COACH = ACCOUNTS.coach.userId;
const TPM = assessmentId(1);

let backend: TestBackend;
let coach: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  coach = await backend.signIn(ACCOUNTS.coach.email);
});
afterAll(async () => {
  await backend?.close();
});

const answer = (user: string, value: string, minute: number) =>
  pushOperation(operation('assessment/save-partial', user, TPM, { answers: { TPM_02: value } }, at(minute)));
const progress = (user: string, minute: number) =>
  pushOperation(
    operation(
      'progress/upsert',
      user,
      `${SESSION_ID}/${activityId(6)}`,
      { session_id: SESSION_ID, activity_id: activityId(6), status: 'in_progress' },
      at(minute),
    ),
  );
const tpmAnswer = async (): Promise<string | undefined> =>
  (
    await backend.db.query<{ v: string | null }>(
      `select answers ->> 'TPM_02' as v from public.assessments where id = $1`,
      [TPM],
    )
  ).rows[0]?.v ?? undefined;
const deliveries = async (deviceId: string): Promise<number> =>
  (
    await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.workshop_deliveries where device_id = $1',
      [deviceId],
    )
  ).rows[0]!.n;
const as = (user: string, operations: Participant['operations']): Participant => ({
  user_id: user,
  vouched_by: COACH,
  operations,
});

describe('a push to workshop-sync', () => {
  it('without the device key pushes nothing (bad signature)', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const thief = await newKeyPair();
    const before = await tpmAnswer();
    const answerOf = await push(backend, tablet.id, [as(MEMBER, [answer(MEMBER, '1', 1)])], thief.privateKey);
    expect(answerOf).toMatchObject({ status: 401, body: { code: 'bad_signature' } });
    expect(await tpmAnswer()).toBe(before);
    expect(await deliveries(tablet.id)).toBe(0);
  });

  it('with a signature over other bytes pushes nothing', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const body = JSON.stringify({ device_id: tablet.id, batch_id: crypto.randomUUID(), participants: [] });
    const signed = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      tablet.keys.privateKey,
      new TextEncoder().encode(body),
    );
    const tampered = body.replace(
      '"participants":[]',
      `"participants":${JSON.stringify([as(MEMBER, [answer(MEMBER, '2', 2)])])}`,
    );
    const response = await fetch(`${backend.url}/functions/v1/workshop-sync`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'x-workshop-signature': Buffer.from(signed).toString('base64url'),
      },
      body: tampered,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'bad_signature' });
    expect(await deliveries(tablet.id)).toBe(0);
  });

  it('from an unknown device is refused', async () => {
    const keys = await newKeyPair();
    const answerOf = await push(backend, crypto.randomUUID(), [], keys.privateKey);
    expect(answerOf).toMatchObject({ status: 401, body: { code: 'unknown_device' } });
  });

  it('refuses, and records, operations for people outside the team and kinds a tablet may not push', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const outsider = as(GLOBEX, [answer(GLOBEX, '3', 3)]);
    const chat = pushOperation(
      operation(
        'chat-message/send',
        MEMBER,
        crypto.randomUUID(),
        { team_id: TEAM.alpha, session_id: SESSION_ID, message: 'dal tablet', sender_role: 'member' },
        at(4),
      ),
    );
    const result = await push(backend, tablet.id, [outsider, as(MEMBER, [chat])], tablet.keys.privateKey);
    expect(result.status).toBe(200);
    expect(result.body.results?.map((r) => [r.status, r.code])).toEqual([
      ['failed', 'not_in_team'],
      ['failed', 'kind_not_allowed'],
    ]);
    expect((await refusals(backend, tablet.id)).map((r) => r.reason).sort()).toEqual([
      'kind_not_allowed',
      'not_in_team',
    ]);
    const chats = await backend.db.query(`select 1 from public.team_chat_messages where message = 'dal tablet'`);
    expect(chats.rows).toHaveLength(0);
    expect(await deliveries(tablet.id)).toBe(0);
  });

  it("applies an operation as its participant: another member's row is refused by row-level security", async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    // The participant is the leader, the operation writes member@acme's assessment.
    const result = await push(backend, tablet.id, [as(LEADER, [answer(MEMBER, '5', 5)])], tablet.keys.privateKey);
    expect(result.body.results?.[0]?.status).toBe('failed');
    expect(await tpmAnswer()).not.toBe('5');
  });

  it('refuses a participant whose voucher is not who prepared the tablet', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const result = await push(
      backend,
      tablet.id,
      [{ user_id: MEMBER, vouched_by: LEADER, operations: [answer(MEMBER, '6', 6)] }],
      tablet.keys.privateKey,
    );
    expect(result.body.results?.map((r) => r.code)).toEqual(['not_vouched']);
    expect(await tpmAnswer()).not.toBe('6');
  });

  it('after its window is refused (403 device_expired) and every operation recorded', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const { error } = await backend
      .serviceClient()
      .from('workshop_devices' as never)
      .update({ upload_until: new Date(Date.now() - 60_000).toISOString() } as never)
      .eq('id', tablet.id);
    expect(error).toBeNull();
    const ops = [answer(MEMBER, '7', 7), progress(MEMBER, 8)];
    const result = await push(backend, tablet.id, [as(MEMBER, ops)], tablet.keys.privateKey);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'device_expired', device: { status: 'expired' } });
    expect(await tpmAnswer()).not.toBe('7');
    expect(await refusals(backend, tablet.id)).toEqual(
      expect.arrayContaining(ops.map((op) => ({ op_id: op.id, reason: 'device_expired' }))),
    );
  });

  it('after revocation is refused (403 device_revoked) and every operation recorded', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const { error } = await rpc(coach, 'revoke_workshop_device', { p_device_id: tablet.id });
    expect(error).toBeNull();
    const ops = [answer(MEMBER, '8', 9)];
    const result = await push(backend, tablet.id, [as(MEMBER, ops)], tablet.keys.privateKey);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'device_revoked', device: { status: 'revoked' } });
    expect(result.body.device?.revoked_at).toEqual(expect.any(String));
    expect(await tpmAnswer()).not.toBe('8');
    expect(await refusals(backend, tablet.id)).toEqual([{ op_id: ops[0]!.id, reason: 'device_revoked' }]);
    // Its status check says so too, and its bundle is no longer handed out.
    expect((await push(backend, tablet.id, [], tablet.keys.privateKey)).status).toBe(403);
    expect((await rpc(coach, 'workshop_device_bundle', { p_device_id: tablet.id })).error).not.toBeNull();
  });

  it('sent again with the same batch_id answers the first answer and changes nothing', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const batchId = crypto.randomUUID();
    const first = await push(
      backend,
      tablet.id,
      [as(MEMBER, [answer(MEMBER, '9', 10)])],
      tablet.keys.privateKey,
      batchId,
    );
    expect(first.body.results?.[0]?.status).toBe('ok');
    // A change after the first push; the replayed batch must not undo it.
    await backend.db.query(`update public.assessments set answers = answers || '{"TPM_02": "10"}' where id = $1`, [
      TPM,
    ]);
    const replay = await push(
      backend,
      tablet.id,
      [as(MEMBER, [answer(MEMBER, '9', 10)])],
      tablet.keys.privateKey,
      batchId,
    );
    expect(replay).toEqual(first);
    expect(await tpmAnswer()).toBe('10');
    expect(await deliveries(tablet.id)).toBe(1);
  });

  it('refuses a batch of too many operations and a body over the size limit', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const many = Array.from({ length: 1001 }, (_, i) => answer(MEMBER, String(i), 0));
    const result = await push(backend, tablet.id, [as(MEMBER, many)], tablet.keys.privateKey);
    expect(result).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    const padded = [as(MEMBER, [{ ...answer(MEMBER, '1', 0), body: { answers: { TPM_02: 'x'.repeat(1_100_000) } } }])];
    expect((await push(backend, tablet.id, padded, tablet.keys.privateKey)).status).toBe(413);
    expect(await deliveries(tablet.id)).toBe(0);
  });

  it('past its time budget answers the rest retry (not applied), which the next push applies', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const ops = [answer(MEMBER, '11', 11), progress(MEMBER, 12)];
    await backend.db.exec(
      `create or replace function private.workshop_batch_budget() returns interval language sql immutable set search_path = '' as $$ select interval '0 seconds' $$`,
    );
    try {
      const late = await push(backend, tablet.id, [as(MEMBER, ops)], tablet.keys.privateKey);
      expect(late.status).toBe(200);
      expect(late.body.results?.map((r) => [r.status, r.code])).toEqual([
        ['retry', 'not_applied'],
        ['retry', 'not_applied'],
      ]);
      expect(await tpmAnswer()).not.toBe('11');
    } finally {
      await backend.db.exec(
        `create or replace function private.workshop_batch_budget() returns interval language sql immutable set search_path = '' as $$ select interval '3 seconds' $$`,
      );
    }
    const next = await push(backend, tablet.id, [as(MEMBER, ops)], tablet.keys.privateKey);
    expect(next.body.results?.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(await tpmAnswer()).toBe('11');
  });
});
