/**
 * A faster REST layer: verified tokens are cached, and the session check runs in the same
 * database call as the request. A token whose session ended after it was verified and cached
 * (sign-out, refresh-token reuse) or whose user was banned is still refused, for reads, writes,
 * an empty PATCH and RPC, and its write leaves no trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function signIn(email: string): Promise<Session> {
  const client = await backend.signIn(email);
  return (await client.auth.getSession()).data.session as unknown as Session;
}

const headers = (token: string) => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});
const readOwnProfile = (token: string) =>
  fetch(`${backend.url}/rest/v1/profiles?select=id,phone`, { headers: headers(token) });
const patchPhone = (token: string, userId: string, body: Record<string, unknown>) =>
  fetch(`${backend.url}/rest/v1/profiles?user_id=eq.${userId}`, {
    method: 'PATCH',
    headers: headers(token),
    body: JSON.stringify(body),
  });
const rpc = (token: string) =>
  fetch(`${backend.url}/rest/v1/rpc/is_super_admin_check`, { method: 'POST', headers: headers(token), body: '{}' });
const phoneOf = async (userId: string) =>
  (await backend.db.query<{ phone: string | null }>('select phone from public.profiles where user_id = $1', [userId]))
    .rows[0]?.phone;

async function expectRefused(response: Response, message: RegExp): Promise<void> {
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ code: 'PGRST301', message: expect.stringMatching(message) });
}

describe('a cached token whose session has ended', () => {
  it('is refused after sign-out for reads, writes, an empty PATCH and RPC, and the write changes nothing', async () => {
    const session = await signIn(DEMO_ACCOUNTS.member);
    const userId = session.user.id;
    // Used twice first, so it is verified and cached (and its statements prepared) before the sign-out.
    for (let i = 0; i < 2; i++) {
      expect((await readOwnProfile(session.access_token)).status).toBe(200);
      expect((await patchPhone(session.access_token, userId, { phone: `+39 000 ${i}` })).status).toBe(204);
      expect((await rpc(session.access_token)).status).toBe(200);
    }
    expect(await phoneOf(userId)).toBe('+39 000 1');

    const signOut = await fetch(`${backend.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: headers(session.access_token),
    });
    expect(signOut.status).toBe(204);

    await expectRefused(
      await readOwnProfile(session.access_token),
      /Session from session_id claim in JWT does not exist/,
    );
    await expectRefused(await patchPhone(session.access_token, userId, { phone: '+39 after sign-out' }), /session_id/);
    await expectRefused(await patchPhone(session.access_token, userId, {}), /session_id/);
    await expectRefused(await rpc(session.access_token), /session_id/);
    expect(await phoneOf(userId)).toBe('+39 000 1');
  });

  it('is refused once its user is banned, though the session row was cached as live a moment before', async () => {
    const session = await signIn(DEMO_ACCOUNTS.leader);
    expect((await readOwnProfile(session.access_token)).status).toBe(200);
    // Banned behind the API's back (as a migration or an operator would): only the database knows.
    await backend.db.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [
      session.user.id,
    ]);
    await expectRefused(await readOwnProfile(session.access_token), /banned/);
    await expectRefused(await patchPhone(session.access_token, session.user.id, { phone: '+39 banned' }), /banned/);
    await backend.db.query('update auth.users set banned_until = null where id = $1', [session.user.id]);
    expect((await readOwnProfile(session.access_token)).status).toBe(200);
  });
});
