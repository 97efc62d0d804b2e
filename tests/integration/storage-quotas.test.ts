// What one user can store is bounded: a row written through the API has a size limit per table, a user
// holds a limited number of rows of each table they write, and all of a user's rows take at most 50 MiB.
// Each refusal is PostgREST's error with code PT413 (HTTP 413) and the figure. Before these limits, a member
// filled the disk with 900 KB outbox receipts at 6-9 MB/s, or with 1 MB receipts made of small arrays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, activityId, assessmentId, formId, SESSION_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { schedulePruning } from '../../server/db/pruning.ts';
import type { Json } from '../../src/backend/database.types.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
let memberToken: string;
const memberId = ACCOUNTS.member.userId;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(DEMO_ACCOUNTS.member);
  memberToken = (await member.auth.getSession()).data.session!.access_token;
});
afterAll(async () => backend?.close());

function asMember(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${memberToken}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
}

const receipt = (answer: Json) => ({ op_id: randomUUID(), kind: 'chat-message/send', answer });
const bigText = (bytes: number) => 'x'.repeat(bytes);

async function usage(table: string): Promise<{ rows: number; bytes: number }> {
  const { rows } = await backend.db.query<{ rows: number; bytes: number }>(
    'select row_count::int as rows, byte_count::int as bytes from private.storage_usage where user_id = $1 and table_name = $2',
    [memberId, table],
  );
  return rows[0] ?? { rows: 0, bytes: 0 };
}

async function countReceipts(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.outbox_receipts where user_id = $1',
    [memberId],
  );
  return rows[0]!.n;
}

