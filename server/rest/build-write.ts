import { pgrstError } from '../http/errors.ts';
import type { TableInfo } from './catalog.ts';
import { filterSql } from './build-filters.ts';
import type { Level } from './parse-query.ts';
import { ident, qualified, type SqlBuilder } from './sql.ts';

export type JsonRow = Record<string, unknown>;

export function unknownPayloadColumn(table: string, column: string) {
  return pgrstError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
    null,
    null,
  );
}

export function checkColumns(table: TableInfo, columns: string[]): void {
  for (const c of columns) if (!table.columns.has(c)) throw unknownPayloadColumn(table.name, c);
}

/** The payload columns PostgREST uses: the `columns` parameter, else the keys of the first object, else all keys seen. */
export function payloadColumns(rows: JsonRow[], columnsParam?: string[]): string[] {
  if (columnsParam) return columnsParam;
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

export interface InsertOptions {
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  /** What `returning` lists, if anything (SQL over the alias "_w"). */
  returning?: string;
  /** Prefer missing=default: a row that omits one of `columns` gets its default (missingDefaults). */
  missingDefault?: boolean;
}

/** An upsert's `returning` item telling an inserted row (true) from an updated one. */
export const INSERTED_FLAG = `("_w".xmax = 0) as "pgrst_inserted"`;

/**
 * The rows of a JSON array with each column's default under the keys they omit, as PostgREST builds
 * them for Prefer missing=default: every row evaluates the defaults of all `columns`, in order, before
 * its own values replace them, so identity and sequence values are drawn as PostgREST draws them (one
 * per row and column, used or not), in one statement for all rows.
 */
function missingDefaults(table: TableInfo, columns: string[], rows: string): string {
  const defaults = columns.flatMap((c) => {
    const sql = table.columns.get(c)?.defaultSql;
    return sql ? [`'${c.replace(/'/g, "''")}', ${sql}`] : [];
  });
  if (defaults.length === 0) return rows;
  return `(select coalesce(jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || "_d"."row" order by "_d"."n"), '[]') from jsonb_array_elements(${rows}) with ordinality as "_d"("row", "n"))`;
}

/** `insert ... select from json_populate_recordset(...)`, optionally an upsert, optionally `returning`. */
export function insertSql(
  b: SqlBuilder,
  table: TableInfo,
  rows: JsonRow[],
  columns: string[],
  options: InsertOptions,
): string {
  const target = `${qualified(table.schema, table.name)} as "_w"`;
  const returning = options.returning ? ` returning ${options.returning}` : '';
  if (columns.length === 0) {
    if (rows.length !== 1) throw pgrstError(400, 'PGRST204', 'A bulk insert needs at least one column', null);
    return `insert into ${target} default values${returning}`;
  }
  const cols = columns.map(ident).join(', ');
  let conflict = '';
  if (options.resolution) {
    const keys = options.onConflict ?? table.primaryKey;
    checkColumns(table, keys);
    if (!keys.length)
      throw pgrstError(400, 'PGRST103', `on_conflict is needed: '${table.name}' has no primary key`, null);
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
    conflict = ` on conflict (${keys.map(ident).join(', ')}) ${options.resolution === 'ignore-duplicates' ? 'do nothing' : `do update set ${updates}`}`;
  }
  const body = b.param(JSON.stringify(rows));
  const rowType = `null::${qualified(table.schema, table.name)}`;
  const source = options.missingDefault
    ? `jsonb_populate_recordset(${rowType}, ${missingDefaults(table, columns, `${body}::jsonb`)}) as "_j"`
    : `json_populate_recordset(${rowType}, ${body}::json) as "_j"`;
  return `insert into ${target} (${cols}) select ${columns.map((c) => `"_j".${ident(c)}`).join(', ')} from ${source}${conflict}${returning}`;
}

export function updateSql(b: SqlBuilder, table: TableInfo, row: JsonRow, level: Level, returning: boolean): string {
  const columns = Object.keys(row);
  checkColumns(table, columns);
  const alias = b.alias();
  const sets = columns.map((c) => `${ident(c)} = "_j".${ident(c)}`).join(', ');
  const source = `json_populate_record(null::${qualified(table.schema, table.name)}, ${b.param(JSON.stringify(row))}::json) as "_j"`;
  const where = level.filters.map((f) => filterSql(b, alias, table, f));
  return `update ${qualified(table.schema, table.name)} as ${ident(alias)} set ${sets} from ${source}${where.length ? ` where ${where.join(' and ')}` : ''}${returning ? ` returning ${ident(alias)}.*` : ''}`;
}

export function deleteSql(b: SqlBuilder, table: TableInfo, level: Level, returning: boolean): string {
  const alias = b.alias();
  const where = level.filters.map((f) => filterSql(b, alias, table, f));
  return `delete from ${qualified(table.schema, table.name)} as ${ident(alias)}${where.length ? ` where ${where.join(' and ')}` : ''}${returning ? ` returning ${ident(alias)}.*` : ''}`;
}
