// Realtime for 200 members of one organisation, measured (`npm run bench:scale-realtime`): 200 signed-in
// members of one team of Acme, each with their own supabase-js client and socket, subscribe to the team
// chat as the team-coaching screen does (postgres_changes on team_chat_messages, filter team_id=eq); beside
// them N subscribers of other organisations' team chats (0, 200, 1000). One member sends a message through
// REST; the bench prints, per N, the delivery time to each of the 200 (p50, p95, max) and its growth.
// The backend runs in a child process on a throwaway data folder, bcrypt cost 4 (sign-in is not measured).
// The backend holds at most 500 sockets (server/realtime/limits.ts), so the other organisations' people
// hold SUBSCRIBERS_PER_SOCKET channels each on one socket (as several screens of one tab do). Delivery is
// timed in this process, which also runs every client: the figure includes its own event-loop delay.
// It measures and prints; it does not pass or fail. `--others 0,200,1000`, `--messages 5`, `--port`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { loadOrCreateKeys } from '../server/auth/keys.ts';
import { startBackendChild } from './chaos/backend-child.ts';
import { ACCOUNTS, ORG } from '../supabase/tests/support/demo-ids.ts';

const flag = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
};
const PORT = Number(flag('port', '54461'));
const MEMBERS = Number(flag('members', '200'));
const OTHERS = flag('others', '0,200,1000').split(',').map(Number);
const MESSAGES = Number(flag('messages', '5'));
const SUBSCRIBERS_PER_SOCKET = 5;
const OTHER_ORGS = 10;
const PASSWORD = 'Scala-2026!';
/** Sockets opened at once: one address may hold 20 before a user has joined on them. */
const OPEN_CONCURRENCY = 8;
const DELIVERY_TIMEOUT_MS = 30_000;
const WARM_UP = 3;

const clientFor = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

const check = <T>(result: { data: T; error: { message: string } | null }, what: string): NonNullable<T> => {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data as NonNullable<T>;
};

async function inBatches<T, R>(items: T[], size: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => run(item, i + j)))));
  return out;
}

interface Person {
  email: string;
  userId: string;
  teamId: string;
}

/** People created as admin-users does: the auth user, then admin_create_person (profile, team, role). */
async function createPeople(
  service: SupabaseClient,
  organizationId: string,
  teamId: string,
  count: number,
  tag: string,
): Promise<Person[]> {
  return inBatches(Array.from({ length: count }), 10, async (_, i) => {
    const email = `rt${i}.${tag}@scala.test`;
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error || !created.data.user) throw new Error(`createUser ${email}: ${created.error?.message}`);
    const userId = created.data.user.id;
    check(
      await service.rpc('admin_create_person', {
        _user_id: userId,
        _organization_id: organizationId,
        _profile: { email, first_name: `Persona${i}`, last_name: tag, status: 'active' },
        _team_id: teamId,
        _team_role: 'member',
        _roles: ['team_member'],
        _granted_by: ACCOUNTS.super.userId,
      }),
      `admin_create_person ${email}`,
    );
    return { email, userId, teamId };
  });
}

async function createTeam(service: SupabaseClient, organizationId: string, name: string): Promise<string> {
  const rows = check(
    await service.from('teams').insert({ name, organization_id: organizationId }).select('id'),
    `team ${name}`,
  ) as { id: string }[];
  return rows[0]!.id;
}

async function signedIn(url: string, anonKey: string, person: Person): Promise<SupabaseClient> {
  const client = clientFor(url, anonKey);
  const { error } = await client.auth.signInWithPassword({ email: person.email, password: PASSWORD });
  if (error) throw new Error(`sign-in ${person.email}: ${error.message}`);
  return client;
}

