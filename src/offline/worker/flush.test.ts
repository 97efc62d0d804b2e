import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb } from '../store/db';
import { flushFromWorker } from './flush';
import { clearWorkerSession, readUsableWorkerSession, saveWorkerSession, type WorkerSession } from './session';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const session = (over: Partial<WorkerSession> = {}): WorkerSession => ({
  ownerId: 'user-a',
  accessToken: 'token-a',
  expiresAt: NOW / 1000 + 3600,
  supabaseUrl: 'http://127.0.0.1:1',
  anonKey: 'anon',
  ...over,
});

let db: OfflineDb;
afterEach(async () => {
  await db?.delete();
});

describe('the session stored for the service worker', () => {
  it('keeps one session: a new sign-in replaces the previous user', async () => {
    db = new OfflineDb(`ws-${crypto.randomUUID()}`);
    await saveWorkerSession(db, session());
    await saveWorkerSession(db, session({ ownerId: 'user-b', accessToken: 'token-b' }));
    expect(await readUsableWorkerSession(db, NOW)).toMatchObject({ ownerId: 'user-b', accessToken: 'token-b' });
    expect(await db.meta.filter((r) => r.key === 'worker-session').count()).toBe(1);
  });

  it('is not used once its token expires (within the 30 s margin)', async () => {
    db = new OfflineDb(`ws-${crypto.randomUUID()}`);
    await saveWorkerSession(db, session({ expiresAt: NOW / 1000 + 20 }));
    expect(await readUsableWorkerSession(db, NOW)).toBeNull();
    expect(await readUsableWorkerSession(db, NOW - 60_000)).not.toBeNull();
  });

  it('is gone after sign-out', async () => {
    db = new OfflineDb(`ws-${crypto.randomUUID()}`);
    await saveWorkerSession(db, session());
    await clearWorkerSession(db);
    expect(await readUsableWorkerSession(db, NOW)).toBeNull();
  });
});

describe('flushFromWorker', () => {
  it('with nothing queued and no session reports success', async () => {
    db = new OfflineDb(`ws-${crypto.randomUUID()}`);
    expect(await flushFromWorker(db, () => NOW)).toEqual({ ok: true, pending: 0 });
  });
});
