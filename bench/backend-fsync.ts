// The cost of durability: single-row commits per second on a database kept in a folder, with fsync at
// commit (the backend's default) and without (BACKEND_FSYNC=off), on the disk that holds .data/. Each
// commit inserts one outbox receipt as the outbox does (its row-size and quota triggers included).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, repoRoot } from '../server/db/open.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';

export interface CommitRate {
  fsync: boolean;
  commits: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function measureCommitRate(fsync: boolean, durationMs: number): Promise<CommitRate> {
  const dir = await mkdtemp(path.join(repoRoot, '.data', 'bench-fsync-'));
  const db = await openPglite({ dataDir: path.join(dir, 'db'), loadDataDir: await loadPreparedDump(), fsync });
  try {
    const { rows } = await db.query<{ id: string }>(`select id from auth.users where email = 'member@acme.test'`);
    const user = rows[0]!.id;
    const answer = JSON.stringify({ id: randomUUID(), status: 'ok', row_id: randomUUID() });
    const insert = () =>
      db.query(
        `insert into public.outbox_receipts (user_id, op_id, kind, answer) values ($1, $2, 'chat-message/send', $3)`,
        [user, randomUUID(), answer],
      );
    for (let i = 0; i < 50; i++) await insert();
    const times: number[] = [];
    const started = performance.now();
    while (performance.now() - started < durationMs) {
      const t = performance.now();
      await insert();
      times.push(performance.now() - t);
    }
    const elapsed = performance.now() - started;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    return {
      fsync,
      commits: times.length,
      perSecond: (times.length * 1000) / elapsed,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
    };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printCommitRates(rates: CommitRate[]): void {
  console.log('\nDurability: one-row commits on a folder on the .data/ disk, one after another (direct PGlite)');
  for (const r of rates) {
    console.log(
      `  fsync ${r.fsync ? 'on ' : 'off'}  ${r.perSecond.toFixed(0).padStart(6)} writes/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms  (${r.commits} commits)`,
    );
  }
  const [on, off] = [rates.find((r) => r.fsync), rates.find((r) => !r.fsync)];
  if (on && off)
    console.log(`  fsync at commit costs ${(off.perSecond / on.perSecond).toFixed(2)}x in writes per second`);
}
