import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

async function token(claims: Record<string, unknown>, secret = backend.jwtSecret): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

describe('password sign-in', () => {
  it('returns a Supabase session whose JWT carries Supabase claims', async () => {
    const client = backend.anonClient();
    const { data, error } = await client.auth.signInWithPassword({
      email: DEMO_ACCOUNTS.member,
      password: 'Password-123',
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    expect(session.user).toMatchObject({
      email: DEMO_ACCOUNTS.member,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(session.user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: DEMO_ACCOUNTS.member,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('answers a wrong password with invalid_grant / "Invalid login credentials"', async () => {
    const { data, error } = await backend
      .anonClient()
      .auth.signInWithPassword({ email: DEMO_ACCOUNTS.member, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.code).toBe('invalid_credentials');
    const raw = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@acme.test', password: 'x' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: 'invalid_grant', error_description: 'Invalid login credentials' });
  });

  it('refuses an unconfirmed e-mail with "Email not confirmed"', async () => {
    const { error } = await backend
      .anonClient()
      .auth.signInWithPassword({ email: DEMO_ACCOUNTS.unconfirmed, password: 'Password-123' });
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Email not confirmed');
    expect(error?.code).toBe('email_not_confirmed');
  });
});

describe('session life cycle', () => {
  it('rotates refresh tokens: the old one is revoked, the new one works', async () => {
    const client = await backend.signIn(DEMO_ACCOUNTS.leader);
    const first = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(data.session!.user.id).toBe(first.user.id);
    const { rows } = await backend.db.query<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where token = $1',
      [first.refresh_token],
    );
    expect(rows[0]?.revoked).toBe(true);
    const again = await backend.anonClient().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(again.error).toBeNull();
    const bogus = await backend.anonClient().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(bogus.error?.message).toMatch(/Invalid Refresh Token/);
  });

  it('getUser returns the user; signOut ends the session so its refresh token and getUser fail', async () => {
    const client = await backend.signIn(DEMO_ACCOUNTS.manager);
    const session = (await client.auth.getSession()).data.session!;
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(DEMO_ACCOUNTS.manager);
    expect((await client.auth.signOut()).error).toBeNull();
    const other = backend.anonClient();
    expect((await other.auth.refreshSession({ refresh_token: session.refresh_token })).error).not.toBeNull();
    const user = await other.auth.getUser(session.access_token);
    expect(user.error).not.toBeNull();
  });

  it('updateUser changes the password', async () => {
    const client = await backend.signIn(DEMO_ACCOUNTS.coach);
    expect((await client.auth.updateUser({ password: 'Another-456' })).error).toBeNull();
    await expect(backend.signIn(DEMO_ACCOUNTS.coach)).rejects.toThrow(/Invalid login credentials/);
    await backend.signIn(DEMO_ACCOUNTS.coach, 'Another-456');
  });
});

describe('token verification', () => {
  const restWith = (bearer: string) =>
    fetch(`${backend.url}/rest/v1/organizations?select=id`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${bearer}` },
    });

  it('refuses an expired JWT with 401 PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await restWith(
      await token({
        role: 'authenticated',
        sub: '20000000-0000-4000-8000-000000000005',
        aud: 'authenticated',
        exp: now - 10,
        iat: now - 3610,
      }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses a JWT signed with another secret, and garbage, with 401 PGRST301', async () => {
    const forged = await token(
      { role: 'service_role', exp: 1983812996 },
      'another-secret-that-is-at-least-32-characters',
    );
    const res = await restWith(forged);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('PGRST301');
    expect((await restWith('garbage')).status).toBe(401);
    const user = await backend.anonClient().auth.getUser(forged);
    expect(user.error?.status).toBe(401);
  });

  it('refuses a request without any key, and a role that is not an API role', async () => {
    expect((await fetch(`${backend.url}/rest/v1/organizations`)).status).toBe(401);
    const res = await restWith(await token({ role: 'postgres', exp: 1983812996 }));
    expect(res.status).toBe(401);
  });
});

describe('admin user creation', () => {
  it('creates a confirmed user with the service key, who can then sign in', async () => {
    const admin = backend.serviceClient();
    const { data, error } = await admin.auth.admin.createUser({
      email: 'fresh@acme.test',
      password: 'Fresh-123',
      email_confirm: true,
      user_metadata: { full_name: 'Fresh' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'fresh@acme.test', user_metadata: { full_name: 'Fresh' } });
    await backend.signIn('fresh@acme.test', 'Fresh-123');
    const dup = await admin.auth.admin.createUser({ email: 'fresh@acme.test', password: 'Fresh-123' });
    expect(dup.error?.status).toBe(422);
  });

  it('is refused with the anon key and with a user token', async () => {
    const anon = await backend
      .anonClient()
      .auth.admin.createUser({ email: 'x@acme.test', password: 'Xx-12345', email_confirm: true });
    expect(anon.error?.status).toBe(403);
    const member = await backend.signIn(DEMO_ACCOUNTS.member);
    const access = (await member.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'y@acme.test', password: 'Yy-12345' }),
    });
    expect(res.status).toBe(403);
    const { rows } = await backend.db.query(`select 1 from auth.users where email in ('x@acme.test', 'y@acme.test')`);
    expect(rows).toHaveLength(0);
  });
});
