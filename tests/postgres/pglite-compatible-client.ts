/**
 * A node-postgres connection shaped like the part of PGlite the SQL-level suites use (query, exec,
 * close, rows/affectedRows), with PGlite's value parsing, so the same test files run unchanged on a
 * real PostgreSQL server. One connection, like one PGlite instance: `begin`/`set local role` hold.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const POSTGRES_ENV = {
  port: 'TAAS_POSTGRES_PORT',
  template: 'TAAS_POSTGRES_TEMPLATE',
  user: 'TAAS_POSTGRES_USER',
} as const;

const { builtins } = pg.types;
/** Where PGlite and node-postgres parse a value differently, parse it as PGlite does. */
const PGLITE_PARSERS: Partial<Record<number, (value: string) => unknown>> = {
  [builtins.INT8]: (value) => Number(value),
  [builtins.DATE]: (value) => new Date(`${value}T00:00:00.000Z`),
  [builtins.INTERVAL]: (value) => value,
};

function pgliteTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      PGLITE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
  };
}

interface Results<R> {
  rows: R[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

const toResults = <R>(result: pg.QueryResult): Results<R> => ({
  rows: result.rows as R[],
  affectedRows: result.rowCount ?? 0,
  fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
});

export function connectionSettings(database: string): pg.ClientConfig {
  return {
    host: '127.0.0.1',
    port: Number(process.env[POSTGRES_ENV.port]),
    user: process.env[POSTGRES_ENV.user] ?? 'postgres',
    database,
  };
}

export async function openPgliteCompatible(database: string): Promise<PGlite> {
  const client = new pg.Client({ ...connectionSettings(database), types: pgliteTypes() });
  await client.connect();
  const db = {
    async query<R>(text: string, params?: unknown[]): Promise<Results<R>> {
      return toResults<R>(await client.query(text, params));
    },
    async exec(sql: string): Promise<Results<unknown>[]> {
      const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map((r) => toResults(r));
    },
    async close(): Promise<void> {
      await client.end();
    },
  };
  return db as unknown as PGlite;
}
