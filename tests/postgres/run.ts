/**
 * `npm run test:postgres`: the migrations and the seed, unchanged, on a real PostgreSQL server
 * prepared with Supabase's own bootstrap, then the SQL-level suites (the security matrix among them) on it.
 * Without server binaries on the machine it says so and skips (exit 0), unless
 * TAAS_REQUIRE_POSTGRES=1, when a missing server is a failure.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findServerBinaries, startCluster } from './cluster.ts';
import { POSTGRES_ENV } from './pglite-compatible-client.ts';
import { applyProjectMigrations, applySeed } from './project-schema.ts';
import { applySupabaseBootstrap, connector } from './supabase-bootstrap.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const log = (line: string): void => console.log(`test:postgres: ${line}`);

async function main(): Promise<number> {
  const found = findServerBinaries();
  if ('missing' in found) {
    const message = `PostgreSQL server not available: skipped (${found.missing})`;
    if (process.env.TAAS_REQUIRE_POSTGRES === '1') {
      console.error(`test:postgres: ${message}; TAAS_REQUIRE_POSTGRES=1 makes this a failure`);
      return 1;
    }
    console.log(message);
    return 0;
  }

  const started = performance.now();
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const cluster = await startCluster(found.binDir);
  const stopOnSignal = (): void => {
    cluster.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    log(`${cluster.version} on 127.0.0.1:${cluster.port} (${found.binDir})`);
    const connect = connector(cluster.port);
    await applySupabaseBootstrap(connect);
    log(
      `Supabase bootstrap applied (supabase/postgres init scripts and migrations, supabase/auth migrations) [${elapsed()}]`,
    );
    const client = await connect('postgres');
    try {
      const migrations = await applyProjectMigrations(client);
      log(`${migrations.length} migrations applied as postgres [${elapsed()}]`);
      await applySeed(client);
      log(`seed applied [${elapsed()}]`);
    } finally {
      await client.end();
    }

    const vitest = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--config',
        path.join(here, 'vitest.config.ts'),
        ...process.argv.slice(2),
      ],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          [POSTGRES_ENV.port]: String(cluster.port),
          [POSTGRES_ENV.template]: 'postgres',
          [POSTGRES_ENV.user]: 'postgres',
        },
      },
    );
    log(`done [${elapsed()}]`);
    return vitest.status ?? 1;
  } finally {
    cluster.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`test:postgres: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
