/**
 * No request may freeze the backend: a request's database work ends at the role's statement timeout
 * (Supabase's defaults: 3 s for anon, 8 s for authenticated), answered as PostgREST answers a
 * statement cancelled by `statement_timeout` (500, code 57014); `/health` answers meanwhile; while
 * the database restarts after such a statement, new work gets PostgREST's 503 for an unavailable
 * database, and then everything acknowledged before is still there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../supabase/tests/support/demo-ids.ts';
import { startBackend, type Backend } from '../../server/app.ts';
import { loadPreparedDump } from '../support/prepared-db.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
let headers: Record<string, string>;
const receiptId = crypto.randomUUID();

beforeAll(async () => {
  backend = await startTestBackend();
  const member = await backend.signIn('member@acme.test');
  const { data } = await member.auth.getSession();
  headers = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${data.session!.access_token}`,
    'Content-Type': 'application/json',
  };
  // The member's receipt of almost 1 MB (stored as superuser: what a member may store is another
  // rule's business) whose only [1] is its last element: each [1] of the filter below is found only
  // after a scan of the whole array.
  const items: number[][] = Array.from({ length: 249_000 }, () => [0]);
  items.push([1]);
  await backend.db.query(
    `insert into public.outbox_receipts (user_id, op_id, kind, answer) values ($1, $2, 'probe', $3)`,
    [ACCOUNTS.member.userId, receiptId, JSON.stringify({ a: items })],
  );
});
afterAll(async () => {
  await backend?.close();
});

/** Containment of 400 [1]s: about 50 s of one statement on a 2024 laptop, were nothing to stop it. */
const slowRead = () =>
  fetch(
    `${backend.url}/rest/v1/outbox_receipts?select=op_id&answer=cs.${encodeURIComponent(JSON.stringify({ a: Array.from({ length: 400 }, () => [1]) }))}`,
    { headers },
  );

async function healthy(): Promise<void> {
  for (;;) {
    const res = await fetch(`${backend.url}/health`);
    if (res.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a member read that would run for a minute', () => {
  it("is cancelled at the authenticated timeout with PostgREST's 57014 answer, /health answering meanwhile", async () => {
    const attack = slowRead();
    // The read is under way once the member's next request queues behind it; /health does not queue.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const first = await Promise.race([
      attack.then(() => 'attack'),
      fetch(`${backend.url}/health`).then(() => 'health'),
    ]);
    expect(first).toBe('health');
    const answer = await attack;
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
  }, 30_000);

  it("while the database restarts, refuses new work with PostgREST's 503 and /health says so", async () => {
    const during = await fetch(`${backend.url}/rest/v1/outbox_receipts?select=op_id`, { headers });
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({
      code: 'PGRST000',
      message: 'Database connection error. Retrying the connection.',
    });
    const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'member@acme.test', password: 'Password-123' }),
    });
    expect(signIn.status).toBe(503);
    expect(await signIn.json()).toMatchObject({ code: 503, error_code: 'unexpected_failure' });
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'restarting' });
  });

  it('then serves again, with the receipt acknowledged before the restart', async () => {
    await healthy();
    const read = await fetch(`${backend.url}/rest/v1/outbox_receipts?select=op_id&op_id=eq.${receiptId}`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ op_id: receiptId }]);
    expect(
      (
        await backend.db.query<{ n: number }>(
          'select count(*)::int as n from public.outbox_receipts where op_id = $1',
          [receiptId],
        )
      ).rows[0]!.n,
    ).toBe(1);
  }, 30_000);
});

describe('work that waits its turn behind a slow statement', () => {
  let short: Backend;
  beforeAll(async () => {
    // The same read, on a backend whose deadlines are shorter, so the wait can be seen quickly.
    short = await startBackend({
      port: 0,
      loadDataDir: await loadPreparedDump(),
      timeouts: { roles: { authenticated: 4_000 }, queue: 1_000 },
    });
  });
  afterAll(async () => {
    await short?.close();
  });

  it("is answered with PostgREST's pool acquisition timeout (504 PGRST003) after the queue's limit", async () => {
    const items: number[][] = Array.from({ length: 249_000 }, () => [0]);
    items.push([1]);
    await short.db.query(
      `insert into public.outbox_receipts (user_id, op_id, kind, answer) values ($1, $2, 'probe', $3)`,
      [ACCOUNTS.member.userId, crypto.randomUUID(), JSON.stringify({ a: items })],
    );
    const signIn = await fetch(`${short.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: short.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'member@acme.test', password: 'Password-123' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const member = { apikey: short.anonKey, Authorization: `Bearer ${token}` };
    const needle = encodeURIComponent(JSON.stringify({ a: Array.from({ length: 400 }, () => [1]) }));
    const attack = fetch(`${short.url}/rest/v1/outbox_receipts?select=op_id&answer=cs.${needle}`, { headers: member });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = await fetch(`${short.url}/rest/v1/outbox_receipts?select=op_id&limit=1`, { headers: member });
    expect(waiting.status).toBe(504);
    expect(await waiting.json()).toEqual({
      code: 'PGRST003',
      message: 'Timed out acquiring connection from connection pool.',
      details: null,
      hint: null,
    });
    expect((await attack).status).toBe(500);
  }, 30_000);
});
