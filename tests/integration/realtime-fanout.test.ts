import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { realtimeStats } from '../../server/realtime/stats.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { subscribe, type Subscription } from './realtime-subscriber.ts';
import { PhoenixSocket } from './realtime-socket.ts';

// PGlite runs on one thread: what one change costs the Realtime change feed must not grow with the
// channels of other tables or of filters the row does not meet, nor with a user's number of channels.
// It is read back once per user who could see it, and reaches exactly the channels allowed to see it.

let backend: TestBackend;
const clients: TestClient[] = [];
const sockets: PhoenixSocket[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const client of clients.splice(0)) await client.removeAllChannels();
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

/** Joins `count` channels on one bare socket with the user's token; every join must succeed. */
async function holdChannels(token: string, count: number, binding: Record<string, string>): Promise<void> {
  const socket = await PhoenixSocket.open(backend.url, backend.anonKey);
  sockets.push(socket);
  const joins = await Promise.all(
    Array.from({ length: count }, (_, i) => socket.join(`held-${sockets.length}-${i}`, [binding], token)),
  );
  expect(joins.filter((join) => join.status !== 'ok')).toEqual([]);
}

async function post(client: TestClient, teamId: string, senderId: string, message: string) {
  const { data, error } = await client
    .from('team_chat_messages')
    .insert({ team_id: teamId, sender_id: senderId, sender_role: 'member', message })
    .select()
    .single();
  if (error) throw new Error(`posting to the chat failed: ${error.message}`);
  return data;
}

/** What the feed did for one message posted by `client`, once `arrival` has it. */
async function costOf(
  client: TestClient,
  arrival: Subscription,
): Promise<{ readBacks: number; readBackCalls: number; matchStatements: number }> {
  const before = { ...realtimeStats };
  const posted = await post(client, TEAM.alpha, ACCOUNTS.member.userId, 'Quanto costa?');
  expect((await arrival.next()).new).toMatchObject({ id: posted.id });
  // The feed counts a change once it has been sent to every channel.
  while (realtimeStats.changes === before.changes) await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    readBacks: realtimeStats.readBacks - before.readBacks,
    readBackCalls: realtimeStats.readBackCalls - before.readBackCalls,
    matchStatements: realtimeStats.matchStatements - before.matchStatements,
  };
}

const chat = { event: '*', schema: 'public', table: 'team_chat_messages' };

