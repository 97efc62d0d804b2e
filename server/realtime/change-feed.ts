import type { PGlite } from '@electric-sql/pglite';
import type { RealtimeConnection } from './connection.ts';
import type { CapturedTable } from './install.ts';
import { readAs, type Change, type ChangeType } from './read-back.ts';

const BATCH = 100;
/** Changes waiting beyond this many are dropped (Realtime does not guarantee delivery either). */
const MAX_BACKLOG = 5000;

interface ChangeRow {
  id: number;
  table_name: string;
  change_type: ChangeType;
  record_key: Record<string, unknown>;
  old_record: Record<string, unknown> | null;
  committed_at: Date;
}

/**
 * Drains embedded_realtime.changes after each notifying commit and sends every change to the
 * channels whose bindings it matches and whose role may select the row. One drain runs at a time
 * and every read-back is its own short transaction, so HTTP requests interleave with the work.
 */
export class ChangeFeed {
  private draining = false;
  private pending = false;
  private stopped = false;
  private idle: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: PGlite,
    private readonly tables: Map<string, CapturedTable>,
    private readonly connections: Set<RealtimeConnection>,
  ) {}

  async start(): Promise<void> {
    // The callback runs inside PGlite's query handling: it only schedules work.
    this.unlisten = await this.db.listen('embedded_realtime', () => this.schedule());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle;
    await this.unlisten?.();
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.pending = true;
      return;
    }
    this.draining = true;
    this.idle = new Promise((resolve) => setImmediate(() => void this.drain().finally(resolve)));
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.pending = false;
        let rows: ChangeRow[];
        do {
          rows = await this.take();
          for (const row of rows) {
            if (this.stopped) return;
            await this.deliver({ id: row.id, table: row.table_name, type: row.change_type, key: row.record_key, oldRecord: row.old_record, committedAt: row.committed_at });
          }
        } while (rows.length === BATCH && !this.stopped);
      } while (this.pending && !this.stopped);
    } catch (error) {
      if (!this.stopped) console.error('[realtime] change feed failed', error);
    } finally {
      this.draining = false;
    }
  }

  private async take(): Promise<ChangeRow[]> {
    await this.db.query(`delete from embedded_realtime.changes where id <= (select max(id) from embedded_realtime.changes) - $1`, [MAX_BACKLOG]);
    const { rows } = await this.db.query<ChangeRow>(
      `delete from embedded_realtime.changes where id in (select id from embedded_realtime.changes order by id limit $1) returning *`,
      [BATCH],
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  private async deliver(change: Change): Promise<void> {
    const table = this.tables.get(change.table);
    if (!table) return;
    const columns = table.columns;
    for (const connection of [...this.connections]) {
      for (const channel of [...connection.channels.values()]) {
        const bindings = channel.bindings.filter((b) => b.table === change.table && (b.event === '*' || b.event === change.type));
        if (bindings.length === 0 || !connection.open) continue;
        if (!(await connection.stillAllowed(channel))) continue;
        const seen = await readAs(this.db, channel.identity, table, change, bindings.map((b) => b.conditions)).catch((error: unknown) => {
          console.error(`[realtime] reading ${change.table} back failed`, error);
          return undefined;
        });
        const ids = bindings.filter((_, i) => seen?.matches[i]).map((b) => b.id);
        if (!seen || ids.length === 0 || connection.channels.get(channel.topic) !== channel) continue;
        const data: Record<string, unknown> = {
          schema: 'public',
          table: change.table,
          commit_timestamp: new Date(change.committedAt).toISOString(),
          type: change.type,
          columns,
          errors: null,
        };
        // Like Supabase with RLS on: the old row is only its primary key.
        if (change.type === 'DELETE' || change.type === 'UPDATE') data.old_record = change.key;
        if (change.type !== 'DELETE') data.record = seen.record;
        connection.push(channel, 'postgres_changes', { ids, data });
      }
    }
  }
}
