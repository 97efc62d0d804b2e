// A member's device after a year of use, measured (`npm run bench:scale-device`), at 1x, 5x and 20x the
// data: YEAR_ROWS rows on the device (bench/scale-device-rows.ts) and 10,000 changes made through
// commit() (the write-ahead journal included) and synced to the embedded backend by the sync engine, a
// flush every 500 changes (a day's work, then the network) followed by the chat screen's poll. Printed per scale, with growth factors:
// what the device still holds of the synced changes (outbox, its log, the journal), the rows it holds,
// a commit's and a flush's cost in the first and the last tenth, the team chat's read on the device and
// the server's receipts. Node with fake-indexeddb; the offline cold start and the storage Chromium
// reports are bench/scale-device-browser.ts (`--browser` runs it after, under the e2e lock).
// It measures and prints; it does not pass or fail. `--scales 1,5,20`, `--changes 10000`.
import 'fake-indexeddb/auto';
import os from 'node:os';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { cacheAssessments } from '../src/offline/assessments/cache.ts';
import { cacheChatMessages, latestChatTime, readChatMessages, type ChatMessageRow } from '../src/offline/chat/reads.ts';
import { commit } from '../src/offline/outbox/commit.ts';
import { newOperation } from '../src/offline/outbox/validate.ts';
import { OfflineDb, ownedTableNames } from '../src/offline/store/db.ts';
import type { AssessmentFields } from '../src/offline/store/rows.ts';
import { SyncEngine } from '../src/offline/sync/engine.ts';
import { createSyncStateStore } from '../src/offline/sync-state/state.ts';
import { createReachability } from '../src/backend/reachability.ts';
import { createSupabaseTransport } from '../src/offline/sync/transport.ts';
import { SESSION_ID, TEAM } from '../supabase/tests/support/demo-ids.ts';
import { MEMBER, TPM } from './durable-answer/samples.ts';
import { yearRows, YEAR_ROWS } from './scale-device-rows.ts';

const flag = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
};
const SCALES = flag('scales', '1,5,20').split(',').map(Number);
const CHANGES = Number(flag('changes', '10000'));
/** Changes between two flushes. */
const DAY = 500;
/** One change in CHAT_EVERY is a chat message (the rest are answers): 8,000 at 20x, under the 10,000 a sender may keep. */
const CHAT_EVERY = 25;

/** The Web Storage the journal writes to (Node has none): a Map. */
class MemoryStorage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}
const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

const clientFor = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const value = await run();
  return [value, performance.now() - t];
}

/** What the open chat screen's poll does (refreshChat in features/coaching): the team's messages since the newest held. */
async function pollChat(client: SupabaseClient, db: OfflineDb): Promise<void> {
  const since = await latestChatTime(MEMBER, TEAM.alpha, db);
  let query = client
    .from('team_chat_messages')
    .select('id, client_id, team_id, session_id, sender_id, sender_role, message, created_at, updated_at')
    .eq('team_id', TEAM.alpha);
  if (since) query = query.gte('updated_at', since);
  const { data, error } = await query.order('created_at', { ascending: false }).limit(500);
  if (error) throw new Error(`chat poll: ${error.message}`);
  await cacheChatMessages(MEMBER, (data ?? []) as ChatMessageRow[], db);
}

interface Figures {
  scale: number;
  rows: number;
  injectMs: number;
  changes: number;
  commitFirstMs: number;
  commitLastMs: number;
  flushFirstMs: number;
  flushLastMs: number;
  outboxLeft: number;
  failed: number;
  logRows: number;
  journalKeys: number;
  chatRows: number;
  chatReadMs: number;
  chatLatestMs: number;
  rowsAfter: number;
  receipts: number;
}

