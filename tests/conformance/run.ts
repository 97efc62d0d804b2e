/**
 * `npm run test:conformance`: postgrest-js's own tests (vendored in postgrest-js/, see its README)
 * against the embedded backend. Loads the suite's schema and seed into a throwaway database (a copy of
 * the prepared app database: the REST layer needs the app's own helpers), starts the backend on a free
 * port with keys of its own, runs the suite with vitest, prints `N passed, M failed` and exits non-zero
 * when a test fails. What the backend implements and refuses: docs/embedded-backend.md.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../../server/app.ts';
import { generateKeys } from '../../server/auth/keys.ts';
import { openPglite } from '../../server/db/open.ts';
import { loadPreparedDump } from '../../server/db/prepared.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const suiteDb = path.join(here, 'postgrest-js', 'test', 'supabase');
const repoRoot = path.resolve(here, '..', '..');

/**
 * The suite's schema, with what PGlite cannot load replaced: PostGIS (its one table keeps the column,
 * as text) and the PostgREST server settings on the `authenticator` role (created here, never used).
 */
function suiteSchema(): string {
  const sql = readFileSync(path.join(suiteDb, 'schema.sql'), 'utf8')
    .replace(/^create extension if not exists postgis.*$/m, '-- PostGIS: not available in PGlite')
    .replace('extensions.geometry(POINT, 4326)', 'text');
  return `create role authenticator noinherit;\n${sql}`;
}

async function prepareDatabase(): Promise<Blob> {
  const db = await openPglite({ loadDataDir: await loadPreparedDump() });
  try {
    await db.exec(suiteSchema());
    await db.exec(readFileSync(path.join(suiteDb, 'seed.sql'), 'utf8'));
    // A dump of a running database starts by replaying its WAL, where each sequence is logged 32 values
    // ahead: without a checkpoint first the suite's identity columns would not start where PostgREST's do.
    await db.exec('checkpoint');
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}

/**
 * The suite's PostgREST settings: the schemas its Supabase project exposes (`[api] schemas` in the
 * suite's supabase/config.toml, not vendored) and the plan setting its schema gives the authenticator
 * role (`pgrst.db_plan_enabled`). The app's backend keeps the defaults: `public` only, no plans.
 */
function suiteRestSettings(): { schemas: string[]; planEnabled: boolean; extraSearchPath: string[] } {
  const sql = readFileSync(path.join(suiteDb, 'schema.sql'), 'utf8');
  return {
    schemas: ['public', 'personal', 'graphql_public'],
    planEnabled: /alter role authenticator set pgrst\.db_plan_enabled to 'true'/.test(sql),
    // `[api] extra_search_path` of a Supabase project.
    extraSearchPath: ['public', 'extensions'],
  };
}

/**
 * The suite's Postgres server settings that its answers show (EXPLAIN's `settings` option lists those
 * that differ from Postgres's built-in values): Supabase's image sets effective_cache_size to 128MB and
 * computes query identifiers (pg_stat_statements); PGlite, which has no worker processes, turns parallel
 * query off, where the suite's server keeps Postgres's defaults.
 */
const SUITE_POSTGRES_SETTINGS = {
  effective_cache_size: '128MB',
  compute_query_id: 'on',
  max_parallel_workers: '8',
  max_parallel_workers_per_gather: '2',
};

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string }>;
  }>;
}

/** Failing tests the backend does not answer as PostgREST does yet, one `file > full name` a line. */
function knownDifferences(): Set<string> {
  const lines = readFileSync(path.join(here, 'known-differences.txt'), 'utf8').split('\n');
  return new Set(lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));
}

/**
 * Prints every failure and the totals; returns how many results are wrong: a failure not listed as a
 * known difference, a listed test that now passes (the list must shrink with the backend's fixes), or
 * a file that could not load.
 */
function summarize(result: JsonReport): number {
  const known = knownDifferences();
  let wrong = 0;
  let knownFailures = 0;
  for (const file of result.testResults) {
    const name = path.relative(path.join(here, 'postgrest-js'), file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      console.log(`FAIL ${name} (not loaded): ${file.message}`);
      wrong++;
    }
    for (const test of file.assertionResults) {
      const id = `${name} > ${test.fullName}`;
      if (test.status === 'failed' && known.has(id)) knownFailures++;
      else if (test.status === 'failed') {
        console.log(`FAIL ${id}`);
        wrong++;
      } else if (test.status === 'passed' && known.has(id)) {
        console.log(`PASSES, remove it from known-differences.txt: ${id}`);
        wrong++;
      }
    }
  }
  console.log(
    `${result.numPassedTests} passed, ${result.numFailedTests} failed (${knownFailures} of them known differences, see known-differences.txt)`,
  );
  return wrong;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'taas-conformance-'));
const keys = generateKeys(path.join(scratch, 'keys.json'));
const backend = await startBackend({
  port: 0,
  keys,
  seed: false,
  loadDataDir: await prepareDatabase(),
  functionsDir: path.join(scratch, 'no-functions'),
  rest: suiteRestSettings(),
  postgresSettings: SUITE_POSTGRES_SETTINGS,
});
let failed = 1;
try {
  const report = path.join(scratch, 'report.json');
  const extra = process.argv.slice(2);
  const reporter = extra.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=dot'];
  const args = ['--config', path.join(here, 'vitest.config.ts'), ...reporter, '--reporter=json'];
  args.push(`--outputFile.json=${report}`, ...extra);
  // Asynchronously: the backend answers from this process's event loop.
  const vitest = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), ['run', ...args], {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, CONFORMANCE_URL: backend.url, CONFORMANCE_ANON_KEY: keys.anonKey, CI: '1' },
  });
  await once(vitest, 'exit');
  const result = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
  if (process.env.CONFORMANCE_REPORT) copyFileSync(report, process.env.CONFORMANCE_REPORT);
  failed = summarize(result);
} finally {
  await backend.close();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed === 0 ? 0 : 1);
