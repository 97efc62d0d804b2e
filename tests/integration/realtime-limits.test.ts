import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNTS, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { subscribe, subscribeFailure } from './realtime-subscriber.ts';
import { PhoenixSocket } from './realtime-socket.ts';
import {
  MAX_ANONYMOUS_CHANNELS_PER_ADDRESS,
  MAX_ANONYMOUS_SOCKETS_PER_ADDRESS,
  MAX_CHANNELS_PER_USER,
  MAX_SOCKETS,
  MAX_SOCKETS_PER_USER,
} from '../../server/realtime/limits.ts';

// The Realtime websocket is open to anyone holding the anon key, which the app embeds: no address and
// no user may take the sockets and channels everyone else needs, and anon may follow only what anon may read.

let backend: TestBackend;
const clients: TestClient[] = [];
let sockets: PhoenixSocket[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
});

afterEach(async () => {
  for (const socket of sockets) socket.close();
  sockets = [];
  for (const client of clients.splice(0)) await client.removeAllChannels();
  // The server forgets a closed socket once its close is read.
  await new Promise((resolve) => setTimeout(resolve, 200));
});

afterAll(async () => {
  await backend?.close();
});

async function signIn(email: string): Promise<TestClient> {
  const client = await backend.signIn(email);
  clients.push(client);
  return client;
}

async function accessToken(client: TestClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}

async function open(address?: string): Promise<PhoenixSocket> {
  const socket = await PhoenixSocket.open(backend.url, backend.anonKey, address);
  sockets.push(socket);
  return socket;
}

/** Opens a socket and reports the HTTP status it was refused with, or 101 if it was accepted. */
async function handshake(address?: string): Promise<number> {
  try {
    await open(address);
    return 101;
  } catch (error) {
    return Number(/HTTP (\d+)/.exec((error as Error).message)?.[1] ?? 0);
  }
}

async function postChat(client: TestClient, message: string) {
  const { data, error } = await client
    .from('team_chat_messages')
    .insert({ team_id: TEAM.alpha, sender_id: ACCOUNTS.member.userId, sender_role: 'member', message })
    .select()
    .single();
  if (error) throw new Error(`posting to the chat failed: ${error.message}`);
  return data;
}

const chatOfAlpha = { event: '*', schema: 'public', table: 'team_chat_messages', filter: `team_id=eq.${TEAM.alpha}` };

describe('Realtime limits per address and per user', () => {
  test('an anonymous address over its socket limit is refused while a signed-in member still connects and receives', async () => {
    for (let i = 0; i < MAX_ANONYMOUS_SOCKETS_PER_ADDRESS; i++) expect(await handshake('127.0.0.2')).toBe(101);
    expect(await handshake('127.0.0.2')).toBe(429);

    const member = await signIn(DEMO_ACCOUNTS.member);
    const chat = await subscribe(member, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` });
    const posted = await postChat(member, 'Ancora connesso.');
    expect((await chat.next()).new).toMatchObject({ id: posted.id });
  });

  test('when anonymous sockets hold every slot, a signed-in member still connects: the fullest address gives one up', async () => {
    const addresses = Math.ceil(MAX_SOCKETS / MAX_ANONYMOUS_SOCKETS_PER_ADDRESS);
    const held: PhoenixSocket[] = [];
    for (let a = 0; a < addresses && held.length < MAX_SOCKETS; a++) {
      const opened = await Promise.all(
        Array.from({ length: Math.min(MAX_ANONYMOUS_SOCKETS_PER_ADDRESS, MAX_SOCKETS - held.length) }, () =>
          open(`127.0.0.${a + 2}`),
        ),
      );
      held.push(...opened);
    }
    expect(held).toHaveLength(MAX_SOCKETS);

    const member = await signIn(DEMO_ACCOUNTS.member);
    const chat = await subscribe(member, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` });
    const posted = await postChat(member, 'Tutti i posti erano presi.');
    expect((await chat.next()).new).toMatchObject({ id: posted.id });
    expect(held.filter((socket) => !socket.open)).toHaveLength(1);
  });

  test('a user may hold only so many sockets: the next one is refused at join with ConnectionRateLimitReached', async () => {
    const token = await accessToken(await signIn(DEMO_ACCOUNTS.member));
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) {
      expect(await (await open()).join(`own-${i}`, [chatOfAlpha], token)).toEqual({ status: 'ok', reason: '' });
    }
    const refused = await (await open()).join('one-too-many', [chatOfAlpha], token);
    expect(refused).toEqual({ status: 'error', reason: expect.stringMatching(/^ConnectionRateLimitReached: /) });

    // Another user is not held back by it.
    const leaderToken = await accessToken(await signIn(DEMO_ACCOUNTS.leader));
    expect((await (await open()).join('leader', [chatOfAlpha], leaderToken)).status).toBe('ok');
  });

  test('a user may hold only so many channels over all their sockets: the next one is refused with ChannelRateLimitReached', async () => {
    const token = await accessToken(await signIn(DEMO_ACCOUNTS.member));
    const first = await open();
    const second = await open();
    const half = MAX_CHANNELS_PER_USER / 2;
    const joins = await Promise.all([
      ...Array.from({ length: half }, (_, i) => first.join(`a-${i}`, [chatOfAlpha], token)),
      ...Array.from({ length: half }, (_, i) => second.join(`b-${i}`, [chatOfAlpha], token)),
    ]);
    expect(joins.every((join) => join.status === 'ok')).toBe(true);

    expect(await second.join('one-too-many', [chatOfAlpha], token)).toEqual({
      status: 'error',
      reason: expect.stringMatching(/^ChannelRateLimitReached: /),
    });
  });

  test('an address may hold only so many anonymous channels over all its sockets', async () => {
    const first = await open('127.0.0.3');
    const second = await open('127.0.0.3');
    const half = MAX_ANONYMOUS_CHANNELS_PER_ADDRESS / 2;
    // Channels without postgres_changes (broadcast or presence only), which anon may join.
    const joins = await Promise.all([
      ...Array.from({ length: half }, (_, i) => first.join(`a-${i}`, [])),
      ...Array.from({ length: half }, (_, i) => second.join(`b-${i}`, [])),
    ]);
    expect(joins.every((join) => join.status === 'ok')).toBe(true);

    expect(await second.join('one-too-many', [])).toEqual({
      status: 'error',
      reason: expect.stringMatching(/^ChannelRateLimitReached: /),
    });
  });
});

describe('Realtime joins follow what the role may read', () => {
  test('anon may not subscribe to a table anon cannot select: refused at join as Unauthorized', async () => {
    for (const table of ['team_chat_messages', 'user_activity_progress', 'notifications']) {
      const outcome = await subscribeFailure(backend.anonClient(), table);
      expect(outcome.status).toBe('CHANNEL_ERROR');
      expect(outcome.message).toMatch(new RegExp(`Unauthorized: .*${table}`));
    }
  });

  test('a raw anonymous join on the chat is refused with the reason, and no channel is held', async () => {
    const socket = await open();
    expect(await socket.join('chat', [chatOfAlpha])).toEqual({
      status: 'error',
      reason: expect.stringMatching(/^Unauthorized: /),
    });
  });
});
