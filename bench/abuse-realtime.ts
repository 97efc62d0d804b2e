// The Realtime attacks against the embedded backend, measured: many sockets and channels held open, then
// one member's chat message, and how long a `/health` sent meanwhile waits (PGlite runs on one thread, so
// a change read back once per channel stops everyone). `bench/abuse.ts` runs it; `npx tsx
// bench/abuse-realtime.ts` runs it alone. Everything stays on this machine (127.0.0.x) and is bounded in
// count and time. It measures and prints; it does not pass or fail.
import { pathToFileURL } from 'node:url';
import { startBackend, type Backend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { TEAM, ACCOUNTS } from '../supabase/tests/support/demo-ids.ts';
import { PhoenixSocket } from '../tests/integration/realtime-socket.ts';

export interface RealtimeAbuseResult {
  label: string;
  /** Sockets the attacker asked for and got. */
  socketsAsked: number;
  socketsOpen: number;
  /** Channels the attacker asked for and got joined. */
  channelsAsked: number;
  channelsJoined: number;
  /** The first refusal the attacker was given (HTTP status or join reason). */
  refusal: string;
  /** Whether a signed-in member could still connect and join the team chat. */
  memberJoined: boolean;
  /** From the member's chat message to its arrival at the leader's channel; -1 if it did not arrive. */
  deliveryMs: number;
  /** The slowest `/health` probed, one after another, while the message was fanned out. */
  healthMaxMs: number;
  /** The slowest small REST read (the member's own profile) probed likewise: it waits for the database. */
  restMaxMs: number;
}

const WAIT_LIMIT_MS = 120_000;

async function signIn(base: string, anonKey: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Password-123' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return body.access_token;
}

async function timedMs(url: string, headers: Record<string, string> = {}): Promise<number> {
  const t = performance.now();
  await (await fetch(url, { headers })).text();
  return performance.now() - t;
}

interface Attack {
  sockets: PhoenixSocket[];
  socketsAsked: number;
  channelsAsked: number;
  channelsJoined: number;
  refusal: string;
}

/** Opens `perAddress` sockets from each address and joins `channels(i)` on each; refusals are counted, not thrown. */
async function attack(
  backend: Backend,
  addresses: string[],
  perAddress: number,
  channelsPerSocket: number,
  token: string | undefined,
  binding: (socket: number, channel: number) => Record<string, string>,
): Promise<Attack> {
  const result: Attack = {
    sockets: [],
    socketsAsked: addresses.length * perAddress,
    channelsAsked: 0,
    channelsJoined: 0,
    refusal: '',
  };
  const opened = await Promise.all(
    addresses.flatMap((address) =>
      Array.from({ length: perAddress }, () =>
        PhoenixSocket.open(backend.url, backend.anonKey, address).catch((error: Error) => {
          result.refusal ||= error.message;
          return undefined;
        }),
      ),
    ),
  );
  result.sockets = opened.filter((s): s is PhoenixSocket => s !== undefined);
  await Promise.all(
    result.sockets.map(async (socket, s) => {
      const joins = await Promise.all(
        Array.from({ length: channelsPerSocket }, (_, c) => socket.join(`abuse-${s}-${c}`, [binding(s, c)], token)),
      );
      result.channelsAsked += joins.length;
      for (const join of joins) {
        if (join.status === 'ok') result.channelsJoined++;
        else result.refusal ||= join.reason;
      }
    }),
  );
  return result;
}

/** The member posts one chat message; /health is probed until the leader's channel has it. */
async function fanOut(
  backend: Backend,
  memberToken: string,
  leader: PhoenixSocket,
): Promise<{ deliveryMs: number; healthMaxMs: number; restMaxMs: number }> {
  const health = () => timedMs(`${backend.url}/health`);
  const rest = () =>
    timedMs(`${backend.url}/rest/v1/profiles?select=user_id&user_id=eq.${ACCOUNTS.member.userId}`, {
      apikey: backend.anonKey,
      Authorization: `Bearer ${memberToken}`,
    });
  const arrived = leader.nextChange().then(() => performance.now());
  const start = performance.now();
  let delivered: number | undefined;
  void arrived.then((t) => (delivered = t));
  const post = fetch(`${backend.url}/rest/v1/team_chat_messages`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${memberToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      team_id: TEAM.alpha,
      sender_id: ACCOUNTS.member.userId,
      sender_role: 'member',
      message: 'Benchmark: one message.',
    }),
  });
  await (await post).text();
  let healthMax = 0;
  let restMax = 0;
  while (delivered === undefined && performance.now() - start < WAIT_LIMIT_MS) {
    healthMax = Math.max(healthMax, await health());
    restMax = Math.max(restMax, await rest());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // The fan-out may still be running for channels served after the leader's: probe until both are quick again.
  let quick = 0;
  while (quick < 5 && performance.now() - start < WAIT_LIMIT_MS) {
    const [h, r] = [await health(), await rest()];
    healthMax = Math.max(healthMax, h);
    restMax = Math.max(restMax, r);
    quick = h < 20 && r < 50 ? quick + 1 : 0;
  }
  return { deliveryMs: delivered === undefined ? -1 : delivered - start, healthMaxMs: healthMax, restMaxMs: restMax };
}

