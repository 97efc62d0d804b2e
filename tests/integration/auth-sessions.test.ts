/**
 * Sessions as Supabase Auth ends them: a ban ends the user's sessions (refresh and REST
 * refused), and reusing a rotated refresh token outside the reuse interval revokes the whole session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

interface Tokens {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function signIn(email: string): Promise<Tokens> {
  const client = await backend.signIn(email);
  return (await client.auth.getSession()).data.session as unknown as Tokens;
}

const refresh = (refreshToken: string) =>
  fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
const rest = (accessToken: string) =>
  fetch(`${backend.url}/rest/v1/profiles?select=id`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` },
  });
const getUser = (accessToken: string) =>
  fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` },
  });
const adminPut = (userId: string, body: Record<string, unknown>) =>
  fetch(`${backend.url}/auth/v1/admin/users/${userId}`, {
    method: 'PUT',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });

describe('a ban', () => {
  it("ends the user's sessions: the refresh token from before the ban and REST calls are refused", async () => {
    const before = await signIn(DEMO_ACCOUNTS.globexMember);
    expect((await rest(before.access_token)).status).toBe(200);
    expect((await adminPut(before.user.id, { ban_duration: '24h' })).status).toBe(200);

    const refreshed = await refresh(before.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error_code: string }).error_code).toMatch(
      /^(user_banned|refresh_token_not_found)$/,
    );
    const read = await rest(before.access_token);
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: 'PGRST301' });
    expect((await getUser(before.access_token)).status).toBe(403);
    const again = await backend
      .anonClient()
      .auth.signInWithPassword({ email: DEMO_ACCOUNTS.globexMember, password: 'Password-123' });
    expect(again.error?.code).toBe('user_banned');

    expect((await adminPut(before.user.id, { ban_duration: 'none' })).status).toBe(200);
    const after = await signIn(DEMO_ACCOUNTS.globexMember);
    expect((await rest(after.access_token)).status).toBe(200);
  });

  it('lasts the given duration, and an invalid duration changes nothing', async () => {
    const { user } = await signIn(DEMO_ACCOUNTS.newMember);
    const bad = await adminPut(user.id, { ban_duration: 'forever', user_metadata: { touched: true } });
    expect(bad.status).toBe(400);
    const { rows } = await backend.db.query<{ hours: number | null; touched: unknown }>(
      `select extract(epoch from banned_until - now()) / 3600 as hours, raw_user_meta_data -> 'touched' as touched from auth.users where id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ hours: null, touched: null });
    expect((await adminPut(user.id, { ban_duration: '2h30m' })).status).toBe(200);
    const banned = await backend.db.query<{ hours: number }>(
      `select extract(epoch from banned_until - now())::float / 3600 as hours from auth.users where id = $1`,
      [user.id],
    );
    expect(banned.rows[0]!.hours).toBeGreaterThan(2.4);
    expect(banned.rows[0]!.hours).toBeLessThanOrEqual(2.5);
  });
});

describe('refresh-token reuse', () => {
  it('gives back the active token when its parent is presented again (the client lost the answer)', async () => {
    const first = await signIn(DEMO_ACCOUNTS.manager);
    const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as Tokens).refresh_token).toBe(second.refresh_token);
  });

  it('outside the reuse interval revokes the whole session: the newest token and its access token stop working', async () => {
    const first = await signIn(DEMO_ACCOUNTS.leader);
    const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
    const third = (await (await refresh(second.refresh_token)).json()) as Tokens;
    expect((await rest(third.access_token)).status).toBe(200);
    // The first token was rotated more than GoTrue's 10 s reuse interval ago.
    await backend.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [first.refresh_token],
    );

    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    expect((await refresh(third.refresh_token)).status).toBe(400);
    expect((await rest(third.access_token)).status).toBe(401);
  });

  it('within the reuse interval a rotated token still refreshes (parallel tabs), and the session lives on', async () => {
    const first = await signIn(DEMO_ACCOUNTS.coach);
    const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
    const third = (await (await refresh(second.refresh_token)).json()) as Tokens;
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(200);
    expect((await refresh(third.refresh_token)).status).toBe(200);
  });
});
