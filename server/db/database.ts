import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { ApiRole } from '../config.ts';
import type { CommitCheck, Statement, StatementResult } from './statement-batch.ts';

/**
 * What the server and the tests use of the database: PGlite's calls, so an in-process PGlite is one,
 * and so is the proxy to the PGlite in a worker thread (worker-database.ts).
 */
export interface Database {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  execProtocol: PGlite['execProtocol'];
  execProtocolStream: PGlite['execProtocolStream'];
  dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<Blob | File>;
  close(): Promise<void>;
}

/** Runs a request's statements in one call into the database, under the deadline of the caller's role. */
export interface StatementRunner {
  run(statements: Statement[], check?: CommitCheck, role?: ApiRole): Promise<StatementResult[]>;
}

/** What `/health` reports about the database. */
export type DatabaseState = 'ready' | 'starting' | 'restarting' | 'closed';
