/**
 * A password change ends sessions, as Supabase Auth does: an administrator's reset (admin-users
 * `update` with a password, which calls the auth admin API) ends every session of that person; a
 * user changing their own password (PUT /auth/v1/user) ends every other session and keeps the one
 * that made the change. An ended session neither reads through REST nor refreshes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { PASSWORD, adminUsers, freshEmail } from './admin-invoke.ts';

let backend: TestBackend;
let orgAdmin: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  orgAdmin = await backend.signIn(ACCOUNTS.admin.email);
});
afterAll(async () => backend?.close());

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function signIn(email: string, password = PASSWORD): Promise<{ client: TestClient; session: Session }> {
  const client = await backend.signIn(email, password);
  return { client, session: (await client.auth.getSession()).data.session as unknown as Session };
}

async function newMember(prefix: string): Promise<{ email: string; userId: string }> {
  const email = freshEmail(prefix);
  const answer = await adminUsers<{ userId: string }>(orgAdmin, {
    action: 'create',
    organizationId: ORG.acme,
    email,
    password: PASSWORD,
    firstName: 'Rita',
    lastName: 'Sala',
    teamId: TEAM.alpha,
  });
  expect(answer.status).toBe(201);
  return { email, userId: answer.body.userId };
}

const readProfiles = (token: string) =>
  fetch(`${backend.url}/rest/v1/profiles?select=id`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
  });
const refresh = (refreshToken: string) =>
  fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
const changeOwnPassword = (token: string, password: string) =>
  fetch(`${backend.url}/auth/v1/user`, {
    method: 'PUT',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  });

async function expectEnded(session: Session): Promise<void> {
  const read = await readProfiles(session.access_token);
  expect(read.status).toBe(401);
  expect(await read.json()).toMatchObject({ code: 'PGRST301' });
  const refreshed = await refresh(session.refresh_token);
  expect(refreshed.status).toBe(400);
  expect(await refreshed.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
}

async function expectLive(session: Session): Promise<void> {
  expect((await readProfiles(session.access_token)).status).toBe(200);
  expect((await refresh(session.refresh_token)).status).toBe(200);
}

describe("an administrator's password reset", () => {
  it('ends every session the person opened with the old password', async () => {
    const { email, userId } = await newMember('reset');
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect((await readProfiles(laptop.session.access_token)).status).toBe(200);

    const answer = await adminUsers(orgAdmin, { action: 'update', userId, password: 'Reimpostata-2026' });
    expect(answer.status).toBe(200);

    await expectEnded(laptop.session);
    await expectEnded(phone.session);
    const fresh = await signIn(email, 'Reimpostata-2026');
    await expectLive(fresh.session);
  });

  it('through the auth admin API itself, as GoTrue does', async () => {
    const { email, userId } = await newMember('admin-api');
    const before = await signIn(email);
    const { error } = await backend
      .serviceClient()
      .auth.admin.updateUserById(userId, { password: 'Dal-servizio-2026' });
    expect(error).toBeNull();
    await expectEnded(before.session);
  });

  it('leaves sessions alone when the update sets no password', async () => {
    const { email, userId } = await newMember('no-password');
    const before = await signIn(email);
    expect((await adminUsers(orgAdmin, { action: 'update', userId, position: 'Analyst', password: '' })).status).toBe(
      200,
    );
    await expectLive(before.session);
  });
});

describe("a user's own password change", () => {
  it('ends every other session and keeps the one that changed it', async () => {
    const { email } = await newMember('self');
    const other = await signIn(email);
    const current = await signIn(email);

    const changed = await changeOwnPassword(current.session.access_token, 'Cambiata-da-me-1');
    expect(changed.status).toBe(200);

    await expectEnded(other.session);
    await expectLive(current.session);
  });

  it('through supabase-js updateUser, which the app calls', async () => {
    const { email } = await newMember('self-js');
    const other = await signIn(email);
    const current = await signIn(email);
    expect((await current.client.auth.updateUser({ password: 'Cambiata-da-me-2' })).error).toBeNull();
    await expectEnded(other.session);
    expect((await current.client.from('profiles').select('id')).error).toBeNull();
  });

  it('keeps the sessions when only the user data changes', async () => {
    const { email } = await newMember('self-data');
    const other = await signIn(email);
    const current = await signIn(email);
    expect((await current.client.auth.updateUser({ data: { nickname: 'Rita' } })).error).toBeNull();
    await expectLive(other.session);
  });
});

describe("a hosted project's pre-request check (PostgREST's pgrst.db_pre_request)", () => {
  const claimsOf = (token: string) => Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8');
  /** Runs the check as PostgREST does before a request: under the token's role, with its claims set. */
  const check = (claims: string) =>
    backend.db.transaction(async (tx) => {
      await tx.query('set local role authenticated');
      await tx.query("select set_config('request.jwt.claims', $1, true)", [claims]);
      await tx.query('select request_guard.refuse_ended_sessions()');
    });

  it('lets a live session through and refuses (401) one a password change ended', async () => {
    const { email } = await newMember('pre-request');
    const other = await signIn(email);
    const current = await signIn(email);
    await expect(check(claimsOf(other.session.access_token))).resolves.toBeUndefined();
    expect((await changeOwnPassword(current.session.access_token, 'Cambiata-da-me-3')).status).toBe(200);
    await expect(check(claimsOf(other.session.access_token))).rejects.toMatchObject({ code: 'PT401' });
    await expect(check(claimsOf(current.session.access_token))).resolves.toBeUndefined();
    await expect(check(JSON.stringify({ role: 'anon' }))).resolves.toBeUndefined();
  });
});
