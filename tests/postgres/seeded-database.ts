/**
 * Stands in for supabase/tests/support/pglite-harness.ts when the SQL-level suites run on real
 * PostgreSQL (tests/postgres/vitest.config.ts redirects the import here): every helper is the same,
 * only openSeededDatabase gives a fresh copy of the seeded database on the server instead of loading
 * the PGlite dump, so each test file starts from the seed as it does on PGlite.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { POSTGRES_ENV, connectionSettings, openPgliteCompatible } from './pglite-compatible-client.ts';

export * from '../../supabase/tests/support/pglite-harness.ts';

export async function openSeededDatabase(): Promise<PGlite> {
  const template = process.env[POSTGRES_ENV.template];
  if (!template) throw new Error(`${POSTGRES_ENV.template} is not set: run the suite through tests/postgres/run.ts`);
  const name = `seeded_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(connectionSettings('template1'));
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return openPgliteCompatible(name);
}
