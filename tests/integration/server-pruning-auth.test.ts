// A year of sign-ins must not leave the embedded backend's auth tables growing without bound per user:
// every refresh (hourly while the app is open) revokes a token and adds one, and every sign-in on a
// device that is then wiped leaves a session nobody will end. The maintenance timer
// (server/db/pruning.ts) deletes refresh tokens revoked more than 24 hours ago, as Supabase Auth's own
// cleanup does, and sessions not refreshed for 180 days; a session in use keeps refreshing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../supabase/tests/support/demo-ids.ts';
import { schedulePruning } from '../../server/db/pruning.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
const memberId = ACCOUNTS.member.userId;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

async function prune(): Promise<void> {
  const pruner = schedulePruning(backend.db, { firstDelayMs: 60_000 });
  await pruner.runNow();
  await pruner.stop();
}

/** A session of the member last refreshed `daysAgo` days ago, with its active refresh token. */
async function staleSession(daysAgo: number): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into auth.sessions (user_id, created_at, updated_at)
     values ($1, now() - make_interval(days => $2), now() - make_interval(days => $2)) returning id`,
    [memberId, daysAgo],
  );
  const id = rows[0]!.id;
  await backend.db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, created_at, updated_at)
     values (md5(random()::text), $1, $2, now() - make_interval(days => $3), now() - make_interval(days => $3))`,
    [memberId, id, daysAgo],
  );
  return id;
}

describe('auth pruning after a year', () => {
  it('deletes refresh tokens revoked over 24 hours ago; the session goes on refreshing', async () => {
    const client = backend.createClient();
    const signedIn = await client.auth.signInWithPassword({ email: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD });
    expect(signedIn.error).toBeNull();
    const first = signedIn.data.session!.refresh_token;
    const second = (await client.auth.refreshSession()).data.session!.refresh_token;
    const third = (await client.auth.refreshSession()).data.session!.refresh_token;
    // the first was revoked a day and an hour ago, the second an hour ago
    await backend.db.query(`update auth.refresh_tokens set updated_at = now() - interval '25 hours' where token = $1`, [
      first,
    ]);
    await backend.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`, [
      second,
    ]);
    await prune();
    const { rows } = await backend.db.query<{ token: string }>(
      'select token from auth.refresh_tokens where token = any($1) order by id',
      [[first, second, third]],
    );
    expect(rows.map((r) => r.token)).toEqual([second, third]);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
  });

  it('deletes sessions not refreshed for 180 days, with their tokens, and keeps the others', async () => {
    const gone = await staleSession(181);
    const kept = await staleSession(179);
    await prune();
    const sessions = await backend.db.query<{ id: string }>('select id from auth.sessions where id = any($1)', [
      [gone, kept],
    ]);
    expect(sessions.rows.map((r) => r.id)).toEqual([kept]);
    const tokens = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from auth.refresh_tokens where session_id = $1',
      [gone],
    );
    expect(tokens.rows[0]!.n).toBe(0);
  });

  it('leaves a member signed in elsewhere signed in', async () => {
    const member = await backend.signIn(DEMO_ACCOUNTS.member);
    await prune();
    const { data, error } = await member.from('profiles').select('user_id').eq('user_id', memberId);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});
