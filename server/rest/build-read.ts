import { pgrstError } from '../http/errors.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { resolveEmbed } from './embed.ts';
import { filterSql, orderSql, pagingSql } from './build-filters.ts';
import type { Level } from './parse-query.ts';
import type { EmbedItem, SelectItem } from './parse-select.ts';
import { countRowSql, countRowsSql, COUNTED_ROWS_LIMIT } from './row-budget.ts';
import { fieldKey, fieldSql, ident, qualified, type SqlBuilder } from './sql.ts';

export interface ReadInput {
  catalog: Catalog;
  levels: Map<string, Level>;
}

/** One level of a read: the select list, the lateral joins of its embeds and the conditions their !inner adds. */
export interface LevelSql {
  columns: string;
  from: string;
  where: string[];
  /** ` group by …` when the level aggregates, else empty. */
  groupBy: string;
}

function embedName(item: EmbedItem): string {
  return item.alias ?? item.relation;
}

function levelFor(input: ReadInput, path: string): Level {
  return input.levels.get(path) ?? { filters: [], order: [] };
}

/**
 * Renders the selected columns of `table` (aliased `alias`) and, for each embedded resource, a
 * `left join lateral` producing its JSON (an object for to-one, an array for to-many).
 */
export function buildLevel(
  b: SqlBuilder,
  input: ReadInput,
  table: TableInfo | undefined,
  alias: string,
  items: SelectItem[],
  path: string,
): LevelSql {
  const columns: string[] = [];
  const joins: string[] = [];
  const where: string[] = [];
  const embedded = new Set<string>();
  // With an aggregate among them, the level's rows are grouped by its plain columns (PostgREST's rule).
  const plain: string[] = [];
  let aggregated = false;
  let spread = false;
  for (const item of items) {
    if (item.kind === 'star') {
      columns.push(`${ident(alias)}.*`);
      continue;
    }
    if (item.kind === 'column') {
      let sql = item.field.name === '' ? '*' : fieldSql(b, alias, table, item.field);
      if (item.aggregate) {
        sql = `${item.aggregate}(${sql})`;
        aggregated = true;
      } else plain.push(sql);
      const key = item.aggregate && !item.alias ? item.aggregate : fieldKey(item.field, item.alias);
      columns.push(`${item.cast ? `(${sql})::${item.cast}` : sql} as ${ident(key)}`);
      continue;
    }
    if (!table)
      throw pgrstError(
        400,
        'PGRST200',
        `Could not find a relationship for '${item.relation}' in the schema cache`,
        null,
      );
    // Two embeds answering under one name: PostgREST's joins would share an alias, and Postgres
    // refuses that (42712); the second is not silently dropped or merged.
    const joinName = `${table.name}_${embedName(item)}_${path ? path.split('.').length + 1 : 1}`;
    if (embedded.has(joinName))
      throw pgrstError(400, '42712', `table name "${joinName}" specified more than once`, null, null);
    embedded.add(joinName);
    const rel = resolveEmbed(input.catalog, table.name, item.relation, item.hint);
    const target = input.catalog.tables.get(rel.target);
    const childPath = path ? `${path}.${embedName(item)}` : embedName(item);
    const childAlias = b.alias();
    const joinAlias = b.alias('_e');
    // `rel(count)` is PostgREST's older spelling of `rel(count())` when the target has no count column.
    const countOnly =
      item.select.length === 1 &&
      item.select[0]?.kind === 'column' &&
      !item.select[0].aggregate &&
      item.select[0].field.name === 'count' &&
      !target?.columns.has('count');
    const select: SelectItem[] = countOnly
      ? [{ kind: 'column', field: { name: '', jsonPath: [] }, aggregate: 'count' }]
      : item.select.length
        ? item.select
        : [{ kind: 'star' }];
    const child = buildLevel(b, input, target, childAlias, select, childPath);
    const level = levelFor(input, childPath);
    const conditions = [
      rel.join(alias, childAlias),
      ...child.where,
      ...level.filters.map((f) => filterSql(b, childAlias, target, f)),
    ];
    const childSource = rel.source ? rel.source(alias) : qualified(rel.target);
    const inner = `select ${child.columns} from ${childSource} as ${ident(childAlias)}${child.from} where ${conditions.join(' and ')}${child.groupBy}${orderSql(b, childAlias, target, level.order)}${pagingSql(b, level.limit, level.offset)}`;
    if (item.spread) {
      if (!rel.toOne)
        throw pgrstError(
          400,
          'PGRST119',
          `A spread operation on '${item.relation}' is not possible`,
          'Only to-one relationships can be spread',
          null,
        );
      joins.push(` left join lateral (${inner}) as ${ident(joinAlias)} on true`);
      columns.push(`${ident(joinAlias)}.*`);
      spread = true;
      continue;
    }
    const aggregate = rel.toOne ? `row_to_json("_x")` : `json_agg("_x")`;
    joins.push(
      ` left join lateral (select ${aggregate} as body from (${inner}) as "_x" where ${countRowSql()}) as ${ident(joinAlias)} on true`,
    );
    const body = `${ident(joinAlias)}.body`;
    // An embed with no fields (`rel()`, to filter with !inner) adds no key to the rows, as in PostgREST.
    if (item.select.length > 0)
      columns.push(`${rel.toOne ? body : `coalesce(${body}, '[]'::json)`} as ${ident(embedName(item))}`);
    if (item.inner) where.push(`${body} is not null`);
  }
  // Grouping by a spread relation's columns is not implemented: refused as PostgREST refuses
  // aggregates when they are switched off, rather than leaking Postgres's grouping error.
  if (aggregated && spread) throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed', null, null);
  const groupBy = aggregated && plain.length ? ` group by ${plain.join(', ')}` : '';
  return { columns: columns.join(', ') || 'null as "_empty"', from: joins.join(''), where, groupBy };
}