async function memberJoins(backend: Backend, token: string): Promise<{ socket?: PhoenixSocket; joined: boolean }> {
  const socket = await PhoenixSocket.open(backend.url, backend.anonKey).catch(() => undefined);
  if (!socket) return { joined: false };
  const join = await socket.join(
    'member-chat',
    [{ event: '*', schema: 'public', table: 'team_chat_messages', filter: `team_id=eq.${TEAM.alpha}` }],
    token,
  );
  return { socket, joined: join.status === 'ok' };
}

/** Runs each attack on `backend` in turn, closing its sockets before the next. */
export async function measureRealtimeAbuse(backend: Backend): Promise<RealtimeAbuseResult[]> {
  const memberToken = await signIn(backend.url, backend.anonKey, 'member@acme.test');
  const leaderToken = await signIn(backend.url, backend.anonKey, 'leader@acme.test');
  const globexToken = await signIn(backend.url, backend.anonKey, 'member@globex.test');
  const chat = { event: '*', schema: 'public', table: 'team_chat_messages' };
  const loopback = (n: number) => Array.from({ length: n }, (_, i) => `127.0.0.${i + 2}`);
  // The attackers come from other loopback addresses than the member and the leader (127.0.0.1).
  const cases: Array<{ label: string; run: () => Promise<Attack> }> = [
    // First, so that the statements' first runs (plans, JIT) are not charged to an attack.
    { label: 'no attack (baseline)', run: () => attack(backend, [], 0, 0, undefined, () => chat) },
    {
      label: 'anon, 200 sockets x 100 chat channels, one address',
      run: () => attack(backend, ['127.0.0.2'], 200, 100, undefined, () => chat),
    },
    {
      label: 'anon, 25 addresses x 20 sockets (every slot), no channels',
      run: () => attack(backend, loopback(25), 20, 0, undefined, () => chat),
    },
    {
      label: "another org's member, 10 sockets x 10 channels (other teams, tables)",
      run: () =>
        attack(backend, ['127.0.0.2'], 10, 10, globexToken, (_socket, c) =>
          c % 2 === 0
            ? { ...chat, filter: `team_id=eq.${TEAM.orion}` }
            : {
                event: '*',
                schema: 'public',
                table: c % 4 === 1 ? 'notifications' : 'user_activity_progress',
                filter: `user_id=eq.${ACCOUNTS.globex.userId}`,
              },
        ),
    },
    {
      label: "another org's member, 10 sockets x 10 whole-chat channels",
      run: () => attack(backend, ['127.0.0.2'], 10, 10, globexToken, () => chat),
    },
  ];
  const results: RealtimeAbuseResult[] = [];
  for (const c of cases) {
    const held = await c.run();
    const member = await memberJoins(backend, memberToken);
    const leader = await PhoenixSocket.open(backend.url, backend.anonKey).catch(() => undefined);
    const leaderJoined = leader
      ? (await leader.join('leader-chat', [{ ...chat, filter: `team_id=eq.${TEAM.alpha}` }], leaderToken)).status ===
        'ok'
      : false;
    const timing =
      leader && leaderJoined
        ? await fanOut(backend, memberToken, leader)
        : { deliveryMs: -1, healthMaxMs: 0, restMaxMs: 0 };
    results.push({
      label: c.label,
      socketsAsked: held.socketsAsked,
      socketsOpen: held.sockets.length,
      channelsAsked: held.channelsAsked,
      channelsJoined: held.channelsJoined,
      refusal: held.refusal,
      memberJoined: member.joined,
      ...timing,
    });
    for (const socket of [...held.sockets, member.socket, leader]) socket?.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return results;
}

export function printRealtimeAbuse(results: RealtimeAbuseResult[]): void {
  console.log("Realtime attacks; times in ms (delivery: the member's message to the leader's channel).");
  console.log(
    'attack'.padEnd(64),
    'sockets'.padStart(9),
    'channels'.padStart(13),
    'member'.padStart(7),
    'delivery'.padStart(9),
    '/health max'.padStart(12),
    'REST max'.padStart(9),
    ' first refusal',
  );
  for (const r of results) {
    console.log(
      r.label.padEnd(64),
      `${r.socketsOpen}/${r.socketsAsked}`.padStart(9),
      `${r.channelsJoined}/${r.channelsAsked}`.padStart(13),
      (r.memberJoined ? 'joined' : 'REFUSED').padStart(7),
      r.deliveryMs.toFixed(0).padStart(9),
      r.healthMaxMs.toFixed(0).padStart(12),
      r.restMaxMs.toFixed(0).padStart(9),
      ` ${r.refusal.slice(0, 80)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
  printRealtimeAbuse(await measureRealtimeAbuse(backend));
  await backend.close();
  process.exit(0);
}
