import { pgrstError } from '../http/errors.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { resolveEmbed, type Relationship } from './embed.ts';
import { filterSql, orderSql, pagingSql } from './build-filters.ts';
import type { Level } from './parse-query.ts';
import type { Aggregate, EmbedItem, SelectItem } from './parse-select.ts';
import { countRowSql, countRowsSql, COUNTED_ROWS_LIMIT } from './row-budget.ts';
import { fieldKey, fieldSql, ident, qualified, type SqlBuilder } from './sql.ts';

export interface ReadInput {
  catalog: Catalog;
  levels: Map<string, Level>;
}

/**
 * A column a spread level hands to its parent: its name in the level's rows and, for an aggregate of
 * a to-one spread, the aggregate the parent applies (PostgREST "hoists" it to the first level that is
 * not itself a to-one spread, so `...rel(col.sum())` sums over the parent's groups).
 */
export interface SpreadField {
  name: string;
  aggregate?: { fn: Aggregate; cast?: string };
}

/** One level of a read: the select list, the lateral joins of its embeds and the conditions their !inner adds. */
export interface LevelSql {
  columns: string;
  from: string;
  where: string[];
  /** ` group by …` when the level aggregates, else empty. */
  groupBy: string;
  /** What the parent reads from this level when it is spread (`...rel(…)`). */
  spreadFields: SpreadField[];
}

/** How a level is read: the root, an embedded resource, or a to-one or to-many relation spread into its parent. */
type LevelMode = 'root' | 'embed' | 'spread-one' | 'spread-many';

interface LevelContext {
  path: string;
  depth: number;
  mode: LevelMode;
  /** This level or one above aggregates, or spreads a to-many relation: `*` is read column by column. */
  expandStar: boolean;
}

function embedName(item: EmbedItem): string {
  return item.alias ?? item.relation;
}

function levelFor(input: ReadInput, path: string): Level {
  return input.levels.get(path) ?? { filters: [], order: [] };
}

const withCast = (sql: string, cast?: string) => (cast ? `(${sql})::${cast}` : sql);

/** PostgREST refuses aggregates under a to-many spread, whose values are already arrays. */
function aggregateInManySpread() {
  return pgrstError(
    400,
    'PGRST127',
    'Feature not implemented',
    'Aggregates are not implemented for one-to-many or many-to-many spreads.',
    null,
  );
}

/**
 * The name Postgres's errors give a level's relation: PostgREST aliases an embedded table
 * `<table>_<depth>` (a many-to-many target keeps its name), so an unknown column reads
 * `column messages_1.sum does not exist`.
 */
function errorLabel(table: TableInfo | undefined, depth: number, rel?: Relationship): string | undefined {
  if (!table) return undefined;
  return depth === 0 || rel?.detail.cardinality === 'many-to-many' ? table.name : `${table.name}_${depth}`;
}

/**
 * Renders the selected columns of `table` (aliased `alias`) and, for each embedded resource, a
 * `left join lateral` producing its JSON (an object for to-one, an array for to-many) or, for a
 * spread, its columns (values of the one related row; for to-many, arrays of the related rows' values).
 */
