/**
 * The SQL-level suites of supabase/tests, run against a real PostgreSQL server that
 * tests/postgres/run.ts prepares: the import of support/pglite-harness.ts is redirected to
 * seeded-database.ts, which opens a copy of the seeded database on that server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../../vite.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seededDatabase = path.join(here, 'seeded-database.ts');
const repoRoot = path.resolve(here, '..', '..');

/**
 * The files that run on PostgreSQL: this folder's checks, then every SQL-level suite of supabase/tests
 * that opens the seeded database through the harness (a new one is included without editing this file).
 */
const sqlSuites = readdirSync(path.join(repoRoot, 'supabase', 'tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => /\bopenSeededDatabase\b/.test(readFileSync(path.join(repoRoot, 'supabase', 'tests', f), 'utf8')))
  .map((f) => `supabase/tests/${f}`);
const POSTGRES_SUITES = ['tests/postgres/*.test.ts', ...sqlSuites];

// The root Vite config too, for the Lingui macros of the src/ modules some suites import.
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: repoRoot,
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
  }),
);
