import type { Catalog } from '../rest/catalog.ts';

const NUMBER = /^(smallint|integer|bigint|real|double precision|numeric|decimal|oid)(\(.*\))?$/;
const STRING =
  /^(text|uuid|date|time|timestamp|character|character varying|bpchar|citext|interval|bytea|inet|cidr|macaddr|tsvector|tsquery|name|money|xml)\b/;

/** The TypeScript type `supabase gen types typescript` writes for a Postgres type (format_type spelling). */
export function tsType(catalog: Catalog, pgType: string): string {
  if (pgType.endsWith('[]')) return `${tsType(catalog, pgType.slice(0, -2))}[]`;
  const bare = pgType.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
  if (catalog.enums.has(bare)) return `Database["public"]["Enums"]["${bare}"]`;
  if (bare === 'boolean') return 'boolean';
  if (bare === 'json' || bare === 'jsonb') return 'Json';
  if (NUMBER.test(bare)) return 'number';
  if (STRING.test(bare)) return 'string';
  if (bare === 'void') return 'undefined';
  return 'unknown';
}
