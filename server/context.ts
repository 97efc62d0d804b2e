import type { SignInLimits } from './auth/sign-in-limits.ts';
import type { AuthSettings } from './config.ts';
import type { Database, DatabaseState, StatementRunner } from './db/database.ts';
import type { JwtKeys } from './jwt.ts';
import type { SchemaCache } from './rest/schema-cache.ts';
import type { RestSettings } from './rest/settings.ts';

/** What every route handler needs: the database, the schema cache, the keys and where we are served. */
export interface BackendContext {
  db: Database;
  /** Runs a request's statements in one call into the database (rest/v1), within the caller's role's deadline. */
  statements: StatementRunner;
  /** Whether the database takes work, and whether it takes writes (the disk below its reserve). */
  databaseStatus(): DatabaseStatus;
  schema: SchemaCache;
  /** The schemas rest/v1 exposes and whether it answers execution plans. */
  rest: RestSettings;
  url: string;
  functionsDir: string;
  /** Signs and verifies JWTs with this installation's secret. */
  jwt: JwtKeys;
  auth: AuthSettings;
  signInLimits: SignInLimits;
  /** Browser origins that get CORS headers. */
  corsOrigins: readonly string[];
}

export interface DatabaseStatus {
  state: DatabaseState;
  readOnly: boolean;
}
