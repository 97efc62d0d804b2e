import { pgrstError } from '../http/errors.ts';
import type { TableInfo } from './catalog.ts';
import type { FieldRef } from './parse-select.ts';

/** Quotes an identifier. Every name that reaches SQL goes through here (and is checked against the catalog). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `"schema"."name"`: every relation and function is named with its schema, never found through search_path. */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Collects bind parameters and hands out unique table aliases for one statement. */
export class SqlBuilder {
  readonly params: unknown[] = [];
  private aliases = 0;

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  alias(prefix = '_t'): string {
    return `${prefix}${this.aliases++}`;
  }
}

export function unknownColumn(table: string, column: string) {
  return pgrstError(400, '42703', `column ${table}.${column} does not exist`, null, null);
}

/**
 * Checks the column exists (when the relation's columns are known), then renders `alias."col"->'k'->>'j'`.
 * `label` names the relation in the error, as Postgres names PostgREST's alias of it.
 */
export function fieldSql(
  b: SqlBuilder,
  alias: string,
  table: TableInfo | undefined,
  field: FieldRef,
  label = table?.name,
): string {
  const computed = table !== undefined && !table.columns.has(field.name) && table.computed.has(field.name);
  if (table && !table.columns.has(field.name) && !computed) throw unknownColumn(label ?? table.name, field.name);
  // A computed field is its function applied to the row.
  let sql = computed
    ? `${qualified(table.schema, field.name)}(${ident(alias)})`
    : `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.jsonPath) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `${b.param(step.key)}::text`;
    sql += `${step.arrow}${key}`;
  }
  return sql;
}

/** The JSON key PostgREST gives a selected field: its alias, else the last JSON key, else the column. */
export function fieldKey(field: FieldRef, alias?: string): string {
  return alias ?? field.jsonPath.at(-1)?.key ?? field.name;
}
