import type { RealtimeDb } from './db.ts';
import { ident } from '../rest/sql.ts';
import { conditionsSql, type Condition } from './filter.ts';
import type { CapturedTable } from './install.ts';
import { localColumns, meetsLocal } from './prepared-filter.ts';
import type { Change } from './read-back.ts';
import { realtimeStats } from './stats.ts';
import type { Subscribed, TableSubscriptions } from './subscriptions.ts';

/** The changed row as superuser sees it (the old row for a DELETE), with `from` and its parameters. */
function rowSource(table: CapturedTable, change: Change, params: unknown[]): string {
  if (change.type === 'DELETE') {
    params.push(JSON.stringify(change.oldRecord ?? {}));
    return `jsonb_populate_record(null::public.${ident(table.name)}, $${params.length}::jsonb) t`;
  }
  const where = table.primaryKey
    .map((column) => {
      const value = change.key[column];
      params.push(typeof value === 'string' ? value : JSON.stringify(value));
      return `t.${ident(column)} = $${params.length}`;
    })
    .join(' and ');
  return `public.${ident(table.name)} t where ${where}`;
}

interface RowFacts {
  texts: Map<string, string | null>;
  remote: Map<string, boolean>;
}

/**
 * One statement, as superuser, over the changed row: its locally compared columns as text and the
 * given SQL-only filters (distinct ones) as booleans. Undefined when the row is gone. Which rows a
 * subscriber may see is not decided here: the read-back under its role does that.
 */
async function readFacts(
  db: RealtimeDb,
  table: CapturedTable,
  change: Change,
  remote: Map<string, Condition[]>,
): Promise<RowFacts | undefined> {
  const params: unknown[] = [];
  const source = rowSource(table, change, params);
  const columns = localColumns(table);
  const keys = [...remote.keys()];
  const flags = keys.map((key, i) => `, ${conditionsSql(remote.get(key) as Condition[], params)} as r${i}`).join('');
  const texts =
    columns.length > 0 ? `array[${columns.map((c) => `t.${ident(c)}::text`).join(', ')}]::text[]` : `'{}'::text[]`;
  realtimeStats.matchStatements++;
  const { rows } = await db.query<Record<string, unknown>>(`select ${texts} as texts${flags} from ${source}`, params);
  const row = rows[0];
  if (!row) return undefined;
  const values = row.texts as Array<string | null>;
  return {
    texts: new Map(columns.map((c, i) => [c, values[i] ?? null])),
    remote: new Map(keys.map((key, i) => [key, row[`r${i}`] === true])),
  };
}

function remoteOf<E extends Subscribed>(entries: Iterable<E>, known?: Map<string, boolean>): Map<string, Condition[]> {
  const wanted = new Map<string, Condition[]>();
  for (const entry of entries) {
    const { remote, remoteKey } = entry.filter;
    if (remote.length > 0 && !known?.has(remoteKey)) wanted.set(remoteKey, remote);
  }
  return wanted;
}

/**
 * The subscriptions of `subscriptions` (one table's) whose event and filter the change meets. Those
 * filed under another value are not looked at; the row's values are read once (one statement, a second
 * only for subscriptions that pair an equality with an SQL-only condition), whatever their number.
 */
export async function matchChange<E extends Subscribed>(
  db: RealtimeDb,
  table: CapturedTable,
  subscriptions: TableSubscriptions<E>,
  change: Change,
): Promise<E[]> {
  const wants = (entry: E) => entry.event === '*' || entry.event === change.type;
  const matched = [...subscriptions.unfiltered].filter(wants);
  if (!subscriptions.filtered) return matched;
  const scanned = [...subscriptions.scanned].filter(wants);
  const facts = await readFacts(db, table, change, remoteOf(scanned));
  if (!facts) return [];
  const filed = [...subscriptions.filed(facts.texts)].filter(wants);
  const missing = remoteOf(filed, facts.remote);
  if (missing.size > 0) {
    const more = await readFacts(db, table, change, missing);
    if (!more) return [];
    for (const [key, value] of more.remote) facts.remote.set(key, value);
  }
  for (const entry of [...scanned, ...filed]) {
    const { local, remote, remoteKey } = entry.filter;
    if (local.every((c) => meetsLocal(c, facts.texts)) && (remote.length === 0 || facts.remote.get(remoteKey) === true))
      matched.push(entry);
  }
  return matched;
}
