import 'fake-indexeddb/auto';
/**
 * The team chat as the app sends and receives it, over HTTP against the embedded backend:
 * a message queued offline is pushed by the app's own outbox transport and lands exactly once however
 * often the entry is replayed; the leader's screen receives it through Realtime into the device copy;
 * a Globex member can neither post in nor read Acme's chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { OfflineDb } from '../../src/offline/store/db.ts';
import { readChatMessages } from '../../src/offline/chat/reads.ts';
import { readTeamProgress } from '../../src/offline/coaching/team-progress.ts';
import { commit } from '../../src/offline/outbox/commit.ts';
import { newOperation } from '../../src/offline/outbox/validate.ts';
import { createSupabaseTransport } from '../../src/offline/sync/transport.ts';
import { refreshChat, subscribeTeamLive, type LiveStatus } from '../../src/features/coaching/team-coaching/api.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
let leader: TestClient;
let globex: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
  leader = await backend.signIn(ACCOUNTS.leader.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => {
  for (const client of [member, leader, globex]) await client?.removeAllChannels();
  await backend?.close();
});

/** Queues a chat message on a fresh device of `ownerId`; resolves to the device and its outbox entry. */
async function queueMessage(ownerId: string, message: string, teamId: string = TEAM.alpha) {
  const db = new OfflineDb(`chat-${crypto.randomUUID()}`);
  const op = newOperation('chat-message/send', {
    target: crypto.randomUUID(),
    ownerId,
    payload: { team_id: teamId, session_id: SESSION_ID, message, sender_role: 'member' },
  });
  await commit(op, db);
  const entry = (await db.outbox.toArray())[0]!;
  return { db, op, entry };
}

const storedWithClientId = async (clientId: string) => {
  const { data, error } = await backend
    .serviceClient()
    .from('team_chat_messages')
    .select('id, sender_role, created_at')
    .eq('client_id', clientId);
  expect(error).toBeNull();
  return data ?? [];
};

describe('the team chat through the outbox', () => {
  it('lands a queued message exactly once, under the role the database gives, with the time it was sent', async () => {
    const { op, entry } = await queueMessage(ACCOUNTS.member.userId, 'Messaggio scritto offline');
    const push = createSupabaseTransport(member);
    expect(await push(entry)).toEqual({ ok: true });
    expect(await push(entry)).toEqual({ ok: true }); // replayed: the answer was lost, the outbox sends it again
    const rows = await storedWithClientId(op.target);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: op.target, sender_role: 'member' });
    expect(Date.parse(rows[0]!.created_at)).toBe(Date.parse(op.actedAt));
  });

  it("reaches the leader's device through Realtime while the sender's copy shows it pending until sent", async () => {
    const statuses: LiveStatus[] = [];
    const joined = new Promise<void>((resolve) => {
      const stop = subscribeTeamLive(
        leader as unknown as BackendClient,
        ACCOUNTS.leader.userId,
        { teamId: TEAM.alpha, sessionId: SESSION_ID },
        (status) => {
          statuses.push(status);
          if (status === 'live') resolve();
        },
      );
      afterAll(stop);
    });
    await joined;
    // subscribeTeamLive writes to the app's device database (getOfflineDb), read below as the leader's
    const { db, op, entry } = await queueMessage(ACCOUNTS.member.userId, 'Arriva in tempo reale?');
    expect(await readChatMessages(ACCOUNTS.member.userId, TEAM.alpha, SESSION_ID, db)).toMatchObject([
      { id: op.target, pending: true },
    ]);
    expect(await createSupabaseTransport(member)(entry)).toEqual({ ok: true });

    await expect
      .poll(async () => (await readChatMessages(ACCOUNTS.leader.userId, TEAM.alpha, SESSION_ID)).map((m) => m.id), {
        timeout: 10_000,
      })
      .toContain(op.target);
    const received = (await readChatMessages(ACCOUNTS.leader.userId, TEAM.alpha, SESSION_ID)).find(
      (m) => m.id === op.target,
    );
    expect(received).toMatchObject({
      sender_id: ACCOUNTS.member.userId,
      sender_role: 'member',
      message: 'Arriva in tempo reale?',
      pending: false,
    });
    expect(statuses).toContain('live');
    await db.outbox.clear(); // what the engine does once the push succeeded
    expect(await readChatMessages(ACCOUNTS.member.userId, TEAM.alpha, SESSION_ID, db)).toMatchObject([
      { id: op.target, pending: false },
    ]);
  });

  it("brings a member's progress, pushed by the outbox, to the leader's device through Realtime", async () => {
    const joined = new Promise<void>((resolve) => {
      const stop = subscribeTeamLive(
        leader as unknown as BackendClient,
        ACCOUNTS.leader.userId,
        { teamId: TEAM.alpha, sessionId: SESSION_ID },
        (status) => status === 'live' && resolve(),
      );
      afterAll(stop);
    });
    await joined;
    const db = new OfflineDb(`progress-${crypto.randomUUID()}`);
    const activity = activityId(4);
    await commit(
      newOperation('progress/upsert', {
        target: `${SESSION_ID}/${activity}`,
        ownerId: ACCOUNTS.member.userId,
        payload: { session_id: SESSION_ID, activity_id: activity, status: 'completed' },
      }),
      db,
    );
    expect(await createSupabaseTransport(member)((await db.outbox.toArray())[0]!)).toEqual({ ok: true });

    await expect
      .poll(
        async () =>
          (await readTeamProgress(ACCOUNTS.leader.userId, SESSION_ID)).find(
            (row) => row.user_id === ACCOUNTS.member.userId && row.activity_id === activity,
          )?.status,
        { timeout: 10_000 },
      )
      .toBe('completed');
  });

  it("refuses a Globex member's message to Acme's team and gives them nothing of Acme's chat", async () => {
    const { op, entry } = await queueMessage(ACCOUNTS.globex.userId, 'Ciao Alpha da Globex');
    const outcome = await createSupabaseTransport(globex)(entry);
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
    expect(await storedWithClientId(op.target)).toEqual([]);

    await refreshChat(globex as unknown as BackendClient, ACCOUNTS.globex.userId, TEAM.alpha);
    expect(await readChatMessages(ACCOUNTS.globex.userId, TEAM.alpha)).toEqual([]);
    // the member of Acme does read the seeded chat the same way
    await refreshChat(member as unknown as BackendClient, ACCOUNTS.member.userId, TEAM.alpha);
    expect((await readChatMessages(ACCOUNTS.member.userId, TEAM.alpha)).length).toBeGreaterThanOrEqual(3);
  });
});