export function buildLevel(
  b: SqlBuilder,
  input: ReadInput,
  table: TableInfo | undefined,
  alias: string,
  items: SelectItem[],
  ctx: LevelContext = { path: '', depth: 0, mode: 'root', expandStar: false },
  label = errorLabel(table, ctx.depth),
): LevelSql {
  const columns: string[] = [];
  const joins: string[] = [];
  const where: string[] = [];
  const spreadFields: SpreadField[] = [];
  const embedded = new Set<string>();
  // With an aggregate among them, the level's rows are grouped by its plain columns (PostgREST's rule).
  const plain: string[] = [];
  let aggregated = false;
  // Embedded JSON, by its place among the columns: grouped by too when the level aggregates.
  const embeds: Array<{ index: number; sql: string; name: string }> = [];
  // A to-one spread's aggregates are applied by the level above (SpreadField).
  const hoist = ctx.mode === 'spread-one';
  const expandStar =
    ctx.expandStar ||
    ctx.mode === 'spread-many' ||
    items.some((item) => item.kind === 'column' && item.aggregate !== undefined);
  for (const item of items) {
    if (item.kind === 'star') {
      if (expandStar && table) {
        for (const name of table.columns.keys()) {
          const sql = `${ident(alias)}.${ident(name)}`;
          columns.push(sql);
          plain.push(sql);
          spreadFields.push({ name });
        }
      } else {
        columns.push(`${ident(alias)}.*`);
        spreadFields.push({ name: '*' });
      }
      continue;
    }
    if (item.kind === 'column') {
      const key = item.aggregate && !item.alias ? item.aggregate : fieldKey(item.field, item.alias);
      // `count()` counts rows; hoisted, it counts the spread's row values (null when no row is related).
      const sql = item.field.name === '' ? (hoist ? ident(alias) : '*') : fieldSql(b, alias, table, item.field, label);
      if (item.aggregate && hoist) {
        columns.push(`${sql} as ${ident(key)}`);
        spreadFields.push({ name: key, aggregate: { fn: item.aggregate, cast: item.cast } });
      } else if (item.aggregate) {
        if (ctx.mode === 'spread-many') throw aggregateInManySpread();
        aggregated = true;
        columns.push(`${withCast(`${item.aggregate}(${sql})`, item.cast)} as ${ident(key)}`);
      } else {
        plain.push(sql);
        columns.push(`${withCast(sql, item.cast)} as ${ident(key)}`);
        spreadFields.push({ name: key });
      }
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
    const joinName = `${table.name}_${embedName(item)}_${ctx.depth + 1}`;
    if (embedded.has(joinName))
      throw pgrstError(400, '42712', `table name "${joinName}" specified more than once`, null, null);
    embedded.add(joinName);
    const rel = resolveEmbed(input.catalog, table.name, item.relation, item.hint);
    const target = input.catalog.tables.get(rel.target);
    const childPath = ctx.path ? `${ctx.path}.${embedName(item)}` : embedName(item);
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
    const mode: LevelMode = !item.spread ? 'embed' : rel.toOne ? 'spread-one' : 'spread-many';
    const childCtx = { path: childPath, depth: ctx.depth + 1, mode, expandStar };
    const child = buildLevel(b, input, target, childAlias, select, childCtx, errorLabel(target, ctx.depth + 1, rel));
    const level = levelFor(input, childPath);
    const conditions = [
      rel.join(alias, childAlias),
      ...child.where,
      ...level.filters.map((f) => filterSql(b, childAlias, target, f)),
    ];
    const childSource = rel.source ? rel.source(alias) : qualified(input.catalog.schema, rel.target);
    const inner = `select ${child.columns} from ${childSource} as ${ident(childAlias)}${child.from} where ${conditions.join(' and ')}${child.groupBy}${orderSql(b, childAlias, target, level.order)}${pagingSql(b, level.limit, level.offset)}`;
    if (mode === 'spread-one') {
      joins.push(` ${item.inner ? 'inner' : 'left'} join lateral (${inner}) as ${ident(joinAlias)} on true`);
      for (const field of child.spreadFields) {
        const sql = field.name === '*' ? `${ident(joinAlias)}.*` : `${ident(joinAlias)}.${ident(field.name)}`;
        if (field.aggregate && !hoist) {
          if (ctx.mode === 'spread-many') throw aggregateInManySpread();
          aggregated = true;
          columns.push(`${withCast(`${field.aggregate.fn}(${sql})`, field.aggregate.cast)} as ${ident(field.name)}`);
          continue;
        }
        columns.push(sql);
        spreadFields.push(field);
        if (!field.aggregate && field.name !== '*') plain.push(sql);
      }
      continue;
    }
    if (mode === 'spread-many') {
      // Each spread column is the array of the related rows' values, in the embed's order (PostgREST 13).
      const arrays = child.spreadFields.map(
        (field) => `, coalesce(json_agg("_x".${ident(field.name)}), '[]')::jsonb as ${ident(field.name)}`,
      );
      joins.push(
        ` left join lateral (select count(*) as "_n"${arrays.join('')} from (${inner}) as "_x" where ${countRowSql()}) as ${ident(joinAlias)} on true`,
      );
      for (const field of child.spreadFields) {
        const sql = `${ident(joinAlias)}.${ident(field.name)}`;
        columns.push(sql);
        plain.push(sql);
        spreadFields.push({ name: field.name });
      }
      if (item.inner) where.push(`${ident(joinAlias)}."_n" > 0`);
      continue;
    }
    const aggregate = rel.toOne ? `row_to_json("_x")` : `json_agg("_x")`;
    joins.push(
      ` left join lateral (select ${aggregate} as body from (${inner}) as "_x" where ${countRowSql()}) as ${ident(joinAlias)} on true`,
    );
    const body = `${ident(joinAlias)}.body`;
    // An embed with no fields (`rel()`, to filter with !inner) adds no key to the rows, as in PostgREST.
    if (item.select.length > 0) {
      const sql = rel.toOne ? body : `coalesce(${body}, '[]'::json)`;
      embeds.push({ index: columns.length, sql, name: embedName(item) });
      columns.push(`${sql} as ${ident(embedName(item))}`);
      spreadFields.push({ name: embedName(item) });
    }
    if (item.inner) where.push(`${body} is not null`);
  }
  // PostgREST groups by the embedded resources too; json has no equality, so they are grouped as jsonb.
  if (aggregated)
    for (const embed of embeds) {
      const sql = `(${embed.sql})::jsonb`;
      columns[embed.index] = `${sql} as ${ident(embed.name)}`;
      plain.push(sql);
    }
  const groupBy = aggregated && plain.length ? ` group by ${plain.join(', ')}` : '';
  return { columns: columns.join(', ') || 'null as "_empty"', from: joins.join(''), where, groupBy, spreadFields };
}

export interface RootRead {
  /** `select ... from source as _t0 ... where ... order ... limit ...` */
  rows: string;
  /** No embedded resources: the rows are the root's only, and can be counted once (wrapJson). */
  flat: boolean;
  /** `select count(*) from source as _t0 ... where ...` (ignores paging) */
  count: string;
  /** `select 1 from source as _t0 ... where ...`: what the planner estimates for `Prefer: count=planned`. */
  counted: string;
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
  const built = buildLevel(b, input, table, alias, items);
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
    counted: `select 1 from ${from}${where}`,
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
