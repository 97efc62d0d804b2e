import { commit, newOperation } from '../../offline/outbox';
import { getOfflineDb } from '../../offline/store';
import { saveWorkerSession } from '../../offline/worker';
import { onBeforeLogout, runBeforeLogout } from '../../lib/before-logout';
import { registerDefaultLogoutHooks } from './default-logout-hooks';

const USER = '00000000-0000-4000-8000-0000000000a1';
const ASSESSMENT = '00000000-0000-4000-8000-0000000000b1';
const workerSessionRows = () =>
  getOfflineDb()
    .meta.filter((row) => row.key === 'worker-session')
    .count();

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

describe('logout on a shared tablet', () => {
  it('"keep on this device" keeps the unsent work but never the access token mirrored for the worker', async () => {
    const db = getOfflineDb();
    await db.assessments.put({
      ownerId: USER,
      id: ASSESSMENT,
      user_id: USER,
      answers: {},
      answer_times: {},
      completed_at: null,
      started_at: null,
    } as never);
    await commit(
      newOperation('assessment/save-partial', { target: ASSESSMENT, ownerId: USER, payload: { answers: { Q1: 'a' } } }),
    );
    await saveWorkerSession(db, {
      ownerId: USER,
      accessToken: 'header.payload.signature',
      expiresAt: 4_000_000_000,
      supabaseUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon',
    });
    expect(await workerSessionRows()).toBe(1);

    registerDefaultLogoutHooks();
    // The logout guard's "keep on this device": it lets the logout go ahead and purges nothing.
    const keep = onBeforeLogout(() => true);
    // Offline, so supabase-js never reports SIGNED_OUT: only the logout itself can forget the token.
    expect(await runBeforeLogout(USER)).toBe(true);
    keep();

    expect(await workerSessionRows()).toBe(0);
    expect(await db.outbox.where('ownerId').equals(USER).count()).toBe(1);
    expect((await db.assessments.get([USER, ASSESSMENT]))?.answers).toEqual({ Q1: 'a' });
  });

  it('a cancelled logout leaves the token alone', async () => {
    const db = getOfflineDb();
    await saveWorkerSession(db, {
      ownerId: USER,
      accessToken: 't',
      expiresAt: 4_000_000_000,
      supabaseUrl: 'u',
      anonKey: 'k',
    });
    registerDefaultLogoutHooks();
    const cancel = onBeforeLogout(() => false);
    expect(await runBeforeLogout(USER)).toBe(false);
    cancel();
    expect(await workerSessionRows()).toBe(1);
  });
});
