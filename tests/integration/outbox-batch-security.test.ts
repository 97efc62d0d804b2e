/**
 * The batched push under row-level security, over HTTP as each role: the RPC is security
 * invoker, so an operation on a row the caller could not write through REST is refused, alone,
 * and leaves no receipt; receipts are their owner's only; anonymous callers get nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId, assessmentId, formId } from '../../supabase/tests/support/demo-ids.ts';
import { GLOBEX } from '../../supabase/tests/support/cross-org-fixtures.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { applyBatch, at, batchOf, operation, statuses } from './outbox-batch-support.ts';

const MEMBER = ACCOUNTS.member.userId;
const GLOBEX_MEMBER = ACCOUNTS.globex.userId;
let backend: TestBackend;
let member: TestClient;
let globex: TestClient;
let leader: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
  leader = await backend.signIn(ACCOUNTS.leader.email);
});
afterAll(async () => {
  await backend?.close();
});

const receiptsOf = async (client: TestClient) => {
  const { data, error } = await client.from('outbox_receipts' as never).select('op_id, user_id');
  expect(error).toBeNull();
  return data as unknown as { op_id: string; user_id: string }[];
};

describe('apply_outbox_batch under row-level security', () => {
  it('refuses, per operation, what a Globex member may not write in Acme, and applies their own operation beside it', async () => {
    const ops = [
      operation('assessment/save-partial', GLOBEX_MEMBER, assessmentId(1), { answers: { TPM_01: '1' } }, at(1)),
      operation(
        'chat-message/send',
        GLOBEX_MEMBER,
        crypto.randomUUID(),
        { team_id: TEAM.alpha, session_id: SESSION_ID, message: 'intruso', sender_role: 'member' },
        at(2),
      ),
      operation(
        'progress/upsert',
        GLOBEX_MEMBER,
        `${SESSION_ID}/${activityId(3)}`,
        { session_id: SESSION_ID, activity_id: activityId(3), status: 'completed' },
        at(3),
      ),
      operation(
        'submission/upsert',
        GLOBEX_MEMBER,
        crypto.randomUUID(),
        { form_id: formId(1), answers: { q: 'x' }, status: 'submitted' },
        at(4),
      ),
      operation(
        'suggestion/set-status',
        GLOBEX_MEMBER,
        '81000000-0000-4000-8000-000000000002',
        { status: 'accepted' },
        at(5),
      ),
      operation('notification/mark-read', GLOBEX_MEMBER, '91000000-0000-4000-8000-000000000001', {}, at(6)),
      operation('notification/mark-read', GLOBEX_MEMBER, '91000000-0000-4000-8000-000000000004', {}, at(7)),
    ];
    const answers = await applyBatch(globex, batchOf(ops));
    expect(statuses(answers)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'failed', 'ok']);
    expect(answers.slice(0, 6).map((answer) => 'code' in answer && answer.code)).toEqual([
      'PGRST116',
      '42501',
      '42501',
      '42501',
      'PGRST116',
      'PGRST116',
    ]);
    const service = backend.serviceClient();
    expect(
      (await service.from('assessments').select('answers').eq('id', assessmentId(1)).single()).data?.answers,
    ).not.toHaveProperty('TPM_01', '1');
    expect((await service.from('user_activity_progress').select('id').eq('user_id', GLOBEX_MEMBER)).data).toEqual([]);
    expect(
      (await service.from('ai_suggestions').select('status').eq('id', '81000000-0000-4000-8000-000000000002').single())
        .data?.status,
    ).toBe('new');
    expect((await receiptsOf(globex)).map((r) => r.op_id)).toEqual([ops[6]!.id]);
  });

  it("writes as the caller: a member cannot push an operation in another user's name", async () => {
    const asLeader = operation(
      'progress/upsert',
      ACCOUNTS.leader.userId,
      `${SESSION_ID}/${activityId(2)}`,
      { session_id: SESSION_ID, activity_id: activityId(2), status: 'completed' },
      at(8),
    );
    const answers = await applyBatch(member, batchOf([asLeader]));
    expect(answers).toMatchObject([{ status: 'failed', code: '42501' }]);
  });

  it('shows receipts to their owner only, in no other organisation and to no overseer', async () => {
    const mine = operation('notification/mark-read', MEMBER, '91000000-0000-4000-8000-000000000001', {}, at(9));
    expect(statuses(await applyBatch(member, batchOf([mine])))).toEqual(['ok']);
    expect((await receiptsOf(member)).map((r) => r.op_id)).toContain(mine.id);
    expect((await receiptsOf(leader)).map((r) => r.op_id)).not.toContain(mine.id);
    expect((await receiptsOf(globex)).every((r) => r.user_id === GLOBEX_MEMBER)).toBe(true);
    // a receipt of someone else's id answers nothing for the caller: the same id from Globex is applied as Globex's own
    const sameIdFromGlobex = {
      ...batchOf([
        operation('notification/mark-read', GLOBEX_MEMBER, '91000000-0000-4000-8000-000000000004', {}, at(10)),
      ])[0]!,
      id: mine.id,
    };
    expect(await applyBatch(globex, [sameIdFromGlobex])).toEqual([
      { id: mine.id, status: 'ok', row_id: '91000000-0000-4000-8000-000000000004' },
    ]);
    const forged = await globex
      .from('outbox_receipts' as never)
      .insert({ user_id: MEMBER, op_id: crypto.randomUUID(), kind: 'x', answer: {} } as never);
    expect(forged.error).toMatchObject({ code: '42501' });
  });

  it('is not callable without signing in', async () => {
    const { error } = await (
      backend.anonClient() as unknown as { rpc(fn: string, args: unknown): Promise<{ error: unknown }> }
    ).rpc('apply_outbox_batch', { operations: [] });
    expect(error).not.toBeNull();
  });

  it('leaves the Globex submission alone when an Acme member names its form', async () => {
    const answers = await applyBatch(
      member,
      batchOf([
        operation(
          'submission/upsert',
          MEMBER,
          crypto.randomUUID(),
          { form_id: GLOBEX.form, answers: { q: 'x' }, status: 'draft' },
          at(11),
        ),
      ]),
    );
    expect(answers).toMatchObject([{ status: 'failed', code: '42501' }]);
  });
});
