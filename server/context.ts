import type { PGlite } from '@electric-sql/pglite';
import type { SchemaCache } from './rest/schema-cache.ts';

/** What every route handler needs: the database, the schema cache and where we are served. */
export interface BackendContext {
  db: PGlite;
  schema: SchemaCache;
  url: string;
  functionsDir: string;
}
