// Nothing a user's activity adds to grows without bound on the server: the maintenance timer
// (server/db/pruning.ts) deletes notifications read more than 90 days ago or made more than a year ago,
// and device health reports not renewed for 180 days (a member who reinstalls the app often would
// otherwise reach the 50-report quota). Neither pruning is something a member can run.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../supabase/tests/support/demo-ids.ts';
import { schedulePruning } from '../../server/db/pruning.ts';
import { WORKSHOP, WORKSHOP_FIXTURE_SQL } from '../../supabase/tests/support/workshop-fixtures.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
const memberId = ACCOUNTS.member.userId;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

async function notification(title: string, createdDaysAgo: number, readDaysAgo: number | null): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.notifications (user_id, title, created_at, read_at)
     values ($1, $2, now() - make_interval(days => $3), case when $4::int is null then null else now() - make_interval(days => $4::int) end)
     returning id`,
    [memberId, title, createdDaysAgo, readDaysAgo],
  );
  return rows[0]!.id;
}

async function deviceReport(updatedDaysAgo: number): Promise<string> {
  const installation = randomUUID();
  await backend.db.query(
    `insert into public.device_sync_health (installation_id, user_id, updated_at)
     values ($1, $2, now() - make_interval(days => $3))`,
    [installation, memberId, updatedDaysAgo],
  );
  return installation;
}

async function prune(): Promise<void> {
  const pruner = schedulePruning(backend.db, { firstDelayMs: 60_000 });
  await pruner.runNow();
  await pruner.stop();
}

describe('server pruning after a year', () => {
  it('deletes notifications read over 90 days ago or made over a year ago, and keeps the rest', async () => {
    const readLongAgo = await notification('read 91 days ago', 120, 91);
    const readRecently = await notification('read 89 days ago', 120, 89);
    const unreadOld = await notification('unread, 366 days old', 366, null);
    const unreadRecent = await notification('unread, 300 days old', 300, null);
    await prune();
    const { rows } = await backend.db.query<{ id: string }>('select id from public.notifications where id = any($1)', [
      [readLongAgo, readRecently, unreadOld, unreadRecent],
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual([readRecently, unreadRecent].sort());
  });

  it('deletes device reports not renewed for 180 days, and keeps the rest', async () => {
    const gone = await deviceReport(181);
    const kept = await deviceReport(179);
    await prune();
    const { rows } = await backend.db.query<{ installation_id: string }>(
      'select installation_id from public.device_sync_health where installation_id = any($1)',
      [[gone, kept]],
    );
    expect(rows.map((r) => r.installation_id)).toEqual([kept]);
  });

  it('is not something a member can run', async () => {
    const member = await backend.signIn(DEMO_ACCOUNTS.member);
    for (const fn of ['prune_notifications', 'prune_device_sync_health']) {
      expect((await member.rpc(fn as never)).error).not.toBeNull();
      const { rows } = await backend.db.query<{ ok: boolean }>(
        `select has_function_privilege('authenticated', $1, 'execute') as ok`,
        [`private.${fn}(integer)`],
      );
      expect(rows[0]!.ok).toBe(false);
    }
  });
});

describe('planner statistics', () => {
  // PGlite runs no autovacuum, so a table filled by a bulk import had no statistics at all: the planner
  // guessed row counts and the reports list took over a second at 5,000 people (bench:scale).
  it('are gathered by the maintenance for a table just filled', async () => {
    await backend.db.exec(
      `create table public.statistics_probe (id int primary key);
       insert into public.statistics_probe select generate_series(1, 500);`,
    );
    const reltuples = async () =>
      (
        await backend.db.query<{ reltuples: number }>(
          `select reltuples from pg_class where oid = 'public.statistics_probe'::regclass`,
        )
      ).rows[0]!.reltuples;
    expect(await reltuples()).toBeLessThan(0); // never analysed
    await prune();
    expect(await reltuples()).toBe(500);
    await backend.db.exec('drop table public.statistics_probe');
  });
});

describe('workshop tablets', () => {
  // A batch is kept to answer a resent push with its first answer; once the tablet's window has ended
  // (every push refused first) or the receipts are gone (90 days), it serves nothing.
  it('deletes batches of tablets past their window and batches over 90 days old, and keeps the rest', async () => {
    await backend.db.exec(WORKSHOP_FIXTURE_SQL);
    const expired = randomUUID();
    await backend.db.query(
      `insert into public.workshop_devices (id, organization_id, team_id, label, public_key, prepared_by, upload_until)
       select $1, organization_id, team_id, 'Tablet scaduto', public_key, prepared_by, now() - interval '1 day'
         from public.workshop_devices where id = $2`,
      [expired, WORKSHOP.acmeDevice],
    );
    const [ofExpired, old, recent] = [randomUUID(), randomUUID(), randomUUID()];
    await backend.db.query(
      `insert into public.workshop_batches (device_id, batch_id, http_status, answer, received_at) values
         ($1, $2, 200, '{}', now()), ($3, $4, 200, '{}', now() - interval '91 days'), ($3, $5, 200, '{}', now() - interval '89 days')`,
      [expired, ofExpired, WORKSHOP.acmeDevice, old, recent],
    );
    await prune();
    const { rows } = await backend.db.query<{ batch_id: string }>(
      'select batch_id from public.workshop_batches where batch_id = any($1)',
      [[ofExpired, old, recent]],
    );
    expect(rows.map((r) => r.batch_id)).toEqual([recent]);
  });
});
