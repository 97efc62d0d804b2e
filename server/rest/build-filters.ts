import type { TableInfo } from './catalog.ts';
import type { Condition, Filter, OrderTerm } from './parse-filter.ts';
import { fieldSql, type SqlBuilder } from './sql.ts';

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
/** Operators that may compare with any or all of a list (`like(any).{a*,b*}`), and as what. */
const QUANTIFIABLE: Record<string, string> = {
  ...COMPARE,
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const TEXTUAL = new Set(['like', 'ilike', 'match', 'imatch']);

/** `col like any ($1::text[])`: the list is one array parameter, typed by the column where it can be. */
function quantifiedSql(b: SqlBuilder, field: string, c: Condition & { quantifier: 'any' | 'all' }): string {
  const value = c.value as string;
  if (!TEXTUAL.has(c.op)) return `${field} ${QUANTIFIABLE[c.op]} ${c.quantifier}(${b.param(value)})`;
  const list = c.op === 'like' || c.op === 'ilike' ? value.replace(/\*/g, '%') : value;
  return `${field}::text ${QUANTIFIABLE[c.op]} ${c.quantifier}(${b.param(list)}::text[])`;
}
const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function conditionSql(b: SqlBuilder, alias: string, table: TableInfo | undefined, c: Condition): string {
  const field = fieldSql(b, alias, table, c.field);
  const value = typeof c.value === 'string' ? c.value : '';
  if (c.quantifier) {
    const sql = quantifiedSql(b, field, { ...c, quantifier: c.quantifier });
    return c.negate ? `not (${sql})` : sql;
  }
  let sql: string;
  switch (c.op) {
    case 'in': {
      const list = c.value as string[];
      sql = list.length ? `${field} in (${list.map((v) => b.param(v)).join(', ')})` : 'false';
      break;
    }
    case 'is': {
      const v = value.toLowerCase();
      sql = v === 'not_null' ? `${field} is not null` : `${field} is ${v}`;
      break;
    }
    case 'isdistinct':
      sql = `${field} is distinct from ${b.param(value)}`;
      break;
    case 'like':
    case 'ilike':
      sql = `${field}::text ${c.op} ${b.param(value.replace(/\*/g, '%'))}`;
      break;
    case 'match':
      sql = `${field}::text ~ ${b.param(value)}`;
      break;
    case 'imatch':
      sql = `${field}::text ~* ${b.param(value)}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = c.ftsConfig ? `${b.param(c.ftsConfig)}::regconfig, ` : '';
      const column = table?.columns.get(c.field.name)?.udtName === 'tsvector' ? field : `to_tsvector(${field}::text)`;
      sql = `${column} @@ ${FTS[c.op]}(${config}${b.param(value)})`;
      break;
    }
    default: {
      // PostgREST accepts ov.(a,b) for arrays; Postgres wants {a,b}.
      const v = c.op === 'ov' && value.startsWith('(') && value.endsWith(')') ? `{${value.slice(1, -1)}}` : value;
      sql = `${field} ${COMPARE[c.op]} ${b.param(v)}`;
    }
  }
  return c.negate ? `not (${sql})` : sql;
}

export function filterSql(b: SqlBuilder, alias: string, table: TableInfo | undefined, f: Filter): string {
  if (f.kind === 'condition') return conditionSql(b, alias, table, f);
  const parts = f.children.map((child) => filterSql(b, alias, table, child));
  const joined = parts.length
    ? `(${parts.join(f.op === 'and' ? ' and ' : ' or ')})`
    : f.op === 'and'
      ? 'true'
      : 'false';
  return f.negate ? `not ${joined}` : joined;
}

export function orderSql(b: SqlBuilder, alias: string, table: TableInfo | undefined, terms: OrderTerm[]): string {
  if (!terms.length) return '';
  const parts = terms.map((t) => {
    const nulls = t.nulls ? ` nulls ${t.nulls}` : '';
    return `${fieldSql(b, alias, table, t.field)} ${t.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}

export function pagingSql(b: SqlBuilder, limit?: number, offset?: number): string {
  return `${limit !== undefined ? ` limit ${b.param(limit)}` : ''}${offset ? ` offset ${b.param(offset)}` : ''}`;
}
