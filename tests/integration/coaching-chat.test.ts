/**
 * Team chat over HTTP: the database sets the sender's role, a message posted with a
 * client id lands exactly once however often the offline outbox replays it (upsert on the sender and client id,
 * ignoring duplicates), a Globex member neither reads nor posts in Acme's chat, and an @mention
 * notifies the person mentioned.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
let leader: TestClient;
let coach: TestClient;
let globex: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
  leader = await backend.signIn(ACCOUNTS.leader.email);
  coach = await backend.signIn(ACCOUNTS.coach.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => backend?.close());

interface ChatRow {
  id: string;
  sender_role: string;
  client_id: string | null;
  message: string;
}
/** What the app's outbox sends for a chat message: no sender_role, its client id, duplicates ignored. */
async function send(
  client: TestClient,
  message: string,
  clientId: string,
  teamId: string = TEAM.alpha,
  sessionId: string | null = SESSION_ID,
) {
  const { data } = await client.auth.getUser();
  // client_id is cast: src/backend/database.types.ts is regenerated (npm run gen:types) by the lead.
  const row = {
    team_id: teamId,
    session_id: sessionId,
    sender_id: data.user!.id,
    message,
    client_id: clientId,
  } as never;
  return client
    .from('team_chat_messages')
    .upsert(row, { onConflict: 'sender_id,client_id', ignoreDuplicates: true })
    .select('id, sender_role, client_id, message');
}

describe('team chat', () => {
  it("stores a member's message once, under the role the database gives the sender, however often it is replayed", async () => {
    const clientId = randomUUID();
    const first = await send(member, 'Ho finito il video!', clientId);
    expect(first.error).toBeNull();
    expect(first.data as unknown as ChatRow[]).toEqual([
      { id: expect.any(String), sender_role: 'member', client_id: clientId, message: 'Ho finito il video!' },
    ]);
    const replay = await send(member, 'Ho finito il video!', clientId);
    expect(replay.error).toBeNull();
    expect(replay.data).toEqual([]);
    const { data } = await leader
      .from('team_chat_messages')
      .select('id, sender_role')
      .eq('client_id' as never, clientId);
    expect(data).toEqual([{ id: (first.data as unknown as ChatRow[])[0]!.id, sender_role: 'member' }]);
  });

  it('gives the leader and the coach their own roles', async () => {
    expect(((await send(leader, 'Ottimo lavoro', randomUUID())).data as unknown as ChatRow[])[0]?.sender_role).toBe(
      'team_leader',
    );
    expect(((await send(coach, 'Ci vediamo giovedì', randomUUID())).data as unknown as ChatRow[])[0]?.sender_role).toBe(
      'coach',
    );
  });

  it('refuses a member posing as the coach', async () => {
    const { data: user } = await member.auth.getUser();
    const posing = await member.from('team_chat_messages').insert({
      team_id: TEAM.alpha,
      session_id: SESSION_ID,
      sender_id: user.user!.id,
      sender_role: 'coach',
      message: 'Sono il coach',
    });
    expect(posing.error?.code).toBe('42501');
  });

  it("lets a Globex member neither read nor post in Acme's team chat", async () => {
    expect((await globex.from('team_chat_messages').select('id').eq('team_id', TEAM.alpha)).data).toEqual([]);
    expect((await globex.from('team_chat_messages').select('id').eq('id', seedId('90000000', 1))).data).toEqual([]);
    const post = await send(globex, 'Ciao Alpha', randomUUID());
    expect(post.error?.code).toBe('42501');
    const withoutSession = await send(globex, 'Ciao Alpha', randomUUID(), TEAM.alpha, null);
    expect(withoutSession.error?.code).toBe('42501');
    const { count } = await backend
      .serviceClient()
      .from('team_chat_messages')
      .select('id', { count: 'exact', head: true })
      .eq('message', 'Ciao Alpha');
    expect(count).toBe(0);
  });

  it('notifies the person an @mention names, who reads it among their notifications', async () => {
    expect((await send(member, '@Laura puoi guardare la mia mission?', randomUUID())).error).toBeNull();
    const { data } = await leader
      .from('notifications')
      .select('title, message, notification_type, priority, link')
      .eq('notification_type', 'chat_mention');
    expect(data).toEqual([
      {
        title: 'Sei stato menzionato nella chat del team',
        message: 'Mario Russo: @Laura puoi guardare la mia mission?',
        notification_type: 'chat_mention',
        priority: 'high',
        link: `/user/coaching/session/${SESSION_ID}`,
      },
    ]);
    expect((await member.from('notifications').select('id').eq('notification_type', 'chat_mention')).data).toEqual([]);
  });
});
