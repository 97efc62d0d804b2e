// Writes that change or insert far more than a caller meant are refused with a 400 that says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';
import { installFixtures } from '../support/fixtures.ts';

let backend: TestBackend;
let memberToken: string;
let memberId: string;
beforeAll(async () => {
  backend = await startTestBackend();
  await installFixtures(backend);
  const member = await backend.signIn(DEMO_ACCOUNTS.member);
  const { data } = await member.auth.getSession();
  memberToken = data.session!.access_token;
  memberId = data.session!.user.id;
});
afterAll(async () => backend?.close());

function asMember(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${memberToken}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
}

async function countMemberNotifications(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.notifications where user_id = $1 and read_at is null',
    [memberId],
  );
  return rows[0]!.n;
}

async function countAllMemberNotifications(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.notifications where user_id = $1',
    [memberId],
  );
  return rows[0]!.n;
}

describe('PATCH and DELETE need a filter (Supabase safeupdate)', () => {
  it('refuses a member marking every notification read without a filter', async () => {
    const unread = await countMemberNotifications();
    expect(unread).toBeGreaterThan(0);
    const res = await asMember('notifications', {
      method: 'PATCH',
      body: JSON.stringify({ read_at: new Date().toISOString() }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect(await countMemberNotifications()).toBe(unread);
  });

  it('refuses a member emptying their notifications without a filter', async () => {
    const all = await countAllMemberNotifications();
    expect(all).toBeGreaterThan(0);
    const res = await asMember('notifications', { method: 'DELETE', headers: { Prefer: 'return=representation' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await countAllMemberNotifications()).toBe(all);
  });

  it('refuses them through supabase-js too, and still applies filtered ones', async () => {
    const db = backend.serviceClient();
    const update = await db.from('notifications').update({ read_at: null });
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const remove = await db.from('notifications').delete();
    expect(remove.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const { count } = await db.from('notifications').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
    const filtered = await db.from('notifications').update({ read_at: null }).eq('user_id', memberId).select('id');
    expect(filtered.error).toBeNull();
    expect(filtered.data!.length).toBe(await countAllMemberNotifications());
  });
});

describe('rows per insert', () => {
  it('refuses the anon key inserting 20,000 {} rows with missing=default, saying how many are allowed', async () => {
    const res = await fetch(`${backend.url}/rest/v1/organizations`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', Prefer: 'missing=default' },
      body: JSON.stringify(Array.from({ length: 20_000 }, () => ({}))),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('54000');
    expect(body.message).toMatch(/20000 rows .*at most 1000 rows per request/);
  });

  it('still inserts 1,000 rows of mixed key sets with missing=default, each taking its defaults', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? { id: 1000 + i, name: `P${i}` } : { id: 1000 + i, name: `P${i}`, note: 'set' },
    );
    const res = await fetch(`${backend.url}/rest/v1/fx_people`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json', Prefer: 'missing=default' },
      body: JSON.stringify(rows),
    });
    expect(res.status).toBe(201);
    const { rows: notes } = await backend.db.query<{ note: string; n: number }>(
      'select note, count(*)::int as n from public.fx_people where id >= 1000 group by note order by note',
    );
    expect(notes).toEqual([
      { note: 'none', n: 500 },
      { note: 'set', n: 500 },
    ]);
  });
});
