import type { RealtimeDb } from './db.ts';
import { ident } from '../rest/sql.ts';
import { conditionsSql, type Condition, type FilterOp } from './filter.ts';
import type { CapturedTable } from './install.ts';

/**
 * Column types whose values, as Postgres prints them (`value::text`), compare in JavaScript exactly as
 * Postgres compares them: integers by number, uuids byte by byte (their lowercase text), booleans, and
 * text for equality only (its order depends on the collation). Other types are compared in SQL.
 */
type Kind = 'int' | 'uuid' | 'bool' | 'text';
const KINDS: Record<string, Kind> = {
  int2: 'int',
  int4: 'int',
  int8: 'int',
  uuid: 'uuid',
  bool: 'bool',
  text: 'text',
  varchar: 'text',
};
const EQUALITY_OPS = new Set<FilterOp>(['eq', 'neq', 'in']);

/** A condition compared in JavaScript; its values are Postgres's own text of them, as the column's type. */
export interface LocalCondition {
  column: string;
  op: FilterOp;
  kind: Kind;
  values: string[];
}

/** A subscription's filter, split into what JavaScript compares and what only SQL can. */
export interface PreparedFilter {
  local: LocalCondition[];
  remote: Condition[];
  /** Identifies `remote` among the filters of a table, so that equal ones are evaluated once. */
  remoteKey: string;
}

export function localKind(table: CapturedTable, condition: Condition): Kind | undefined {
  const type = table.columns.find((c) => c.name === condition.column)?.type;
  const kind = type === undefined ? undefined : KINDS[type];
  if (kind === 'text' && !EQUALITY_OPS.has(condition.op)) return undefined;
  return kind;
}

/** The columns whose text the change feed reads to compare local conditions. */
export function localColumns(table: CapturedTable): string[] {
  return table.columns.filter((c) => KINDS[c.type] !== undefined).map((c) => c.name);
}

/**
 * Checks a filter's values against its columns' types (throws the database's error when one does not
 * fit) and turns the locally compared ones into Postgres's text of them: `01` for an int4 is `1`, an
 * uppercase uuid is lowercase. At most two statements per subscription, at join.
 */
export async function prepareFilter(
  db: RealtimeDb,
  table: CapturedTable,
  conditions: Condition[],
): Promise<PreparedFilter> {
  const local: Array<Omit<LocalCondition, 'values'> & { raw: string[] }> = [];
  const remote: Condition[] = [];
  for (const condition of conditions) {
    const kind = localKind(table, condition);
    if (kind) local.push({ column: condition.column, op: condition.op, kind, raw: condition.values });
    else remote.push(condition);
  }
  if (remote.length > 0) {
    const params: unknown[] = [];
    const where = conditionsSql(remote, params);
    await db.query(`select 1 from public.${ident(table.name)} t where false and (${where})`, params);
  }
  let canonical: string[] = [];
  if (local.length > 0) {
    const params: string[] = [];
    const casts = local.flatMap((c) => {
      const type = table.columns.find((col) => col.name === c.column)?.type as string;
      return c.raw.map((value) => {
        params.push(value);
        return `$${params.length}::pg_catalog.${ident(type)}::text`;
      });
    });
    const { rows } = await db.query<{ canonical: string[] }>(
      `select array[${casts.join(', ')}]::text[] as canonical`,
      params,
    );
    canonical = rows[0]?.canonical ?? [];
  }
  let next = 0;
  return {
    local: local.map(({ raw, ...c }) => ({ ...c, values: raw.map(() => canonical[next++] as string) })),
    remote,
    remoteKey: remote.length > 0 ? JSON.stringify(remote) : '',
  };
}

function compare(kind: Kind, a: string, b: string): number {
  if (kind === 'int') {
    const [x, y] = [BigInt(a), BigInt(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  // uuid: fixed-width lowercase hex, whose text order is its byte order; bool: 'false' < 'true'.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether the row (its columns' text, null for SQL null) meets the condition; null never does, as in SQL. */
export function meetsLocal(condition: LocalCondition, texts: Map<string, string | null>): boolean {
  const value = texts.get(condition.column);
  if (value === null || value === undefined) return false;
  const [first = ''] = condition.values;
  switch (condition.op) {
    case 'eq':
      return value === first;
    case 'neq':
      return value !== first;
    case 'in':
      return condition.values.includes(value);
    case 'lt':
      return compare(condition.kind, value, first) < 0;
    case 'lte':
      return compare(condition.kind, value, first) <= 0;
    case 'gt':
      return compare(condition.kind, value, first) > 0;
    case 'gte':
      return compare(condition.kind, value, first) >= 0;
  }
}