describe('Realtime fan-out cost', () => {
  test('the statements per change stay the same as channels of other tables and of filters the row does not meet are added', async () => {
    const member = await signIn(DEMO_ACCOUNTS.member);
    const leader = await signIn(DEMO_ACCOUNTS.leader);
    const arrival = await subscribe(leader, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` });
    const alone = await costOf(member, arrival);
    expect(alone.readBacks).toBe(1);

    const manager = await accessToken(await signIn(DEMO_ACCOUNTS.manager));
    const coach = await accessToken(await signIn(DEMO_ACCOUNTS.coach));
    const globex = await accessToken(await signIn(DEMO_ACCOUNTS.globexMember));
    await holdChannels(manager, 40, { ...chat, filter: `team_id=eq.${TEAM.beta}` });
    await holdChannels(globex, 40, { ...chat, filter: `team_id=in.(${TEAM.orion},${TEAM.beta})` });
    await holdChannels(coach, 40, {
      event: '*',
      schema: 'public',
      table: 'user_activity_progress',
      filter: `session_id=eq.${SESSION_ID}`,
    });
    await holdChannels(manager, 40, { event: '*', schema: 'public', table: 'notifications' });

    expect(await costOf(member, arrival)).toEqual(alone);
  });

  test("a user's many channels that see the change cost one read-back, and each still receives it", async () => {
    const member = await signIn(DEMO_ACCOUNTS.member);
    const leader = await signIn(DEMO_ACCOUNTS.leader);
    const channels = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(leader, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` })),
    );
    const first = channels[0] as Subscription;

    expect((await costOf(member, first)).readBacks).toBe(1);
    // Each channel's first change is the one message (the first channel's was taken by costOf).
    const received = await Promise.all(channels.slice(1).map((channel) => channel.next()));
    const ids = new Set([first.received[0], ...received].map((change) => (change?.new as { id: string }).id));
    expect(ids.size).toBe(1);

    // A second user who may see it is one more read-back.
    const manager = await signIn(DEMO_ACCOUNTS.manager);
    await subscribe(manager, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` });
    expect((await costOf(member, first)).readBacks).toBe(2);
  });

  test('the users who may see a change are read back together, in one database call', async () => {
    const member = await signIn(DEMO_ACCOUNTS.member);
    const leader = await signIn(DEMO_ACCOUNTS.leader);
    const globex = await signIn(DEMO_ACCOUNTS.globexMember);
    const alpha = { filter: `team_id=eq.${TEAM.alpha}` };
    const arrival = await subscribe(leader, 'team_chat_messages', alpha);
    const manager = await subscribe(await signIn(DEMO_ACCOUNTS.manager), 'team_chat_messages', alpha);
    const globexAlpha = await subscribe(globex, 'team_chat_messages', alpha);
    const globexAll = await subscribe(globex, 'team_chat_messages');
    const cost = await costOf(member, arrival);
    expect(cost).toMatchObject({ readBacks: 3, readBackCalls: 1 });
    // Read together, each through its own eyes: Alpha's manager receives it, Globex's member does not
    // (its own team's message, posted after, arrives on the same socket once everything before it has).
    expect((await manager.next()).new).toMatchObject({ message: 'Quanto costa?' });
    await post(globex, TEAM.orion, ACCOUNTS.globex.userId, 'Segnale Globex.');
    expect((await globexAll.next()).new).toMatchObject({ message: 'Segnale Globex.' });
    expect(globexAlpha.received).toEqual([]);
  });
});

describe('Realtime delivery after grouping', () => {
  test('a change reaches exactly the channels whose role may see it and whose filter it meets', async () => {
    const member = await signIn(DEMO_ACCOUNTS.member);
    const leader = await signIn(DEMO_ACCOUNTS.leader);
    const manager = await signIn(DEMO_ACCOUNTS.manager);
    const globex = await signIn(DEMO_ACCOUNTS.globexMember);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const seen = {
      leaderAlpha: await subscribe(leader, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` }),
      leaderBeta: await subscribe(leader, 'team_chat_messages', { filter: `team_id=eq.${TEAM.beta}` }),
      leaderIn: await subscribe(leader, 'team_chat_messages', { filter: `team_id=in.(${TEAM.beta},${TEAM.alpha})` }),
      leaderRecent: await subscribe(leader, 'team_chat_messages', { filter: `created_at=gt.${past}` }),
      leaderFuture: await subscribe(leader, 'team_chat_messages', { filter: `created_at=gt.${future}` }),
      leaderBoth: await subscribe(leader, 'team_chat_messages', {
        filter: `team_id=eq.${TEAM.alpha},created_at=gt.${past}`,
      }),
      leaderNotBoth: await subscribe(leader, 'team_chat_messages', {
        filter: `team_id=eq.${TEAM.alpha},created_at=gt.${future}`,
      }),
      leaderNotMember: await subscribe(leader, 'team_chat_messages', {
        filter: `sender_id=neq.${ACCOUNTS.member.userId}`,
      }),
      leaderDeletes: await subscribe(leader, 'team_chat_messages', { event: 'DELETE' }),
      managerAll: await subscribe(manager, 'team_chat_messages'),
      globexAll: await subscribe(globex, 'team_chat_messages'),
      globexAlpha: await subscribe(globex, 'team_chat_messages', { filter: `team_id=eq.${TEAM.alpha}` }),
      leaderAll: await subscribe(leader, 'team_chat_messages'),
    };

    const posted = await post(member, TEAM.alpha, ACCOUNTS.member.userId, 'Chi lo riceve?');
    // Markers posted after it: once a user's unfiltered channel has its marker, every earlier push to that socket has arrived.
    await post(member, TEAM.alpha, ACCOUNTS.member.userId, 'Segnale Acme.');
    await post(globex, TEAM.orion, ACCOUNTS.globex.userId, 'Segnale Globex.');
    await seen.leaderAll.next();
    await seen.leaderAll.next();
    await seen.managerAll.next();
    await seen.managerAll.next();
    await seen.globexAll.next();

    const got = (subscription: Subscription) =>
      subscription.received.some((change) => (change.new as { id?: string }).id === posted.id);
    expect(Object.fromEntries(Object.entries(seen).map(([name, subscription]) => [name, got(subscription)]))).toEqual({
      leaderAlpha: true,
      leaderBeta: false,
      leaderIn: true,
      leaderRecent: true,
      leaderFuture: false,
      leaderBoth: true,
      leaderNotBoth: false,
      leaderNotMember: false,
      leaderDeletes: false,
      managerAll: true,
      globexAll: false,
      globexAlpha: false,
      leaderAll: true,
    });
    expect(seen.leaderAlpha.received[0]?.new).toMatchObject({
      id: posted.id,
      team_id: TEAM.alpha,
      message: 'Chi lo riceve?',
    });
  });
});
