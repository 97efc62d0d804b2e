import { readFile } from 'node:fs/promises';
import type { RealtimeDb } from './db.ts';
import { ident } from '../rest/sql.ts';

/** The tables the app subscribes to; used while the database has no supabase_realtime publication. */
export const DEFAULT_REALTIME_TABLES = ['team_chat_messages', 'user_activity_progress', 'notifications'] as const;

export interface Column {
  name: string;
  /** Postgres type name as Realtime reports it (int4, uuid, timestamptz, _text ...). */
  type: string;
}

export interface CapturedTable {
  name: string;
  primaryKey: string[];
  columns: Column[];
  /** Columns a row can be written back with (not generated). */
  insertable: string[];
}

const TRIGGER = 'embedded_realtime_capture';

/**
 * The public tables whose changes the websocket announces: those of the supabase_realtime
 * publication when the database has one (as on a hosted project), else the default three.
 */
async function realtimeTableNames(db: RealtimeDb): Promise<string[]> {
  const { rows } = await db.query<{ present: boolean }>(
    `select exists (select 1 from pg_publication where pubname = 'supabase_realtime') as present`,
  );
  if (!rows[0]?.present) return [...DEFAULT_REALTIME_TABLES];
  const published = await db.query<{ tablename: string }>(
    `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by tablename`,
  );
  return published.rows.map((r) => r.tablename);
}

async function describe(db: RealtimeDb, names: string[]): Promise<CapturedTable[]> {
  const { rows } = await db.query<{ name: string; primary_key: string[]; columns: Column[]; insertable: string[] }>(
    `select c.relname as name,
       array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
             where i.indrelid = c.oid and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)) as primary_key,
       (select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
          from pg_attribute a join pg_type t on t.oid = a.atttypid
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
       array(select a.attname::text from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum) as insertable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname = any($1::text[])`,
    [names],
  );
  return rows
    .filter((r) => r.primary_key.length > 0)
    .map((r) => ({ name: r.name, primaryKey: r.primary_key, columns: r.columns, insertable: r.insertable }));
}

/**
 * Installs the change capture (capture.sql) and its trigger on each realtime table, removes it from
 * tables no longer published, and empties the queue of changes nobody was listening for.
 */
export async function installCapture(db: RealtimeDb): Promise<Map<string, CapturedTable>> {
  await db.exec(await readFile(new URL('./capture.sql', import.meta.url), 'utf8'));
  const tables = await describe(db, await realtimeTableNames(db));
  const { rows: stale } = await db.query<{ name: string }>(
    `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = $1 and n.nspname = 'public' and not (c.relname = any($2::text[]))`,
    [TRIGGER, tables.map((t) => t.name)],
  );
  for (const { name } of stale) await db.exec(`drop trigger ${TRIGGER} on public.${ident(name)}`);
  for (const table of tables) {
    const keyArgs = table.primaryKey.map((k) => `'${k.replace(/'/g, "''")}'`).join(', ');
    await db.exec(
      `create or replace trigger ${TRIGGER} after insert or update or delete on public.${ident(table.name)}
       for each row execute function embedded_realtime.capture(${keyArgs})`,
    );
  }
  await db.exec('truncate embedded_realtime.changes');
  return new Map(tables.map((t) => [t.name, t]));
}