async function oneScale(scale: number, codes: string[]): Promise<Figures> {
  const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
  const db = new OfflineDb(`bench-device-${crypto.randomUUID()}`);
  try {
    const client = clientFor(backend.url, backend.anonKey);
    const { error } = await client.auth.signInWithPassword({ email: 'member@acme.test', password: 'Password-123' });
    if (error) throw new Error(error.message);
    const year = yearRows(MEMBER, scale, TEAM.alpha, SESSION_ID);
    const rows = Object.values(year).reduce((n, list) => n + list.length, 0);
    const [, injectMs] = await timed(async () => {
      for (const [table, list] of Object.entries(year)) await db.table(table).bulkPut(list);
    });
    const { data } = await client.from('assessments').select('*').eq('id', TPM);
    await cacheAssessments(MEMBER, (data ?? []) as unknown as AssessmentFields[], db);

    const engine = new SyncEngine({
      db,
      transport: createSupabaseTransport(client),
      getOwnerId: () => MEMBER,
      state: createSyncStateStore(),
      runExclusive: (task) => task(),
      registerSync: async () => false,
      reachability: createReachability(true),
      triggers: {},
    });
    const changes = CHANGES * scale;
    const commits: number[] = [];
    const flushes: number[] = [];
    const start = Date.UTC(2025, 10, 1);
    for (let i = 0; i < changes; i++) {
      const actedAt = new Date(start + Math.floor((i / changes) * 365 * 86_400_000)).toISOString();
      const op =
        i % CHAT_EVERY === 0
          ? newOperation('chat-message/send', {
              target: crypto.randomUUID(),
              ownerId: MEMBER,
              actedAt,
              payload: {
                team_id: TEAM.alpha,
                session_id: SESSION_ID,
                message: `Messaggio ${i}`,
                sender_role: 'member',
              },
            })
          : newOperation('assessment/save-partial', {
              target: TPM,
              ownerId: MEMBER,
              actedAt,
              payload: { answers: { [codes[i % codes.length]!]: String(1 + (i % 5)) } },
            });
      const [, ms] = await timed(() => commit(op, db));
      commits.push(ms);
      if ((i + 1) % DAY === 0 || i === changes - 1) {
        await new Promise((resolve) => setTimeout(resolve, 0)); // the journal is cleared in the next task
        flushes.push((await timed(() => engine.flush()))[1]);
        await pollChat(client, db);
      }
    }
    engine.stop();
    const tenth = (values: number[], last: boolean) => {
      const n = Math.max(1, Math.floor(values.length / 10));
      return median(last ? values.slice(-n) : values.slice(0, n));
    };
    const outbox = await db.outbox.where('ownerId').equals(MEMBER).toArray();
    const chatReads: number[] = [];
    const latestReads: number[] = [];
    for (let i = 0; i < 5; i++) {
      chatReads.push((await timed(() => readChatMessages(MEMBER, TEAM.alpha, SESSION_ID, db)))[1]);
      latestReads.push((await timed(() => latestChatTime(MEMBER, TEAM.alpha, db)))[1]);
    }
    let rowsAfter = 0;
    for (const table of ownedTableNames) rowsAfter += await db.table(table).count();
    const service = clientFor(backend.url, backend.serviceRoleKey);
    const receipts = await service
      .from('outbox_receipts')
      .select('op_id', { count: 'exact', head: true })
      .eq('user_id', MEMBER);
    return {
      scale,
      rows,
      injectMs,
      changes,
      commitFirstMs: tenth(commits, false),
      commitLastMs: tenth(commits, true),
      flushFirstMs: tenth(flushes, false),
      flushLastMs: tenth(flushes, true),
      outboxLeft: outbox.filter((entry) => entry.status === 'pending').length,
      failed: outbox.filter((entry) => entry.status === 'failed').length,
      logRows: await db.outboxLog.count(),
      journalKeys: storage.length,
      chatRows: await db.chatMessages.where('[ownerId+teamId]').equals([MEMBER, TEAM.alpha]).count(),
      chatReadMs: median(chatReads),
      chatLatestMs: median(latestReads),
      rowsAfter,
      receipts: receipts.count ?? -1,
    };
  } finally {
    db.close();
    await backend.close();
  }
}

type Column = [label: string, goal: string, pick: (f: Figures) => number, digits: number];
const COLUMNS: Column[] = [
  ['rows on the device before', '', (f) => f.rows, 0],
  ['changes made and synced', '', (f) => f.changes, 0],
  ['outbox entries left (pending / failed)', '0', (f) => f.outboxLeft + f.failed, 0],
  ['outbox log records', '<= 500', (f) => f.logRows, 0],
  ['journal entries left', '0', (f) => f.journalKeys, 0],
  ['team chat rows on the device', 'bounded', (f) => f.chatRows, 0],
  ['rows on the device after', 'grows no faster than the data', (f) => f.rowsAfter, 0],
  ['commit p50, first tenth (ms)', 'flat', (f) => f.commitFirstMs, 2],
  ['commit p50, last tenth (ms)', 'flat', (f) => f.commitLastMs, 2],
  ['flush of 500 changes, first tenth (ms)', 'flat', (f) => f.flushFirstMs, 0],
  ['flush of 500 changes, last tenth (ms)', 'flat', (f) => f.flushLastMs, 0],
  ['team chat read on the device (ms)', 'bounded', (f) => f.chatReadMs, 1],
  ["the chat's newest time, each poll (ms)", 'bounded', (f) => f.chatLatestMs, 1],
  ['receipts on the server (pruned at 90 days)', '', (f) => f.receipts, 0],
];

function print(figures: Figures[]): void {
  const first = figures[0]!;
  console.log(
    `\n| figure | goal | ${figures.map((f) => `${f.scale}x`).join(' | ')} | growth ${first.scale}x to ${figures.at(-1)!.scale}x |`,
  );
  console.log(`|---|---|${figures.map(() => '---|').join('')}---|`);
  for (const [label, goal, pick, digits] of COLUMNS) {
    const values = figures.map(pick);
    const growth = values[0]! > 0 ? `x${(values.at(-1)! / values[0]!).toFixed(1)}` : '';
    console.log(
      `| ${label} | ${goal} | ${values.map((v) => v.toLocaleString('en', { maximumFractionDigits: digits })).join(' | ')} | ${growth} |`,
    );
  }
  console.log(
    `(data grows x${(figures.at(-1)!.scale / first.scale).toFixed(0)}; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

console.log(
  `A device after a year: ${YEAR_ROWS.toLocaleString('en')} rows and ${CHANGES.toLocaleString('en')} synced changes per 1x, at ${SCALES.join(', ')}x; ${new Date().toISOString()}`,
);
const probe = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
const codes = await (async () => {
  const service = clientFor(probe.url, probe.serviceRoleKey);
  const { data: assessment } = await service.from('assessments').select('template_id').eq('id', TPM).single();
  const { data } = await service
    .from('assessment_questions')
    .select('item_code')
    .eq('template_id', (assessment as { template_id: string }).template_id);
  return [...new Set(((data ?? []) as { item_code: string }[]).map((row) => row.item_code))];
})();
await probe.close();
const figures: Figures[] = [];
for (const scale of SCALES) {
  const started = performance.now();
  figures.push(await oneScale(scale, codes));
  console.log(`  ${scale}x done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  print(figures);
}
process.exit(0);
