import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadOrCreateKeys, type ProjectKeys } from './auth/keys.ts';
import { SignInLimits } from './auth/sign-in-limits.ts';
import { authSettings, corsOrigins, DEFAULT_HOST, DEFAULT_PORT, type AuthSettings } from './config.ts';
import type { BackendContext, DatabaseStatus } from './context.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import type { Database, StatementRunner } from './db/database.ts';
import { DatabaseThread } from './db/database-thread.ts';
import { DiskSpace, diskReserveBytes } from './db/disk-space.ts';
import { repoRoot } from './db/open.ts';
import { schedulePruning } from './db/pruning.ts';
import { StatementBatch } from './db/statement-batch.ts';
import { ThreadDatabase, threadStatements } from './db/thread-database.ts';
import { databaseTimeouts, type TimeoutOverrides } from './db/timeouts.ts';
import { createListener } from './router.ts';
import { createJwtKeys } from './jwt.ts';
import { SchemaCache } from './rest/schema-cache.ts';
import { restSettings, type RestSettings } from './rest/settings.ts';
import { attachRealtime } from './realtime/index.ts';

export interface StartOptions {
  /** The address to listen on. Default 127.0.0.1: only this machine can reach the backend. */
  host?: string;
  /** 0 picks a free port. Default 54321. */
  port?: number;
  /** Folder for the database (kept across restarts). Omit for a temporary folder, deleted on close. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (a prepared database: no initdb, no migrations to replay). */
  loadDataDir?: Blob | File;
  /**
   * Use this open database, on this thread, instead of opening one in a database thread (the caller
   * closes it). Nothing then bounds how long a statement runs: for tests that need the database to
   * outlive the server.
   */
  db?: PGlite;
  /** Deadlines of database work; default Supabase's (server/db/timeouts.ts). */
  timeouts?: TimeoutOverrides;
  /** Free disk space below which writes are refused; default BACKEND_DISK_RESERVE_MB, else 256 MB. */
  diskReserveBytes?: number;
  /** Apply supabase/seed.sql when the database is created. Default true. */
  seed?: boolean;
  functionsDir?: string;
  /** Default: the installation's keys, `.data/keys.json` (created on first run). */
  keys?: ProjectKeys;
  /** Sign-in limits and refresh-token reuse interval; default from config.ts and the environment. */
  auth?: Partial<AuthSettings>;
  /** Serve HTTPS with this certificate and key (PEM), as `npm start -- --https` does for tablets. */
  tls?: { cert: string; key: string };
  /** Browser origins allowed by CORS. Default: the app's (:4173) plus BACKEND_CORS_ORIGINS. */
  corsOrigins?: string[];
  /** Schemas rest/v1 exposes and whether it answers execution plans; default `public` only, no plans (rest/settings.ts). */
  rest?: Partial<RestSettings>;
  /**
   * Postgres settings of the database's session, as a server's postgresql.conf would set them (the
   * conformance suite gives its own server's); default none. Ignored with `db`.
   */
  postgresSettings?: Record<string, string>;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** For tests that sign their own tokens. Never leaves the server side. */
  jwtSecret: string;
  /** The database as superuser, for fixtures and tools: its work ends after 2 minutes (Supabase's global limit). */
  db: Database;
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

interface OpenedDatabase {
  db: Database;
  superuser: Database;
  statements: StatementRunner;
  status: () => DatabaseStatus;
  thread?: DatabaseThread;
}

function onThisThread(db: PGlite): OpenedDatabase {
  return { db, superuser: db, statements: new StatementBatch(db), status: () => ({ state: 'ready', readOnly: false }) };
}

/** PGlite in its own thread, on the data folder (a temporary one, filled from `loadDataDir`, when none is named). */
async function onDatabaseThread(options: StartOptions): Promise<OpenedDatabase> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'taas-db-')));
  const thread = await DatabaseThread.open({
    dataDir,
    temporary: !options.dataDir,
    loadDataDir: options.loadDataDir,
    seed: options.seed,
    postgresSettings: options.postgresSettings,
    timeouts: databaseTimeouts(options.timeouts),
    disk: new DiskSpace(dataDir, options.diskReserveBytes ?? diskReserveBytes()),
  });
  const db = new ThreadDatabase(thread, thread.timeouts.internal);
  return {
    db,
    superuser: db.withDeadline(thread.timeouts.superuser),
    statements: threadStatements(thread),
    thread,
    status: () => ({ state: thread.state, readOnly: thread.writesRefused }),
  };
}

/** Starts the embedded Supabase API (auth/v1, rest/v1, functions/v1) over one PGlite database. */
export async function startBackend(options: StartOptions = {}): Promise<Backend> {
  const keys = options.keys ?? loadOrCreateKeys();
  const auth = authSettings(options.auth);
  // One backend per data folder: the lock is taken before the database is opened.
  const lock = !options.db && options.dataDir ? lockDataDir(options.dataDir) : null;
  const opened = await (options.db ? Promise.resolve(onThisThread(options.db)) : onDatabaseThread(options)).catch(
    (error: unknown) => {
      lock?.release();
      throw error;
    },
  );
  const { db, superuser, statements, status, thread } = opened;
  const rest = restSettings(options.rest);
  const schema = new SchemaCache(db, rest.schemas);
  await schema.load().catch(async (error: unknown) => {
    await thread?.close();
    lock?.release();
    throw error;
  });
  // Expired outbox receipts deleted and user tables vacuumed hourly (PGlite has no pg_cron or autovacuum).
  const pruner = schedulePruning(db);
  const host = options.host ?? DEFAULT_HOST;
  const ctx: BackendContext = {
    db,
    schema,
    rest,
    statements,
    databaseStatus: status,
    url: '',
    functionsDir: options.functionsDir ?? path.join(repoRoot, 'supabase', 'functions'),
    jwt: createJwtKeys(keys.jwtSecret),
    auth,
    signInLimits: new SignInLimits(auth),
    corsOrigins: options.corsOrigins ?? corsOrigins(),
  };
  const serverOptions = { noDelay: true, keepAlive: true };
  const server = options.tls
    ? createTlsServer({ ...serverOptions, cert: options.tls.cert, key: options.tls.key }, createListener(ctx))
    : createServer(serverOptions, createListener(ctx));
  const realtime = await attachRealtime(server, ctx);
  // Long idle keep-alive: a client that reuses a socket the server just closed sees "fetch failed".
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  ctx.url = `${options.tls ? 'https' : 'http'}://${urlHost(host)}:${port}`;
  // Under TLS the functions call this backend on a loopback HTTP port: Node's fetch trusts only the
  // public certificate authorities, not the installation's own (`npm start -- --https`).
  const internal = options.tls ? createServer(serverOptions, createListener(ctx)) : null;
  if (internal)
    await new Promise<void>((resolve, reject) => {
      internal.once('error', reject);
      internal.listen(0, '127.0.0.1', () => resolve());
    });
  // What supabase/functions/<name> read (as on Supabase's edge runtime).
  process.env.SUPABASE_URL ??= internal ? `http://127.0.0.1:${(internal.address() as AddressInfo).port}` : ctx.url;
  process.env.SUPABASE_ANON_KEY ??= keys.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY ??= keys.serviceRoleKey;
  let closed = false;
  return {
    url: ctx.url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
    db: superuser,
    reloadSchema: async () => {
      await schema.load();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      internal?.closeAllConnections();
      if (internal) await new Promise<void>((resolve) => internal.close(() => resolve()));
      await pruner.stop();
      await thread?.close();
      lock?.release();
    },
  };
}