export interface RootRead {
  /** `select ... from source as _t0 ... where ... order ... limit ...` */
  rows: string;
  /** No embedded resources: the rows are the root's only, and can be counted once (wrapJson). */
  flat: boolean;
  /** `select count(*) from source as _t0 ... where ...` (ignores paging) */
  count: string;
}

/** The root level of a read from `source` (a table, a CTE of changed rows, or a function call). */
export function buildRootRead(
  b: SqlBuilder,
  input: ReadInput,
  table: TableInfo | undefined,
  source: string,
  items: SelectItem[],
  withPaging = true,
): RootRead {
  const alias = b.alias();
  const level = levelFor(input, '');
  const built = buildLevel(b, input, table, alias, items, '');
  const conditions = [...built.where, ...level.filters.map((f) => filterSql(b, alias, table, f))];
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  const from = `${source} as ${ident(alias)}${built.from}`;
  const tail = withPaging
    ? `${orderSql(b, alias, table, level.order)}${pagingSql(b, level.limit, level.offset)}`
    : orderSql(b, alias, table, level.order);
  return {
    rows: `select ${built.columns} from ${from}${where}${built.groupBy}${tail}`,
    flat: built.from === '',
    count: `select count(*) from ${from}${where}`,
  };
}

/**
 * Wraps a row query so the database returns the JSON text, the row count and optionally the total.
 * Every row counts against the response's row budget (row-budget.ts): a flat read's rows at once,
 * over at most one more row than the budget; otherwise each row as it is produced.
 */
export function wrapJson(read: Pick<RootRead, 'rows' | 'flat'>, count?: string, prefix = '', extra = ''): string {
  const total = `${count ? `, (${count})::int as total` : ''}${extra}`;
  if (read.flat) {
    return `${prefix}select coalesce(json_agg("_r"), '[]'::json)::text as body, ${countRowsSql('count(*)::int')} as n${total} from (select * from (${read.rows}) as "_l" limit ${COUNTED_ROWS_LIMIT}) as "_r"`;
  }
  return `${prefix}select coalesce(json_agg("_r"), '[]'::json)::text as body, count(*)::int as n${total} from (${read.rows}) as "_r" where ${countRowSql()}`;
}

/**
 * A read's rows as CSV (Accept: text/csv), as PostgREST writes them: the first row's keys as the
 * header, then each row's record text without its parentheses (Postgres quotes what needs quoting),
 * no trailing newline. Rows count against the budget as in wrapJson.
 */
export function wrapCsv(read: Pick<RootRead, 'rows' | 'flat'>, count?: string): string {
  const total = count ? `, (${count})::int as total` : '';
  const source = read.flat
    ? `(select * from (${read.rows}) as "_l" limit ${COUNTED_ROWS_LIMIT}) as "_r"`
    : `(${read.rows}) as "_r" where ${countRowSql()}`;
  const n = read.flat ? countRowsSql('count(*)::int') : 'count(*)::int';
  const header = `coalesce((select string_agg("_k", ',') from json_object_keys("_c"."first") as "_k"), '')`;
  const lines = `string_agg(substring("_r"::text, 2, length("_r"::text) - 2), E'\\n')`;
  return `select ${header} || E'\\n' || coalesce("_c"."lines", '') as body, "_c"."n" as n${total} from (select (array_agg(row_to_json("_r")))[1] as "first", ${lines} as "lines", ${n} as "n" from ${source}) as "_c"`;
}
