import type { PGlite } from '@electric-sql/pglite';
import type { SignInLimits } from './auth/sign-in-limits.ts';
import type { AuthSettings } from './config.ts';
import type { StatementBatch } from './db/statement-batch.ts';
import type { JwtKeys } from './jwt.ts';
import type { SchemaCache } from './rest/schema-cache.ts';

/** What every route handler needs: the database, the schema cache, the keys and where we are served. */
export interface BackendContext {
  db: PGlite;
  /** Runs a request's statements in one call into the database (rest/v1). */
  statements: StatementBatch;
  schema: SchemaCache;
  url: string;
  functionsDir: string;
  /** Signs and verifies JWTs with this installation's secret. */
  jwt: JwtKeys;
  auth: AuthSettings;
  signInLimits: SignInLimits;
  /** Browser origins that get CORS headers. */
  corsOrigins: readonly string[];
}
