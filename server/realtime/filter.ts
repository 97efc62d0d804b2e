import { ident } from '../rest/sql.ts';
import type { CapturedTable } from './install.ts';

/**
 * The `filter` of a postgres_changes subscription, as Supabase Realtime accepts it:
 * `column=op.value` with op one of eq, neq, lt, lte, gt, gte, in (`column=in.(a,b)`), several joined
 * by commas meaning AND. Values are compared in SQL, as the column's type, when the row is read back.
 */
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Condition {
  column: string;
  op: FilterOp;
  values: string[];
}

export class FilterError extends Error {}

const SQL_OPS: Record<Exclude<FilterOp, 'in'>, string> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };
const MAX_FILTER_LENGTH = 2000;
const MAX_CONDITIONS = 10;
const MAX_IN_VALUES = 100;

/** Splits on commas that are not inside an in(...) list. */
function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < filter.length; i++) {
    const ch = filter[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      parts.push(filter.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(filter.slice(start));
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

export function parseFilter(filter: unknown, table: CapturedTable): Condition[] {
  if (filter === undefined || filter === null || (typeof filter === 'string' && filter.trim() === '')) return [];
  if (typeof filter !== 'string') throw new FilterError('filter must be a string');
  if (filter.length > MAX_FILTER_LENGTH) throw new FilterError('filter is too long');
  const parts = splitTopLevel(filter);
  if (parts.length > MAX_CONDITIONS) throw new FilterError(`at most ${MAX_CONDITIONS} filter conditions`);
  return parts.map((part) => {
    const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(part.trim());
    if (!match) throw new FilterError(`invalid filter "${part}"`);
    const [, rawColumn, op, rawValue] = match as unknown as [string, string, FilterOp, string];
    const column = rawColumn.trim();
    if (!table.columns.some((c) => c.name === column))
      throw new FilterError(`column "${column}" does not exist in table "${table.name}"`);
    if (op !== 'in') return { column, op, values: [rawValue] };
    const list = /^\((.*)\)$/s.exec(rawValue.trim());
    if (!list) throw new FilterError(`invalid in filter "${part}": expected ${column}=in.(value1,value2)`);
    const values = (list[1] ?? '').split(',').map(unquote);
    if (values.length > MAX_IN_VALUES) throw new FilterError(`at most ${MAX_IN_VALUES} values in an in filter`);
    return { column, op, values };
  });
}

/** The conditions as one SQL boolean over alias `t`; values become bind parameters pushed onto `params`. */
export function conditionsSql(conditions: Condition[], params: unknown[]): string {
  if (conditions.length === 0) return 'true';
  const param = (value: string) => {
    params.push(value);
    return `$${params.length}`;
  };
  return conditions
    .map(({ column, op, values }) => {
      const col = `t.${ident(column)}`;
      if (op === 'in') return `${col} in (${values.map(param).join(', ')})`;
      return `${col} ${SQL_OPS[op]} ${param(values[0] ?? '')}`;
    })
    .map((sql) => `coalesce(${sql}, false)`)
    .join(' and ');
}
