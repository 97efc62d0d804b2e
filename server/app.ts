import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadOrCreateKeys, type ProjectKeys } from './auth/keys.ts';
import { SignInLimits } from './auth/sign-in-limits.ts';
import { authSettings, corsOrigins, DEFAULT_HOST, DEFAULT_PORT, type AuthSettings } from './config.ts';
import type { BackendContext } from './context.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { openMigratedDatabase, repoRoot } from './db/open.ts';
import { schedulePruning } from './db/pruning.ts';
import { StatementBatch } from './db/statement-batch.ts';
import { createListener } from './http/router.ts';
import { createJwtKeys } from './jwt.ts';
import { SchemaCache } from './rest/schema-cache.ts';
import { attachRealtime } from './realtime/index.ts';

export interface StartOptions {
  /** The address to listen on. Default 127.0.0.1: only this machine can reach the backend. */
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
  /** Default: the installation's keys, `.data/keys.json` (created on first run). */
  keys?: ProjectKeys;
  /** Sign-in limits and refresh-token reuse interval; default from config.ts and the environment. */
  auth?: Partial<AuthSettings>;
  /** Browser origins allowed by CORS. Default: the app's (:4173) plus BACKEND_CORS_ORIGINS. */
  corsOrigins?: string[];
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** For tests that sign their own tokens. Never leaves the server side. */
  jwtSecret: string;
  db: PGlite;
  /** Re-reads tables, columns, foreign keys and functions (after DDL run through `db`). */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
}

/** A wildcard bind address is reached through loopback on this machine. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the embedded Supabase API (auth/v1, rest/v1, functions/v1) over one PGlite database. */
export async function startBackend(options: StartOptions = {}): Promise<Backend> {
  const keys = options.keys ?? loadOrCreateKeys();
  const auth = authSettings(options.auth);
  const ownsDb = !options.db;
  // One backend per data folder: the lock is taken before the database is opened.
  const lock = ownsDb && options.dataDir ? lockDataDir(options.dataDir) : null;
  const db = options.db ?? (await openMigratedDatabase({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, seed: options.seed }).catch((error: unknown) => {
    lock?.release();
    throw error;
  }));
  const schema = new SchemaCache(db);
  await schema.load();
  // Expired outbox receipts deleted and user tables vacuumed hourly (PGlite has no pg_cron or autovacuum).
  const pruner = schedulePruning(db);
  const host = options.host ?? DEFAULT_HOST;
  const ctx: BackendContext = {
    db, schema, statements: new StatementBatch(db), url: '', functionsDir: options.functionsDir ?? path.join(repoRoot, 'supabase', 'functions'),
    jwt: createJwtKeys(keys.jwtSecret), auth, signInLimits: new SignInLimits(auth), corsOrigins: options.corsOrigins ?? corsOrigins(),
  };
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
  ctx.url = `http://${urlHost(host)}:${port}`;
  // What supabase/functions/<name> read (as on Supabase's edge runtime).
  process.env.SUPABASE_URL ??= ctx.url;
  process.env.SUPABASE_ANON_KEY ??= keys.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY ??= keys.serviceRoleKey;
  let closed = false;
  return {
    url: ctx.url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
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
      await pruner.stop();
      if (ownsDb) await db.close();
      lock?.release();
    },
  };
}
