import type { RealtimeDb } from './db.ts';
import { FilterError, parseFilter } from './filter.ts';
import type { CapturedTable } from './install.ts';
import { prepareFilter, type PreparedFilter } from './prepared-filter.ts';
import type { ChangeType } from './read-back.ts';

/** One `postgres_changes` entry of a join, with the id the server gave it. */
export interface Binding {
  id: number;
  event: ChangeType | '*';
  schema: string;
  table: string;
  filter?: string;
  /** The filter, ready to be compared with changed rows. */
  prepared: PreparedFilter;
}

/** What the join reply echoes for each entry, in the order the client sent them. */
export interface BindingReply {
  id: number;
  event: unknown;
  schema: unknown;
  table: unknown;
  filter?: unknown;
}

export interface JoinedBindings {
  replies: BindingReply[];
  accepted: Binding[];
  /** Why entries were refused (sent as `system` errors; the channel stays joined, as on Supabase). */
  errors: string[];
}

export const MAX_BINDINGS_PER_CHANNEL = 20;
const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
let nextId = 1;

async function accept(
  db: RealtimeDb,
  tables: Map<string, CapturedTable>,
  entry: Record<string, unknown>,
  id: number,
): Promise<Binding> {
  const { event, schema, table, filter } = entry;
  if (typeof event !== 'string' || !EVENTS.has(event.toUpperCase()))
    throw new FilterError(`event must be one of *, INSERT, UPDATE, DELETE`);
  if (schema !== 'public') throw new FilterError('only schema "public" is available');
  const captured = typeof table === 'string' ? tables.get(table) : undefined;
  if (!captured)
    throw new FilterError(
      `table "${String(table)}" is not enabled for Realtime (add it to the supabase_realtime publication)`,
    );
  const conditions = parseFilter(filter, captured);
  let prepared: PreparedFilter;
  try {
    prepared = await prepareFilter(db, captured, conditions);
  } catch (error) {
    throw new FilterError(`invalid filter value: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    id,
    event: event.toUpperCase() as Binding['event'],
    schema,
    table: captured.name,
    filter: typeof filter === 'string' ? filter : undefined,
    prepared,
  };
}

/** Reads `config.postgres_changes` of a phx_join. Throws FilterError when the join as a whole is refused. */
export async function joinBindings(
  db: RealtimeDb,
  tables: Map<string, CapturedTable>,
  entries: unknown,
): Promise<JoinedBindings> {
  const result: JoinedBindings = { replies: [], accepted: [], errors: [] };
  if (!Array.isArray(entries)) return result;
  if (entries.length > MAX_BINDINGS_PER_CHANNEL)
    throw new FilterError(`at most ${MAX_BINDINGS_PER_CHANNEL} postgres_changes per channel`);
  for (const raw of entries) {
    const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const id = nextId++;
    const reply: BindingReply = { id, event: entry.event, schema: entry.schema, table: entry.table };
    if (entry.filter !== undefined) reply.filter = entry.filter;
    result.replies.push(reply);
    try {
      result.accepted.push(await accept(db, tables, entry, id));
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      result.errors.push(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${String(entry.event)}, schema: ${String(entry.schema)}, table: ${String(entry.table)}, filters: ${String(entry.filter ?? '')}]: ${error.message}`,
      );
    }
  }
  return result;
}
