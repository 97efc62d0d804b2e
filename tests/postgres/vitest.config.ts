/**
 * The SQL-level suites of supabase/tests, run against a real PostgreSQL server that
 * tests/postgres/run.ts prepares: the import of support/pglite-harness.ts is redirected to
 * seeded-database.ts, which opens a copy of the seeded database on that server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../../vite.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seededDatabase = path.join(here, 'seeded-database.ts');

/** The files that run on PostgreSQL: this folder's checks, then every SQL-level suite that opens the seeded database. */
export const POSTGRES_SUITES = [
  'tests/postgres/prepared-like-supabase.test.ts',
  'supabase/tests/row-level-security.test.ts',
  'supabase/tests/cross-organisation-matrix.test.ts',
  'supabase/tests/role-check-rpcs.test.ts',
  'supabase/tests/offline-merge-triggers.test.ts',
  'supabase/tests/coaching-chat-triggers.test.ts',
  'supabase/tests/reports-functions.test.ts',
  'supabase/tests/reports-seed-scores.test.ts',
];

// The root Vite config too, for the Lingui macros of the src/ modules some suites import.
export default mergeConfig(viteConfig, defineConfig({
  root: path.resolve(here, '..', '..'),
  plugins: [
    {
      name: 'pglite-harness-on-postgres',
      enforce: 'pre',
      resolveId(source, importer) {
        if (!importer || importer === seededDatabase) return null;
        return /(^|\/)pglite-harness(\.ts)?$/.test(source) ? seededDatabase : null;
      },
    },
  ],
  test: {
    name: 'postgres',
    globals: true,
    environment: 'node',
    include: POSTGRES_SUITES,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
}));