describe('the size of one row', () => {
  it('refuses a 900 KB outbox receipt with 413 PT413, naming the limit, and stores nothing', async () => {
    const before = await countReceipts();
    const res = await asMember('/rest/v1/outbox_receipts', {
      method: 'POST',
      body: JSON.stringify(receipt({ pad: bigText(900_000) })),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { code: string; message: string; details: string; hint: string };
    expect(body).toMatchObject({ code: 'PT413', details: expect.stringMatching(/^limit 2048 bytes, row \d+ bytes$/) });
    expect(body.message).toMatch(
      /^row_too_large: a row of outbox_receipts may take at most 2048 bytes \(this one takes \d+\)$/,
    );
    expect(await countReceipts()).toBe(before);
  });

  it('counts a receipt made of small arrays by what it takes as jsonb, not by its text', async () => {
    // About 600 KB of JSON text that takes about 2.4 MB stored as jsonb.
    const answer = { items: Array.from({ length: 200_000 }, () => []) };
    const { error } = await member.from('outbox_receipts').insert(receipt(answer));
    expect(error).toMatchObject({
      code: 'PT413',
      message: expect.stringMatching(/^row_too_large: .* at most 2048 bytes \(this one takes (\d{7,})\)$/),
    });
  });

  it('still stores a receipt of the size the outbox writes', async () => {
    const { error } = await member
      .from('outbox_receipts')
      .insert(receipt({ id: randomUUID(), status: 'ok', row_id: randomUUID() }));
    expect(error).toBeNull();
  });

  it('refuses oversized answers, submissions, progress and profile texts', async () => {
    const { rows } = await backend.db.query<{ item_code: string }>(
      'select q.item_code from public.assessment_questions q join public.assessments a on a.template_id = q.template_id where a.id = $1 limit 1',
      [assessmentId(1)],
    );
    const code = rows[0]!.item_code;
    const refusals = await Promise.all([
      member
        .from('assessments')
        .update({ answers: { [code]: bigText(300_000) }, answer_times: { [code]: new Date().toISOString() } })
        .eq('id', assessmentId(1)),
      member
        .from('assignment_submissions')
        .insert({ form_id: formId(1), user_id: memberId, answers: { a: bigText(300_000) } }),
      member.from('user_activity_progress').upsert(
        {
          user_id: memberId,
          activity_id: activityId(1),
          session_id: SESSION_ID,
          status: 'in_progress',
          submission_data: { notes: bigText(70_000) },
        },
        { onConflict: 'user_id,activity_id,session_id' },
      ),
      member
        .from('profiles')
        .update({ job_description: bigText(20_000) })
        .eq('user_id', memberId),
    ]);
    for (const { error } of refusals)
      expect(error).toMatchObject({ code: 'PT413', message: expect.stringMatching(/^row_too_large: /) });
    const { rows: stored } = await backend.db.query<{ n: number }>(
      `select (select count(*) from public.assessments where id = $2 and answers::text like '%xxxxxxxxxx%')
        + (select count(*) from public.assignment_submissions where user_id = $1)
        + (select count(*) from public.profiles where user_id = $1 and length(coalesce(job_description, '')) > 10000) as n`,
      [memberId, assessmentId(1)],
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('answers an oversized operation of an outbox batch as failed with PT413, applying the others', async () => {
    const { data, error } = await member.rpc(
      'apply_outbox_batch' as never,
      {
        operations: [
          {
            id: randomUUID(),
            kind: 'submission/upsert',
            target: randomUUID(),
            body: { form_id: formId(1), user_id: memberId, answers: { a: bigText(300_000) } },
          },
          {
            id: randomUUID(),
            kind: 'chat-message/send',
            target: randomUUID(),
            body: {
              team_id: TEAM.alpha,
              session_id: SESSION_ID,
              sender_id: memberId,
              sender_role: 'member',
              message: 'ok',
            },
          },
        ],
      } as never,
    );
    expect(error).toBeNull();
    const answers = data as unknown as Array<{ status: string; code?: string; message?: string }>;
    expect(answers[0]).toMatchObject({
      status: 'failed',
      code: 'PT413',
      message: expect.stringMatching(/at most 262144 bytes/),
    });
    expect(answers[1]).toMatchObject({ status: 'ok' });
  });
});

describe('rows per user and bytes per user', () => {
  it('refuses user metadata merged past 16384 bytes (each update adds keys to what is stored)', async () => {
    const client = await backend.signIn(DEMO_ACCOUNTS.leader);
    expect((await client.auth.updateUser({ data: { first: bigText(10_000) } })).error).toBeNull();
    const { error } = await client.auth.updateUser({ data: { second: bigText(10_000) } });
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'User metadata may take at most 16384 bytes',
    });
    const { rows } = await backend.db.query<{ keys: string[] }>(
      `select array(select jsonb_object_keys(raw_user_meta_data)) as keys from auth.users where id = $1`,
      [ACCOUNTS.leader.userId],
    );
    expect(rows[0]!.keys).not.toContain('second');
  });

  it('keeps count of what a user stores, and frees it when they delete', async () => {
    const before = await usage('outbox_receipts');
    const rows = Array.from({ length: 3 }, () => receipt({ id: randomUUID(), status: 'ok' }));
    expect((await member.from('outbox_receipts').insert(rows)).error).toBeNull();
    const after = await usage('outbox_receipts');
    expect(after.rows).toBe(before.rows + 3);
    expect(after.bytes).toBeGreaterThan(before.bytes);
    expect(
      (
        await member
          .from('outbox_receipts')
          .delete()
          .in(
            'op_id',
            rows.map((r) => r.op_id),
          )
      ).error,
    ).toBeNull();
    expect(await usage('outbox_receipts')).toEqual(before);
  });

  it('refuses the receipt past 50000 of one user, then accepts one again after a delete', async () => {
    const held = (await usage('outbox_receipts')).rows;
    // A fixture: the member already holds 49,999 receipts (inserting them over HTTP would take minutes).
    await backend.db.query(
      'update private.storage_usage set row_count = 49999 where user_id = $1 and table_name = $2',
      [memberId, 'outbox_receipts'],
    );
    const last = receipt({ id: randomUUID(), status: 'ok' });
    expect((await member.from('outbox_receipts').insert(last)).error).toBeNull();
    const res = await asMember('/rest/v1/outbox_receipts', {
      method: 'POST',
      body: JSON.stringify(receipt({ id: randomUUID(), status: 'ok' })),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'PT413',
      message: 'storage_quota: a user may hold at most 50000 rows of outbox_receipts (you hold 50000)',
      details: 'limit 50000 rows',
    });
    expect((await member.from('outbox_receipts').delete().eq('op_id', last.op_id)).error).toBeNull();
    expect((await member.from('outbox_receipts').insert(receipt({ id: randomUUID(), status: 'ok' }))).error).toBeNull();
    await backend.db.query('update private.storage_usage set row_count = $3 where user_id = $1 and table_name = $2', [
      memberId,
      'outbox_receipts',
      held + 1,
    ]);
  });

  it("refuses a chat message past 50 MiB of a user's data in all, and not another user's", async () => {
    await backend.db.query(
      `insert into private.storage_usage (user_id, table_name, row_count, byte_count) values ($1, 'assignment_submissions', 0, 52428000)
       on conflict (user_id, table_name) do update set byte_count = 52428000`,
      [memberId],
    );
    const send = (client: TestClient, sender: string, team: string) =>
      client.from('team_chat_messages').insert({
        team_id: team,
        session_id: SESSION_ID,
        sender_id: sender,
        sender_role: 'member',
        message: bigText(1000),
      });
    const refused = await send(member, memberId, TEAM.alpha);
    expect(refused.error).toMatchObject({
      code: 'PT413',
      message: expect.stringMatching(
        /^storage_quota: a user's data may take at most 52428800 bytes \(this change would make it \d+\)$/,
      ),
    });
    await backend.db.query(
      `update private.storage_usage set byte_count = 0 where user_id = $1 and table_name = 'assignment_submissions'`,
      [memberId],
    );
    expect((await send(member, memberId, TEAM.alpha)).error).toBeNull();
  });

  it('refuses the 51st device report of one user', async () => {
    const reports = (await usage('device_sync_health')).rows;
    const rows = Array.from({ length: 50 - reports }, () => ({ installation_id: randomUUID(), user_id: memberId }));
    expect((await member.from('device_sync_health').insert(rows)).error).toBeNull();
    const { error } = await member
      .from('device_sync_health')
      .insert({ installation_id: randomUUID(), user_id: memberId });
    expect(error).toMatchObject({
      code: 'PT413',
      message: 'storage_quota: a user may hold at most 50 rows of device_sync_health (you hold 50)',
    });
  });
});

describe('pruning outbox receipts', () => {
  it('deletes receipts older than 90 days on the embedded timer, keeps newer ones, and frees their quota', async () => {
    const old = receipt({ id: randomUUID(), status: 'ok' });
    const recent = receipt({ id: randomUUID(), status: 'ok' });
    expect((await member.from('outbox_receipts').insert([old, recent])).error).toBeNull();
    await backend.db.query(
      `update public.outbox_receipts set created_at = now() - interval '91 days' where op_id = $1`,
      [old.op_id],
    );
    await backend.db.query(
      `update public.outbox_receipts set created_at = now() - interval '89 days' where op_id = $1`,
      [recent.op_id],
    );
    const before = await usage('outbox_receipts');

    const pruner = schedulePruning(backend.db, { firstDelayMs: 60_000 });
    const pruned = await pruner.runNow();
    await pruner.stop();

    expect(pruned).toBeGreaterThanOrEqual(1);
    const { rows } = await backend.db.query<{ op_id: string }>(
      'select op_id from public.outbox_receipts where op_id in ($1, $2)',
      [old.op_id, recent.op_id],
    );
    expect(rows.map((r) => r.op_id)).toEqual([recent.op_id]);
    expect((await usage('outbox_receipts')).rows).toBe(before.rows - pruned);
  });

  it('is not something a member can run', async () => {
    const res = await asMember('/rest/v1/rpc/prune_outbox_receipts', { method: 'POST', body: '{}' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const direct = await backend.db.query<{ ok: boolean }>(
      `select has_function_privilege('authenticated', 'private.prune_outbox_receipts(integer)', 'execute') as ok`,
    );
    expect(direct.rows[0]!.ok).toBe(false);
  });
});
