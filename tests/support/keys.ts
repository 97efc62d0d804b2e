import { loadOrCreateKeys, type ProjectKeys } from '../../server/auth/keys.ts';

/**
 * The installation's keys (`.data/keys.json`), the same the backends under test, the e2e backend and
 * the build use. Read it where no started backend is at hand (e2e specs, tokens signed by a test);
 * with a backend, prefer `backend.anonKey` / `backend.serviceRoleKey` / `backend.jwtSecret`.
 */
export function projectKeys(): ProjectKeys {
  return loadOrCreateKeys();
}