/** Joins the team chat channel the way subscribeTeamLive does; resolves once joined. */
function subscribeChat(
  client: SupabaseClient,
  teamId: string,
  onInsert: (row: { id: string }) => void,
): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(`team-coaching:${teamId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'team_chat_messages', filter: `team_id=eq.${teamId}` },
        (change) => {
          if (change.eventType === 'INSERT') onInsert(change.new as { id: string });
        },
      );
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status !== 'CLOSED') reject(new Error(`join ${status}: ${error?.message ?? ''}`));
    });
  });
}

const quantile = (sorted: number[], q: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

interface Figures {
  others: number;
  deliveries: number;
  missing: number;
  p50: number;
  p95: number;
  max: number;
}

async function main(): Promise<void> {
  const keys = loadOrCreateKeys();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-realtime-'));
  const backend = await startBackendChild({ port: PORT, dataDir, env: { AUTH_PASSWORD_HASH_COST: '4' } });
  const clients: SupabaseClient[] = [];
  try {
    const service = clientFor(backend.url, keys.serviceRoleKey);
    const run = Date.now().toString(36);
    const started = performance.now();
    const team = await createTeam(service, ORG.acme, `Tempo reale ${run}`);
    const members = await createPeople(service, ORG.acme, team, MEMBERS, `acme-${run}`);
    const maxOthers = Math.max(...OTHERS);
    const otherPeople: Person[] = [];
    const perOrg = Math.ceil(maxOthers / SUBSCRIBERS_PER_SOCKET / OTHER_ORGS);
    for (let o = 0; o < OTHER_ORGS && perOrg > 0; o++) {
      const org = check(
        await service
          .from('organizations')
          .insert({ name: `Altra ${o} ${run}` })
          .select('id'),
        'organisation',
      ) as { id: string }[];
      const orgTeam = await createTeam(service, org[0]!.id, `Squadra ${o}`);
      otherPeople.push(...(await createPeople(service, org[0]!.id, orgTeam, perOrg, `org${o}-${run}`)));
    }
    console.log(
      `setup: ${members.length} members of one team and ${otherPeople.length} people of ${OTHER_ORGS} other organisations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const arrivals = new Map<string, Map<number, number>>();
    const memberClients = await inBatches(members, OPEN_CONCURRENCY, async (person, index) => {
      const client = await signedIn(backend.url, keys.anonKey, person);
      clients.push(client);
      await subscribeChat(client, team, (row) => {
        const seen = arrivals.get(row.id);
        if (seen && !seen.has(index)) seen.set(index, performance.now());
      });
      return client;
    });
    const sender = memberClients[0]!;
    console.log(`${members.length} members joined the team chat`);

    // Unmeasured messages first: the first deliveries after 200 joins pay for the process's warm-up.
    for (let m = 0; m < WARM_UP; m++)
      check(
        await sender.from('team_chat_messages').insert({
          team_id: team,
          sender_id: members[0]!.userId,
          sender_role: 'member',
          message: `Riscaldamento ${m}`,
        }),
        'warm-up',
      );
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const figures: Figures[] = [];
    let othersJoined = 0;
    const otherClients: SupabaseClient[] = [];
    for (const others of [...OTHERS].sort((a, b) => a - b)) {
      // Add subscribers of other organisations up to `others`: SUBSCRIBERS_PER_SOCKET channels per person.
      while (othersJoined < others) {
        const need = Math.min(others - othersJoined, OPEN_CONCURRENCY * SUBSCRIBERS_PER_SOCKET);
        const people = Math.ceil(need / SUBSCRIBERS_PER_SOCKET);
        const base = otherClients.length;
        await Promise.all(
          Array.from({ length: people }, async (_, i) => {
            const person = otherPeople[base + i]!;
            const client = await signedIn(backend.url, keys.anonKey, person);
            clients.push(client);
            otherClients.push(client);
            const channels = Math.min(SUBSCRIBERS_PER_SOCKET, need - i * SUBSCRIBERS_PER_SOCKET);
            for (let c = 0; c < channels; c++) await subscribeChat(client, person.teamId, () => undefined);
            othersJoined += channels;
          }),
        );
      }
      const times: number[] = [];
      let missing = 0;
      for (let m = 0; m < MESSAGES; m++) {
        const id = crypto.randomUUID();
        const seen = new Map<number, number>();
        arrivals.set(id, seen);
        const t0 = performance.now();
        check(
          await sender.from('team_chat_messages').insert({
            id,
            team_id: team,
            sender_id: members[0]!.userId,
            sender_role: 'member',
            message: `Messaggio ${m} con ${others} altri iscritti`,
          }),
          'send',
        );
        while (seen.size < members.length && performance.now() - t0 < DELIVERY_TIMEOUT_MS)
          await new Promise((resolve) => setTimeout(resolve, 5));
        for (const at of seen.values()) times.push(at - t0);
        missing += members.length - seen.size;
        arrivals.delete(id);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      times.sort((a, b) => a - b);
      const row: Figures = {
        others: othersJoined,
        deliveries: times.length,
        missing,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        max: times[times.length - 1] ?? NaN,
      };
      figures.push(row);
      console.log(
        `  ${row.others} other subscribers: ${row.deliveries} deliveries (${row.missing} missing), p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, max ${row.max.toFixed(0)} ms, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
    print(figures);
  } finally {
    await Promise.all(clients.map((client) => client.removeAllChannels().catch(() => undefined)));
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(figures: Figures[]): void {
  const first = figures[0];
  console.log(
    `\nA chat message to ${MEMBERS} members of one team (goal: all within 1 s), ${MESSAGES} messages per row`,
  );
  console.log("| other organisations' subscribers | p50 | p95 | max | missing | max against 0 others |");
  console.log('|---|---|---|---|---|---|');
  for (const f of figures) {
    const growth = first && first.max > 0 ? `x${(f.max / first.max).toFixed(2)}` : '';
    console.log(
      `| ${f.others} | ${f.p50.toFixed(0)} ms | ${f.p95.toFixed(0)} ms | ${f.max.toFixed(0)} ms | ${f.missing} | ${growth} |`,
    );
  }
}

await main();
