import type { StatementRunner } from '../db/database.ts';
import type { RealtimeDb } from './db.ts';
import { sessionEnded, sessionGuard, sessionGuardParams } from '../auth/session-guard.ts';
import type { Channel, RealtimeConnection } from './connection.ts';
import type { RealtimeHub } from './hub.ts';
import { expiredFor, type Identity } from './identity.ts';
import type { CapturedTable } from './install.ts';
import { matchChange } from './match.ts';
import { READ_BACK_BATCH, readAs, readAsMany, type Change, type ChangeType, type Reader } from './read-back.ts';
import { realtimeStats } from './stats.ts';

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
    private readonly db: RealtimeDb,
    private readonly hub: RealtimeHub,
    /** When given, an inserted or updated row is read back for up to READ_BACK_BATCH groups in one call. */
    private readonly statements?: StatementRunner,
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
            await this.deliver({
              id: row.id,
              table: row.table_name,
              type: row.change_type,
              key: row.record_key,
              oldRecord: row.old_record,
              committedAt: row.committed_at,
            });
            realtimeStats.changes++;
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
    await this.db.query(
      `delete from embedded_realtime.changes where id <= (select max(id) from embedded_realtime.changes) - $1`,
      [MAX_BACKLOG],
    );
    const { rows } = await this.db.query<ChangeRow>(
      `delete from embedded_realtime.changes where id in (select id from embedded_realtime.changes order by id limit $1) returning *`,
      [BATCH],
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  /**
   * Sends the change to every channel that may receive it. The subscriptions of other tables, and those
   * filed under other values, are not looked at (match.ts); the channels that remain are grouped by
   * whose eyes they read through, and the row is read back once per group, not once per channel; the
   * groups' read-backs of an inserted or updated row share one database call per READ_BACK_BATCH groups
   * (200 members of a team are 4 calls, not 200 transactions of four statements each).
   */
  private async deliver(change: Change): Promise<void> {
    const table = this.hub.tables.get(change.table);
    const subscriptions = this.hub.subscriptions.of(change.table);
    if (!table || !subscriptions) return;
    const matched = await matchChange(this.db, table, subscriptions, change).catch((error: unknown) => {
      console.error(`[realtime] matching a change of ${change.table} failed`, error);
      return [];
    });
    const targets = new Map<Channel, Target>();
    for (const { connection, channel, binding } of matched) {
      let target = targets.get(channel);
      if (!target) targets.set(channel, (target = { connection, channel, ids: [] }));
      target.ids.push(binding.id);
    }
    const groups = new Map<string, Target[]>();
    for (const target of targets.values()) {
      if (!this.joined(target)) continue;
      const expired = expiredFor(target.channel.identity);
      if (expired !== undefined) {
        target.connection.end(target.channel, `Token has expired ${expired} seconds ago`);
        continue;
      }
      const key = readerKey(target.channel.identity);
      const group = groups.get(key);
      if (group) group.push(target);
      else groups.set(key, [target]);
    }
    const all = [...groups.values()];
    if (!this.statements || change.type === 'DELETE') {
      for (const group of all) await this.deliverTo(group, table, change);
      return;
    }
    for (let i = 0; i < all.length; i += READ_BACK_BATCH) {
      const chunk = all.slice(i, i + READ_BACK_BATCH);
      const records = await readAsMany(this.statements, chunk.map(readerOf), table, change).catch((error: unknown) => {
        if (!sessionEnded(error)) console.error(`[realtime] reading ${change.table} back together failed`, error);
        return undefined;
      });
      // A failed call (a reader's session ended, or a deadline): each group on its own, which finds whose.
      if (!records) for (const group of chunk) await this.deliverTo(group, table, change);
      else chunk.forEach((group, j) => this.send(group, table, change, records[j]));
    }
  }

  private joined({ connection, channel }: Target): boolean {
    return connection.open && connection.channels.get(channel.topic) === channel;
  }

  /** Reads the change back once for the group and pushes it to each of its channels that may see it. */
  private async deliverTo(group: Target[], table: CapturedTable, change: Change): Promise<void> {
    let readers = group;
    let record: Record<string, unknown> | undefined;
    try {
      record = await readAs(this.db, readerOf(readers), table, change);
    } catch (error) {
      if (!sessionEnded(error)) return console.error(`[realtime] reading ${change.table} back failed`, error);
      // A session of the group has ended or its user is banned: find whose, end their channels, serve the rest.
      readers = await this.stillLive(group);
      if (readers.length === 0) return;
      record = await readAs(this.db, readerOf(readers), table, change).catch((again: unknown) => {
        console.error(`[realtime] reading ${change.table} back failed`, again);
        return undefined;
      });
    }
    this.send(readers, table, change, record);
  }

  /** Pushes the change, as `record` shows it, to each of the group's channels still joined; nothing without a record. */
  private send(
    readers: Target[],
    table: CapturedTable,
    change: Change,
    record: Record<string, unknown> | undefined,
  ): void {
    if (!record) return;
    const data: Record<string, unknown> = {
      schema: 'public',
      table: change.table,
      commit_timestamp: new Date(change.committedAt).toISOString(),
      type: change.type,
      columns: table.columns,
      errors: null,
    };
    // Like Supabase with RLS on: the old row is only its primary key.
    if (change.type === 'DELETE' || change.type === 'UPDATE') data.old_record = change.key;
    if (change.type !== 'DELETE') data.record = record;
    for (const target of readers) {
      if (!this.joined(target)) continue;
      target.connection.push(target.channel, 'postgres_changes', { ids: target.ids.sort((a, b) => a - b), data });
    }
  }

  /** The group's channels whose session still holds (the guard REST runs, one session at a time); the others are ended. */
  private async stillLive(group: Target[]): Promise<Target[]> {
    const verdicts = new Map<string, string | undefined>();
    const live: Target[] = [];
    for (const target of group) {
      const claims = target.channel.identity.claims;
      const session = String(claims.session_id ?? '');
      if (!verdicts.has(session)) {
        const guard = sessionGuard(claims);
        const reason = guard
          ? await this.db.query(guard.text, guard.params as unknown[]).then(
              () => undefined,
              (error: unknown) => {
                const ended = sessionEnded(error);
                if (!ended) throw error;
                return `Unauthorized: ${ended.message}`;
              },
            )
          : undefined;
        verdicts.set(session, reason);
      }
      const reason = verdicts.get(session);
      if (reason === undefined) live.push(target);
      else if (this.joined(target)) target.connection.end(target.channel, reason);
    }
    return live;
  }
}

interface Target {
  connection: RealtimeConnection;
  channel: Channel;
  /** The ids of the channel's bindings the change meets. */
  ids: number[];
}

/** Claims that differ between two tokens of one user and that no policy reads: they do not split a group. */
const PER_TOKEN_CLAIMS = new Set(['exp', 'iat', 'nbf', 'jti', 'session_id', 'amr']);

/** Channels with the same key see the same rows: the same role and the same claims but for PER_TOKEN_CLAIMS. */
function readerKey(identity: Identity): string {
  const claims = Object.keys(identity.claims)
    .filter((name) => !PER_TOKEN_CLAIMS.has(name))
    .sort()
    .map((name) => [name, identity.claims[name]]);
  return JSON.stringify([identity.role, claims]);
}

/** The group's reader: the first channel's identity, and every session of the group for the guard. */
function readerOf(group: Target[]): Reader {
  const identity = (group[0] as Target).channel.identity;
  if (!sessionGuard(identity.claims)) return { identity };
  const sessions = new Set<string | null>();
  for (const { channel } of group) sessions.add(sessionGuardParams(channel.identity.claims)?.[1] ?? null);
  return { identity, sessions: [...sessions] };
}
