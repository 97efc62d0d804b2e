// An acknowledged write is durable: the database kept in a folder commits with fsync (PGlite starts PostgreSQL
// with fsync off, and its Node filesystem drops fsync calls), and a backend killed with -9 right after
// acknowledging inserts, with more in flight, has every acknowledged one after it starts again.
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadOrCreateKeys } from '../../server/auth/keys.ts';
import { openPglite } from '../../server/db/open.ts';
import { ACCOUNTS, SESSION_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { clientFor, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestClient } from '../support/backend.ts';
import { freePort, prepareDataDir, spawnBackend, type BackendProcess } from '../support/backend-process.ts';
import { loadPreparedDump } from '../support/prepared-db.ts';

let root: string;
const started: BackendProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'taas-durable-'));
});

afterAll(async () => {
  for (const backend of started)
    if (backend.child.exitCode === null && backend.child.signalCode === null) backend.child.kill('SIGKILL');
  await Promise.all(started.map((backend) => backend.exited));
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

describe('fsync at commit', () => {
  it("opens a database kept in a folder with fsync on, and a commit reaches the operating system's fsync", async () => {
    const db = await openPglite({ dataDir: path.join(root, 'fsync'), loadDataDir: await loadPreparedDump() });
    try {
      const { rows } = await db.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method') order by name`,
      );
      expect(rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
      await db.exec('create table acknowledged (id integer primary key)');
      const fsyncs = vi.spyOn(fs, 'fsyncSync');
      await db.query('insert into acknowledged values (1)');
      expect(fsyncs).toHaveBeenCalled();
      fsyncs.mockRestore();
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('a backend killed with -9', () => {
  it('keeps every insert it acknowledged, with more in flight when it was killed', async () => {
    const dataDir = path.join(root, 'killed');
    await prepareDataDir(dataDir);
    const port = await freePort();
    const first = spawnBackend(dataDir, port);
    started.push(first);
    const url = await first.ready;
    const { anonKey, serviceRoleKey } = loadOrCreateKeys();
    const member: TestClient = clientFor(url, anonKey);
    expect(
      (await member.auth.signInWithPassword({ email: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD })).error,
    ).toBeNull();

    const marker = `durable-${Date.now()}`;
    const acknowledged: string[] = [];
    let killed = false;
    const kill = async () => {
      if (killed) return;
      killed = true;
      first.child.kill('SIGKILL');
      await first.exited;
    };
    // Eight writers in parallel; the kill lands right after the 300th acknowledgement, others still in flight.
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const { data, error } = await member
          .from('team_chat_messages')
          .insert({
            team_id: TEAM.alpha,
            session_id: SESSION_ID,
            sender_id: ACCOUNTS.member.userId,
            sender_role: 'member',
            message: `${marker} ${w}-${i}`,
          })
          .select('id')
          .single();
        if (error || !data) return;
        acknowledged.push(data.id);
        if (acknowledged.length >= 300) await kill();
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w).catch(() => undefined)));
    expect(killed).toBe(true);

    const second = spawnBackend(dataDir, port);
    started.push(second);
    await second.ready;
    const service = clientFor(url, serviceRoleKey);
    const { data, error } = await service.from('team_chat_messages').select('id').like('message', `${marker} %`);
    expect(error).toBeNull();
    const stored = new Set((data ?? []).map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 300_000);
});
