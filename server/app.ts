import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { ANON_KEY, DEFAULT_HOST, DEFAULT_PORT, SERVICE_ROLE_KEY } from './config.ts';
import type { BackendContext } from './context.ts';
import { openMigratedDatabase, repoRoot } from './db/open.ts';
import { createListener } from './http/router.ts';
import { SchemaCache } from './rest/schema-cache.ts';
import { attachRealtime } from './realtime/index.ts';

export interface StartOptions {
  host?: string;
  /** 0 picks a free port. Default 54321. */
  port?: number;
  /** Folder for the database (kept across restarts). Omit for in-memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (a prepared database: no initdb, no migrations to replay). */
  loadDataDir?: Blob | File;
  /** Use this open database instead of opening one (the caller closes it). */
  db?: PGlite;
  /** Apply supabase/seed.sql when the database is created. Default true. */
  seed?: boolean;
  functionsDir?: string;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: PGlite;
  /** Re-reads tables, columns, foreign keys and functions (after DDL run through `db`). */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the embedded Supabase API (auth/v1, rest/v1, functions/v1) over one PGlite database. */
export async function startBackend(options: StartOptions = {}): Promise<Backend> {
  const ownsDb = !options.db;
  const db = options.db ?? (await openMigratedDatabase({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, seed: options.seed }));
  const schema = new SchemaCache(db);
  await schema.load();
  const host = options.host ?? DEFAULT_HOST;
  const ctx: BackendContext = { db, schema, url: '', functionsDir: options.functionsDir ?? path.join(repoRoot, 'supabase', 'functions') };
  const server = createServer({ noDelay: true, keepAlive: true }, createListener(ctx));
  const realtime = await attachRealtime(server, ctx);
  // Long idle keep-alive: a client that reuses a socket the server just closed sees "fetch failed".
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  ctx.url = `http://${host}:${port}`;
  process.env.SUPABASE_URL ??= ctx.url;
  process.env.SUPABASE_ANON_KEY ??= ANON_KEY;
  process.env.SUPABASE_SERVICE_ROLE_KEY ??= SERVICE_ROLE_KEY;
  let closed = false;
  return {
    url: ctx.url,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    db,
    reloadSchema: async () => {
      await schema.load();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsDb) await db.close();
    },
  };
}
