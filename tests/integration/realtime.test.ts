import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { ACCOUNTS, SESSION_ID, TEAM, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { subscribe, subscribeFailure } from './realtime-subscriber.ts';

// The team chat and the team's progress reach everyone on the screen without a reload,
// through supabase-js Realtime over the embedded backend's websocket; each subscriber receives
// only rows its role may select.

let backend: TestBackend;
const clients: TestClient[] = [];

async function signIn(email: string): Promise<TestClient> {
  const client = await backend.signIn(email);
  clients.push(client);
  return client;
}

async function post(
  client: TestClient,
  teamId: string,
  senderId: string,
  senderRole: 'member' | 'team_leader' | 'coach',
  message: string,
) {
  const { data, error } = await client
    .from('team_chat_messages')
    .insert({ team_id: teamId, sender_id: senderId, sender_role: senderRole, message })
    .select()
    .single();
  if (error) throw new Error(`posting to the chat failed: ${error.message}`);
  return data;
}

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await backend?.close();
});

describe('Realtime postgres_changes over the embedded backend', () => {
  test('the team leader, subscribed to the chat of team Alpha, receives the message a member posts', async () => {
    const leader = await signIn(DEMO_ACCOUNTS.leader);
    const member = await signIn(DEMO_ACCOUNTS.member);
    const chat = await subscribe(leader, 'team_chat_messages', { event: 'INSERT', filter: `team_id=eq.${TEAM.alpha}` });

    const posted = await post(member, TEAM.alpha, ACCOUNTS.member.userId, 'member', 'Video finito, passo alla fase 2.');

    const change = await chat.next();
    expect(change.eventType).toBe('INSERT');
    expect(change.table).toBe('team_chat_messages');
    expect(change.new).toMatchObject({
      id: posted.id,
      team_id: TEAM.alpha,
      sender_id: ACCOUNTS.member.userId,
      sender_role: 'member',
      message: 'Video finito, passo alla fase 2.',
    });
  });

  test('a Globex member subscribed to the whole chat table receives nothing from Acme', async () => {
    const acmeMember = await signIn(DEMO_ACCOUNTS.member);
    const globex = await signIn(DEMO_ACCOUNTS.globexMember);
    const chat = await subscribe(globex, 'team_chat_messages');

    await post(acmeMember, TEAM.alpha, ACCOUNTS.member.userId, 'member', 'Solo per Acme.');
    const own = await post(globex, TEAM.orion, ACCOUNTS.globex.userId, 'member', 'Ciao Orion.');

    // Changes are delivered in commit order, so had the Acme message reached Globex it would come first.
    const first = await chat.next();
    expect(first.new).toMatchObject({ id: own.id, team_id: TEAM.orion });
    expect(chat.received).toHaveLength(1);
  });

  test('a deleted message is announced only to those who could read it', async () => {
    const acmeMember = await signIn(DEMO_ACCOUNTS.member);
    const leader = await signIn(DEMO_ACCOUNTS.leader);
    const globex = await signIn(DEMO_ACCOUNTS.globexMember);
    const acmeMessage = await post(
      acmeMember,
      TEAM.alpha,
      ACCOUNTS.member.userId,
      'member',
      'Messaggio da cancellare.',
    );
    const globexMessage = await post(globex, TEAM.orion, ACCOUNTS.globex.userId, 'member', 'Anche questo.');
    const leaderDeletes = await subscribe(leader, 'team_chat_messages', { event: 'DELETE' });
    const globexDeletes = await subscribe(globex, 'team_chat_messages', { event: 'DELETE' });

    expect((await acmeMember.from('team_chat_messages').delete().eq('id', acmeMessage.id)).error).toBeNull();
    expect((await globex.from('team_chat_messages').delete().eq('id', globexMessage.id)).error).toBeNull();

    const leaderSaw = await leaderDeletes.next();
    expect(leaderSaw.eventType).toBe('DELETE');
    expect(leaderSaw.old).toEqual({ id: acmeMessage.id });
    const globexSaw = await globexDeletes.next();
    expect(globexSaw.old).toEqual({ id: globexMessage.id });
    expect(globexDeletes.received).toHaveLength(1);
  });

  test("the coach of the session receives a member's progress as it is saved", async () => {
    const coach = await signIn(DEMO_ACCOUNTS.coach);
    const member = await signIn(DEMO_ACCOUNTS.member);
    const progress = await subscribe(coach, 'user_activity_progress', { filter: `session_id=eq.${SESSION_ID}` });

    const { error } = await member.from('user_activity_progress').upsert(
      {
        user_id: ACCOUNTS.member.userId,
        activity_id: activityId(3),
        session_id: SESSION_ID,
        status: 'in_progress',
        completion_percentage: 40,
      },
      { onConflict: 'user_id,activity_id,session_id' },
    );
    expect(error).toBeNull();

    const change = await progress.next();
    expect(change.new).toMatchObject({
      user_id: ACCOUNTS.member.userId,
      activity_id: activityId(3),
      session_id: SESSION_ID,
      status: 'in_progress',
      completion_percentage: 40,
    });
  });

  test('a subscriber banned after joining receives nothing more: its channel is ended', async () => {
    const manager = await signIn(DEMO_ACCOUNTS.manager);
    const leader = await signIn(DEMO_ACCOUNTS.leader);
    let ended: (message: string) => void = () => undefined;
    const endedWith = new Promise<string>((resolve) => (ended = resolve));
    const chat = await subscribe(manager, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` });
    chat.channel.on('system', {}, (message: { status: string; message: string }) => {
      if (message.status === 'error') ended(message.message);
    });

    const { error } = await backend
      .serviceClient()
      .auth.admin.updateUserById(ACCOUNTS.manager.userId, { ban_duration: '24h' });
    expect(error).toBeNull();
    await post(leader, TEAM.alpha, ACCOUNTS.leader.userId, 'team_leader', 'Dopo il ban.');

    const outcome = await Promise.race([
      endedWith.then((reason) => ({ reason })),
      chat.next().then((change) => ({ change })),
    ]);
    expect(outcome).toEqual({ reason: expect.stringMatching(/banned/i) });
    expect(chat.received).toHaveLength(0);
  });

  test('a token not signed by this installation is refused at join', async () => {
    const member = await signIn(DEMO_ACCOUNTS.member);
    const forged = await new SignJWT({ role: 'authenticated', sub: ACCOUNTS.member.userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-installation-0123456789'));
    await member.realtime.setAuth(forged);

    const outcome = await subscribeFailure(member, 'team_chat_messages');
    expect(outcome.status).toBe('CHANNEL_ERROR');
    expect(outcome.message).toMatch(/JwtSignatureError/);
  });

  test('an expired token is refused at join', async () => {
    const member = await signIn(DEMO_ACCOUNTS.member);
    const expired = await new SignJWT({ role: 'authenticated', sub: ACCOUNTS.member.userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(backend.jwtSecret));
    await member.realtime.setAuth(expired);

    const outcome = await subscribeFailure(member, 'team_chat_messages');
    expect(outcome.status).toBe('CHANNEL_ERROR');
    expect(outcome.message).toMatch(/InvalidJWTExpiration/);
  });

  test('a table that is not enabled for Realtime is answered with a system error, as on Supabase', async () => {
    const member = await signIn(DEMO_ACCOUNTS.member);
    let systemError: (message: string) => void = () => undefined;
    const refused = new Promise<string>((resolve) => (systemError = resolve));
    const channel = member
      .channel('not-enabled')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'profiles' }, () => undefined)
      .on('system', {}, (message: { status: string; message: string }) => {
        if (message.status === 'error') systemError(message.message);
      });
    channel.subscribe();
    expect(await refused).toMatch(/profiles.*not enabled for Realtime/);
  });

  test('protocol 1.0.0 (JSON objects) answers the heartbeat on topic phoenix', async () => {
    const socket = new WebSocket(
      `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`,
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const reply = new Promise<unknown>((resolve) =>
      socket.once('message', (data: WebSocket.RawData) => resolve(JSON.parse(data.toString()))),
    );
    socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7', join_ref: null }));
    expect(await reply).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '7',
      join_ref: null,
    });
    socket.close();
  });

  test('a connection without an apikey, or with a foreign one, is refused', async () => {
    const socketUrl = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=2.0.0`;
    const handshakeStatus = (url: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          socket.close();
          reject(new Error('the websocket was accepted'));
        });
        socket.on('error', () => undefined);
      });
    const foreignKey = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-secret-of-this-installation-0123456789'));

    expect(await handshakeStatus(socketUrl)).toBe(401);
    expect(await handshakeStatus(`${socketUrl}&apikey=${foreignKey}`)).toBe(401);
    expect(await handshakeStatus(`${socketUrl}&apikey=${backend.anonKey}`).catch((error: Error) => error.message)).toBe(
      'the websocket was accepted',
    );
  });
});
