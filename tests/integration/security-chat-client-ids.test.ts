/**
 * A chat message's client id only keeps one sender's replayed send from landing twice. Another
 * person who sends with an id someone already used (copied from a message they can read, or
 * guessed) gets their own message stored like any other: it is never silently dropped, and the
 * answer does not tell them that the id exists in some other team.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let acmeMember: TestClient;
let globexMember: TestClient;

type Answer = { id: string; status: string; row_id?: string; code?: string; replay?: boolean };

beforeAll(async () => {
  backend = await startTestBackend();
  acmeMember = await backend.signIn(ACCOUNTS.member.email);
  globexMember = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => {
  await backend?.close();
});

/** One chat send through the outbox's batch, as the app pushes it. */
async function send(client: TestClient, message: Record<string, unknown>, opId = randomUUID()): Promise<Answer> {
  const rpc = (client as unknown as { rpc(fn: string, args: unknown): Promise<{ data: Answer[]; error: unknown }> })
    .rpc;
  const { data, error } = await rpc.call(client, 'apply_outbox_batch', {
    operations: [{ id: opId, kind: 'chat-message/send', target: message.id, body: message }],
  });
  expect(error).toBeNull();
  return data[0]!;
}

describe('chat client ids are one sender’s own', () => {
  it("stores another sender's message whose client id is already taken elsewhere", async () => {
    const taken = randomUUID();
    const first = await send(acmeMember, {
      id: taken,
      client_id: taken,
      team_id: TEAM.alpha,
      session_id: SESSION_ID,
      sender_id: ACCOUNTS.member.userId,
      message: 'Ho finito il video',
    });
    expect(first).toMatchObject({ status: 'ok', row_id: taken });

    const own = randomUUID();
    const second = await send(globexMember, {
      id: own,
      client_id: taken,
      team_id: TEAM.orion,
      session_id: null,
      sender_id: ACCOUNTS.globex.userId,
      message: 'Buongiorno team',
    });
    expect(second).toMatchObject({ status: 'ok', row_id: own });
    const { rows } = await backend.db.query<{ message: string }>(
      'select message from public.team_chat_messages where id = $1',
      [own],
    );
    expect(rows).toEqual([{ message: 'Buongiorno team' }]);
  });

  it("still lands one sender's replayed send once", async () => {
    const id = randomUUID();
    const message = {
      id,
      client_id: id,
      team_id: TEAM.orion,
      session_id: null,
      sender_id: ACCOUNTS.globex.userId,
      message: 'Una volta',
    };
    expect(await send(globexMember, message)).toMatchObject({ status: 'ok', row_id: id });
    expect(await send(globexMember, message)).toMatchObject({ status: 'ok', row_id: id });
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.team_chat_messages where client_id = $1',
      [id],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});
