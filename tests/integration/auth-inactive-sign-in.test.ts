/**
 * Member status is enforced at sign-in. The embedded auth server asks the database's
 * access-token hook (public.custom_access_token_hook, the one a hosted project enables in
 * Authentication > Hooks) before issuing any token: an inactive profile or a member of a suspended
 * organisation gets no token, neither by password nor by refresh; a pending member may sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

const setProfileStatus = (email: string, status: string) =>
  backend.db.query(
    `update public.profiles set status = $2 where user_id = (select id from auth.users where email = $1)`,
    [email, status],
  );
const setOrganisationStatusOf = (email: string, status: string) =>
  backend.db.query(
    `update public.organizations set status = $2
     where id = (select organization_id from public.profiles where user_id = (select id from auth.users where email = $1))`,
    [email, status],
  );
const signIn = (email: string) => backend.anonClient().auth.signInWithPassword({ email, password: DEMO_PASSWORD });

describe('sign-in asks the access-token hook', () => {
  it('refuses an inactive member, and lets them in again once active', async () => {
    await setProfileStatus(DEMO_ACCOUNTS.globexMember, 'inactive');
    const refused = await signIn(DEMO_ACCOUNTS.globexMember);
    expect(refused.data.session).toBeNull();
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('account_inactive');

    await setProfileStatus(DEMO_ACCOUNTS.globexMember, 'active');
    expect((await signIn(DEMO_ACCOUNTS.globexMember)).data.session).not.toBeNull();
  });

  it('lets a pending member sign in', async () => {
    await setProfileStatus(DEMO_ACCOUNTS.globexMember, 'pending');
    expect((await signIn(DEMO_ACCOUNTS.globexMember)).error).toBeNull();
    await setProfileStatus(DEMO_ACCOUNTS.globexMember, 'active');
  });

  it('refuses a refresh once the profile turned inactive', async () => {
    const { data } = await signIn(DEMO_ACCOUNTS.globexMember);
    await setProfileStatus(DEMO_ACCOUNTS.globexMember, 'inactive');
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: data.session?.refresh_token }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'account_inactive' });
    await setProfileStatus(DEMO_ACCOUNTS.globexMember, 'active');
  });

  it('refuses a member of a suspended organisation', async () => {
    await setOrganisationStatusOf(DEMO_ACCOUNTS.globexMember, 'suspended');
    const refused = await signIn(DEMO_ACCOUNTS.globexMember);
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('organization_suspended');
    await setOrganisationStatusOf(DEMO_ACCOUNTS.globexMember, 'active');
  });
});
