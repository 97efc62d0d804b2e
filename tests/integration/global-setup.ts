import { loadOrCreateKeys } from '../../server/auth/keys.ts';
import { PREPARED_DB_ENV, preparedDumpPath } from '../../server/db/prepared.ts';

/**
 * Runs once per `vitest --project integration`: makes sure the installation's keys exist (so the test
 * files, started in parallel, all read the same ones), builds the prepared database (bootstrap,
 * migrations, seed) and dumps it under .data/test/, so each test file loads it instead of re-running
 * initdb. The dump is keyed by a hash of bootstrap + migrations + seed, so an unchanged schema is reused.
 */
export default async function setup(): Promise<void> {
  loadOrCreateKeys();
  process.env[PREPARED_DB_ENV] = await preparedDumpPath();
}
