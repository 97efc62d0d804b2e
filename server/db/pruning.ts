/*
 * The embedded backend's scheduled maintenance (a hosted project uses pg_cron and autovacuum):
 * outbox receipts past their retention are deleted (private.prune_outbox_receipts, 90 days), and so
 * are old notifications, device reports and workshop tablets' spent batches
 * (private.prune_notifications, prune_device_sync_health, prune_workshop_batches), a few thousand
 * rows at a time so that requests are served between batches, as are spent refresh tokens and idle
 * sessions (prune-auth.ts); and the tables users write are vacuumed, since PGlite
 * runs no autovacuum: without it, deleted and updated rows would keep their disk space for ever.
 * For the same reason the whole database is analysed: without statistics after a bulk import the
 * planner guesses row counts, and the reports list took over a second at 5,000 people.
 */

import { pruneAuthBatch } from './prune-auth.ts';

/** What the pruner needs of the database (PGlite, or a proxy to it). */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** A minute after start, then hourly. */
export const PRUNE_FIRST_DELAY_MS = 60_000;
export const PRUNE_INTERVAL_MS = 60 * 60_000;
/** Receipts deleted per statement: one statement holds the database's only thread. */
export const PRUNE_BATCH_ROWS = 5_000;
/** The tables a member writes (their updates leave dead rows behind). */
const VACUUMED_TABLES = [
  'auth.refresh_tokens',
  'auth.sessions',
  'outbox_receipts',
  'team_chat_messages',
  'assessments',
  'assignment_submissions',
  'ai_suggestions',
  'user_activity_progress',
  'device_sync_health',
  'notifications',
  'profiles',
];

/** Calls one pruning function batch after batch until it has nothing left; answers the rows deleted. */
async function pruneAll(
  db: Queryable,
  fn: string | ((db: Queryable, maxRows: number) => Promise<number>),
): Promise<number> {
  let total = 0;
  for (;;) {
    const pruned =
      typeof fn === 'string'
        ? ((await db.query<{ pruned: number }>(`select ${fn}($1) as pruned`, [PRUNE_BATCH_ROWS])).rows[0]?.pruned ?? 0)
        : await fn(db, PRUNE_BATCH_ROWS);
    total += pruned;
    if (pruned < PRUNE_BATCH_ROWS) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return total;
}

/**
 * Deletes every expired receipt, notification and device report in batches (retentions in
 * 20250112000200_prune_outbox_receipts.sql, 20250127000100_prune_notifications_and_device_reports.sql
 * and 20250129000200_prune_workshop_batches.sql),
 * and spent refresh tokens and idle sessions (prune-auth.ts), then vacuums and analyses; answers how
 * many receipts were deleted.
 */
export async function pruneOnce(db: Queryable): Promise<number> {
  const receipts = await pruneAll(db, 'private.prune_outbox_receipts');
  await pruneAll(db, 'private.prune_notifications');
  await pruneAll(db, 'private.prune_device_sync_health');
  await pruneAll(db, 'private.prune_workshop_batches');
  await pruneAll(db, pruneAuthBatch);
  for (const table of VACUUMED_TABLES) await db.exec(`vacuum ${table.includes('.') ? table : `public.${table}`}`);
  await db.exec('analyze');
  return receipts;
}

export interface Pruner {
  /** Runs now (after a run in progress); answers the receipts deleted. */
  runNow(): Promise<number>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function schedulePruning(
  db: Queryable,
  {
    firstDelayMs = PRUNE_FIRST_DELAY_MS,
    intervalMs = PRUNE_INTERVAL_MS,
    onError = (error: unknown) => console.error('Pruning failed:', error),
  } = {},
): Pruner {
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const run = () => (running = running.catch(() => 0).then(() => pruneOnce(db)));
  const tick = () => {
    run()
      .catch(onError)
      .finally(() => {
        if (!stopped) schedule(intervalMs);
      });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  schedule(firstDelayMs);
  return {
    runNow: run,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
