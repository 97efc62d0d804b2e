/**
 * "50 wrong passwords in a row for member@acme.test: all answered, no slowdown, no lockout."
 * Sign-in is limited per address and per account, with Supabase Auth's 429 over_request_rate_limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '../../server/config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestBackend, type TestBackend } from '../support/backend.ts';

const backends: TestBackend[] = [];
afterAll(async () => Promise.all(backends.map((b) => b.close())));

async function backendWith(auth: Parameters<typeof startTestBackend>[0] = {}): Promise<TestBackend> {
  const backend = await startTestBackend(auth);
  backends.push(backend);
  return backend;
}

function signIn(backend: TestBackend, email: string, password: string): Promise<Response> {
  return fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('with the default limits', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await backendWith();
  });

  it('50 wrong passwords in a row for one account: refused with 429 once the per-account limit is reached', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signIn(backend, DEMO_ACCOUNTS.member, `wrong-${i}`)).status);
    const limit = DEFAULT_AUTH_SETTINGS.signInFailuresPerAccount;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
    expect(statuses.slice(limit)).toEqual(Array(50 - limit).fill(429));
    const last = await signIn(backend, DEMO_ACCOUNTS.member, DEMO_PASSWORD);
    expect(last.status).toBe(429);
    expect(await last.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  });

  it('never refuses successful sign-ins, however many (a classroom of tablets, the e2e suite)', async () => {
    const times = DEFAULT_AUTH_SETTINGS.signInFailuresPerAddress + 10;
    for (let i = 0; i < times; i++)
      expect((await signIn(backend, DEMO_ACCOUNTS.leader, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('per account', () => {
  it('refuses the account, even with the right password, and leaves other accounts alone', async () => {
    const backend = await backendWith({ auth: { signInFailuresPerAccount: 3, signInFailuresPerAddress: 1000 } });
    for (let i = 0; i < 3; i++) expect((await signIn(backend, DEMO_ACCOUNTS.member, 'wrong')).status).toBe(400);
    const { error } = await backend
      .anonClient()
      .auth.signInWithPassword({ email: 'Member@Acme.test', password: DEMO_PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Request rate limit reached');
    await backend.signIn(DEMO_ACCOUNTS.leader);
  });

  it('counts unknown e-mails like known ones', async () => {
    const backend = await backendWith({ auth: { signInFailuresPerAccount: 2, signInFailuresPerAddress: 1000 } });
    for (let i = 0; i < 2; i++) expect((await signIn(backend, 'nobody@acme.test', 'wrong')).status).toBe(400);
    expect((await signIn(backend, 'nobody@acme.test', 'wrong')).status).toBe(429);
  });
});

describe('per address', () => {
  it('refuses every account from an address that failed too often', async () => {
    const backend = await backendWith({ auth: { signInFailuresPerAccount: 1000, signInFailuresPerAddress: 4 } });
    const emails = [DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.manager, 'nobody@acme.test', DEMO_ACCOUNTS.coach];
    for (const email of emails) expect((await signIn(backend, email, 'wrong')).status).toBe(400);
    const res = await signIn(backend, DEMO_ACCOUNTS.leader, DEMO_PASSWORD);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
  });
});
