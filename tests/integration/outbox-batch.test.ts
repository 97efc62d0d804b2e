import 'fake-indexeddb/auto';
/**
 * The batched push over HTTP against the embedded backend: public.apply_outbox_batch
 * applies an ordered list of outbox operations in one transaction and answers per operation, with
 * the guarantees of the per-operation writes: order, per-question merge, finality, progress never
 * going back, a replay (even of an insert) answered from its receipt with no second effect, and a
 * refused operation failing alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId, assessmentId, formId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { applyBatch, at, batchOf, operation, statuses } from './outbox-batch-support.ts';
import { AUDIT_SQL } from './sync-harness.ts';

const MEMBER = ACCOUNTS.member.userId;
const TPM = assessmentId(1);
const LEADERSHIP = assessmentId(2);
let backend: TestBackend;
let member: TestClient;
let admin: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(AUDIT_SQL);
  await backend.db.exec(
    `create trigger zz_sync_audit after insert or update on public.team_chat_messages for each row execute function public.sync_audit_row();`,
  );
  await backend.reloadSchema();
  member = await backend.signIn(ACCOUNTS.member.email);
  admin = backend.serviceClient();
});
afterAll(async () => {
  await backend?.close();
});

const writes = async (table: string, rowId: string): Promise<number> =>
  (
    await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.sync_audit where tbl = $1 and row_id = $2',
      [table, rowId],
    )
  ).rows[0]!.n;

async function assessment(id: string) {
  const { data, error } = await admin
    .from('assessments')
    .select('answers, answer_times, score, completed_at')
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  return data as {
    answers: Record<string, string>;
    answer_times: Record<string, string>;
    score: number | null;
    completed_at: string | null;
  };
}

const save = (target: string, answers: Record<string, string>, minute: number) =>
  operation('assessment/save-partial', MEMBER, target, { answers }, at(minute));
const progress = (activity: number, status: 'in_progress' | 'completed' | 'not_started', minute: number) =>
  operation(
    'progress/upsert',
    MEMBER,
    `${SESSION_ID}/${activityId(activity)}`,
    { session_id: SESSION_ID, activity_id: activityId(activity), status },
    at(minute),
  );

describe('apply_outbox_batch', () => {
  it('applies the operations in the order sent and merges answers per question, the later action winning', async () => {
    const ops = [
      save(TPM, { TPM_01: '1', TPM_02: '2' }, 10),
      save(TPM, { TPM_01: '5' }, 12),
      save(TPM, { TPM_02: '4' }, 11),
      save(TPM, { TPM_01: '3' }, 9),
    ];
    const answers = await applyBatch(member, batchOf(ops));
    expect(answers).toEqual(ops.map((op) => ({ id: op.id, status: 'ok', row_id: TPM })));
    const row = await assessment(TPM);
    expect(row.answers).toMatchObject({ TPM_01: '5', TPM_02: '4' });
    expect(row.answer_times).toMatchObject({ TPM_01: at(12), TPM_02: at(11) });
    // consecutive partial saves of one assessment reach the table as one merged write
    expect(await writes('assessments', TPM)).toBe(1);
  });

  it('applies a run of partial saves one by one when one of them is refused, failing only that one', async () => {
    const ops = [
      save(TPM, { TPM_05: '1' }, 13),
      save(TPM, { NOT_A_QUESTION: '1' }, 14),
      save(TPM, { TPM_05: '2' }, 15),
    ];
    const answers = await applyBatch(member, batchOf(ops));
    expect(statuses(answers)).toEqual(['ok', 'failed', 'ok']);
    const row = await assessment(TPM);
    expect(row.answers).toMatchObject({ TPM_05: '2' });
    expect(row.answers).not.toHaveProperty('NOT_A_QUESTION');
    expect(row.answer_times).toMatchObject({ TPM_05: at(15) });
  });

  it('keeps a completion final: a partial save after it in the same batch fails alone, with assessment_completed', async () => {
    const done = operation('assessment/complete', MEMBER, LEADERSHIP, { answers: { LEAD_01: '4' }, score: 80 }, at(20));
    const late = save(LEADERSHIP, { LEAD_01: '1' }, 21);
    const chat = operation(
      'chat-message/send',
      MEMBER,
      crypto.randomUUID(),
      { team_id: TEAM.alpha, session_id: SESSION_ID, message: 'dopo', sender_role: 'member' },
      at(22),
    );
    const answers = await applyBatch(member, batchOf([done, late, chat]));
    expect(statuses(answers)).toEqual(['ok', 'failed', 'ok']);
    expect(answers[1]).toMatchObject({ code: '23514', message: expect.stringMatching(/^assessment_completed:/) });
    expect(await assessment(LEADERSHIP)).toMatchObject({
      answers: { LEAD_01: '4' },
      score: 80,
      completed_at: expect.any(String),
    });
    expect(Date.parse((await assessment(LEADERSHIP)).completed_at!)).toBe(Date.parse(at(20)));
  });

  it('never takes progress back from completed, nor lets an older action overwrite a newer one', async () => {
    const answers = await applyBatch(
      member,
      batchOf([progress(5, 'completed', 30), progress(5, 'in_progress', 31), progress(5, 'not_started', 29)]),
    );
    expect(statuses(answers)).toEqual(['ok', 'ok', 'ok']);
    const { data } = await admin
      .from('user_activity_progress')
      .select('status, completion_percentage')
      .eq('user_id', MEMBER)
      .eq('activity_id', activityId(5));
    expect(data).toEqual([{ status: 'completed', completion_percentage: 100 }]);
  });

  it('answers a replayed batch from the receipts, with no second write, for every kind', async () => {
    const chatId = crypto.randomUUID();
    const submissionId = crypto.randomUUID();
    const ops = [
      save(TPM, { TPM_03: '2' }, 40),
      progress(6, 'in_progress', 41),
      operation(
        'submission/upsert',
        MEMBER,
        submissionId,
        { form_id: formId(1), answers: { q: 'bozza' }, status: 'draft' },
        at(42),
      ),
      operation(
        'chat-message/send',
        MEMBER,
        chatId,
        { team_id: TEAM.alpha, session_id: SESSION_ID, message: 'una volta sola', sender_role: 'member' },
        at(43),
      ),
      operation(
        'suggestion/set-status',
        MEMBER,
        '81000000-0000-4000-8000-000000000002',
        { status: 'rejected' },
        at(44),
      ),
      operation('notification/mark-read', MEMBER, '91000000-0000-4000-8000-000000000002', {}, at(45)),
    ];
    const batch = batchOf(ops);
    const first = await applyBatch(member, batch);
    expect(statuses(first)).toEqual(ops.map(() => 'ok'));
    const before = {
      assessment: await writes('assessments', TPM),
      submission: await writes('assignment_submissions', submissionId),
      chat: await writes('team_chat_messages', chatId),
    };
    const replay = await applyBatch(member, batch);
    expect(replay).toEqual(first.map((answer) => ({ ...answer, replay: true })));
    expect(await writes('assessments', TPM)).toBe(before.assessment);
    expect(await writes('assignment_submissions', submissionId)).toBe(before.submission);
    expect(await writes('team_chat_messages', chatId)).toBe(1);
    const { data: progressRows } = await admin
      .from('user_activity_progress')
      .select('id')
      .eq('user_id', MEMBER)
      .eq('activity_id', activityId(6));
    expect(await writes('user_activity_progress', progressRows![0]!.id)).toBe(1);
    const { data: messages } = await admin.from('team_chat_messages').select('id').eq('client_id', chatId);
    expect(messages).toHaveLength(1);
  });

  it('fails only the refused operation in the middle of a batch; the others apply', async () => {
    const before = await applyBatch(member, batchOf([progress(7, 'in_progress', 50)]));
    expect(statuses(before)).toEqual(['ok']);
    const missing = operation('suggestion/set-status', MEMBER, crypto.randomUUID(), { status: 'accepted' }, at(51));
    const badChat = operation(
      'chat-message/send',
      MEMBER,
      crypto.randomUUID(),
      { team_id: TEAM.alpha, session_id: SESSION_ID, message: '   ', sender_role: 'member' },
      at(52),
    );
    const ops = [save(TPM, { TPM_04: '3' }, 53), missing, badChat, progress(7, 'completed', 54)];
    const answers = await applyBatch(member, batchOf(ops));
    expect(statuses(answers)).toEqual(['ok', 'failed', 'failed', 'ok']);
    expect(answers[1]).toMatchObject({ id: missing.id, code: 'PGRST116' });
    expect(answers[2]).toMatchObject({ id: badChat.id, code: '23514' });
    expect((await assessment(TPM)).answers).toMatchObject({ TPM_04: '3' });
    const { data } = await admin
      .from('user_activity_progress')
      .select('status')
      .eq('user_id', MEMBER)
      .eq('activity_id', activityId(7));
    expect(data).toEqual([{ status: 'completed' }]);
    // a failed operation leaves no receipt: sent again after a fix, it applies
    const { data: receipts } = await member
      .from('outbox_receipts' as never)
      .select('op_id')
      .in('op_id', [missing.id, badChat.id]);
    expect(receipts).toEqual([]);
  });

  it("forgets the caller's receipts older than 90 days, and only those", async () => {
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await backend.db.query(
      `insert into public.outbox_receipts (user_id, op_id, kind, answer, created_at) values
      ($1, $2, 'chat-message/send', '{}', now() - interval '91 days'), ($1, $3, 'chat-message/send', '{}', now() - interval '89 days')`,
      [MEMBER, old, recent],
    );
    expect(await applyBatch(member, [])).toEqual([]);
    const { rows } = await backend.db.query<{ op_id: string }>(
      'select op_id from public.outbox_receipts where op_id = any($1::uuid[])',
      [[old, recent]],
    );
    expect(rows.map((row) => row.op_id)).toEqual([recent]);
  });

  it('refuses a batch that is not an array, and one of more than 1000 operations', async () => {
    const call = (operations: unknown) =>
      (member as unknown as { rpc(fn: string, args: unknown): Promise<{ error: { code: string } | null }> }).rpc(
        'apply_outbox_batch',
        { operations },
      );
    expect((await call({ id: 'x' })).error).toMatchObject({ code: '22023' });
    expect((await call(Array.from({ length: 1001 }, () => ({})))).error).toMatchObject({ code: '54000' });
  });
});
