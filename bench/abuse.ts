// `npm run bench:abuse`: the cost of each abusive request known to have hurt the embedded backend, and how long a
// `/health` sent while each one runs has to wait (the database runs one statement at a time, so one slow request
// could stop everyone). Then the Realtime and storage attacks (bench/abuse-*.ts). It measures and prints; it does
// not pass or fail.
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { measureRealtimeAbuse, printRealtimeAbuse } from './abuse-realtime.ts';
import { measureStorageAbuse, printStorageAbuse } from './abuse-storage.ts';

const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
const base = backend.url;

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Password-123' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return body.access_token;
}

const memberToken = await signIn('member@acme.test');
const anon = { apikey: backend.anonKey };
const member = { apikey: backend.anonKey, Authorization: `Bearer ${memberToken}` };

function nestedEmbed(depth: number): string {
  let inner = 'id';
  for (let level = depth; level >= 1; level--) inner = `id,${level % 2 ? 'team_members' : 'teams'}(${inner})`;
  return `id,${inner.slice(3)}`;
}

function nestedOr(depth: number): string {
  // `(or(or(...(id.eq.1)...)))`: about four characters a level, so 3,900 levels still fit in a URL.
  return `(${'or('.repeat(depth - 1)}id.eq.1${')'.repeat(depth - 1)})`;
}

const deepJson = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const {
  rows: [own],
} = await backend.db.query<{ id: string }>(
  `select a.id from public.assessments a join auth.users u on u.id = a.user_id where u.email = 'member@acme.test' and a.completed_at is null order by a.created_at limit 1`,
);
const manyAnswers = { answers: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`K${i}`, '3'])) };

interface Case {
  label: string;
  path: string;
  init: RequestInit & { headers: Record<string, string> };
  parallel?: number;
}

const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });
const cases: Case[] = [
  {
    label: 'POST organizations, 20,000 {} rows, missing=default (anon)',
    path: 'organizations',
    init: {
      method: 'POST',
      headers: { ...json(anon), Prefer: 'missing=default' },
      body: JSON.stringify(Array.from({ length: 20_000 }, () => ({}))),
    },
  },
  { label: 'GET teams, embed depth 6 (member)', path: `teams?select=${nestedEmbed(6)}`, init: { headers: member } },
  { label: 'GET teams, embed depth 12 (member)', path: `teams?select=${nestedEmbed(12)}`, init: { headers: member } },
  { label: 'GET teams, embed depth 18 (member)', path: `teams?select=${nestedEmbed(18)}`, init: { headers: member } },
  { label: 'GET teams, embed depth 80 (anon)', path: `teams?select=${nestedEmbed(80)}`, init: { headers: anon } },
  {
    label: 'GET organizations, or= nested 10 levels (anon)',
    path: `organizations?or=${nestedOr(10)}`,
    init: { headers: anon },
  },
  {
    label: 'GET organizations, or= nested 3,900 levels (anon)',
    path: `organizations?or=${nestedOr(3900)}`,
    init: { headers: anon },
  },
  {
    label: '5 x GET organizations, or= nested 3,900 levels (anon)',
    path: `organizations?or=${nestedOr(3900)}`,
    init: { headers: anon },
    parallel: 5,
  },
  {
    label: 'POST organizations, 5,000-deep JSON body (anon)',
    path: 'organizations',
    init: { method: 'POST', headers: json(anon), body: deepJson },
  },
  {
    label: 'PATCH own assessment, 10,000 answer keys (member)',
    path: `assessments?id=eq.${own?.id}`,
    init: { method: 'PATCH', headers: json(member), body: JSON.stringify(manyAnswers) },
  },
];

async function timed(
  run: () => Promise<Response>,
): Promise<{ ms: number; status: number; bytes: number; message: string }> {
  const t = performance.now();
  const res = await run();
  const text = await res.text();
  let message = '';
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
  } catch {
    /* not JSON */
  }
  return {
    ms: performance.now() - t,
    status: res.status,
    bytes: text.length,
    message: res.ok ? '' : message.slice(0, 90),
  };
}

// Warm-up (first statements, JIT), not counted.
for (const headers of [anon, member])
  await (await fetch(`${base}/rest/v1/teams?select=id,team_members(id)`, { headers })).text();
await (
  await fetch(`${base}/rest/v1/organizations`, {
    method: 'POST',
    headers: { ...json(anon), Prefer: 'missing=default' },
    body: '[{}]',
  })
).text();

console.log(`Abusive requests against the embedded backend (${base}); times in ms.`);
console.log(
  'request'.padEnd(60),
  'status',
  'time ms'.padStart(9),
  '/health max'.padStart(11),
  'bytes'.padStart(9),
  ' message',
);
for (const c of cases) {
  const send = () => fetch(`${base}/rest/v1/${c.path}`, c.init);
  let done = false;
  const all = Promise.all(Array.from({ length: c.parallel ?? 1 }, () => timed(send))).finally(() => {
    done = true;
  });
  // /health probed one after another while the abusive request is served: the slowest probe is what a user waits.
  let health = 0;
  while (!done) {
    health = Math.max(health, (await timed(() => fetch(`${base}/health`))).ms);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const results = await all;
  const slowest = results.reduce((a, b) => (a.ms > b.ms ? a : b));
  console.log(
    c.label.padEnd(60),
    String(slowest.status).padStart(6),
    slowest.ms.toFixed(0).padStart(9),
    health.toFixed(0).padStart(11),
    String(slowest.bytes).padStart(9),
    ` ${slowest.message}`,
  );
}
console.log();
printRealtimeAbuse(await measureRealtimeAbuse(backend));
console.log();
printStorageAbuse(await measureStorageAbuse(backend));
await backend.close();
process.exit(0);
