import type { Statement, StatementResult } from './statement-batch.ts';

/** What the database thread is started with. */
export interface WorkerStart {
  dataDir: string;
  /** A dumpDataDir() tarball to create the data folder from (first start only). */
  loadDataDir?: ArrayBuffer;
  /** Bring the schema up to date (bootstrap, migrations; seed when created) before answering. */
  migrate: boolean;
  seed?: boolean;
  /** Channels to LISTEN on once open (after a restart, the ones the server listens to). */
  channels: string[];
  /** fsync at commit: off for a temporary folder, which need not survive a power cut; else open.ts decides. */
  fsync?: boolean;
  /** Open with writes refused (the disk is below its reserve). */
  readOnly: boolean;
  /** Postgres settings for the database's session, as a server's postgresql.conf sets them. */
  postgresSettings?: Record<string, string>;
}

/** One piece of work; `id` names its answer. A transaction's statements carry the id of its `begin`. */
export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params?: unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'batch'; statements: Statement[]; check: boolean }
  | { id: number; kind: 'verdict'; commit: boolean }
  | { id: number; kind: 'begin' }
  | {
      id: number;
      kind: 'tx';
      tx: number;
      op: 'query' | 'exec' | 'commit' | 'rollback';
      sql?: string;
      params?: unknown[];
    }
  | {
      id: number;
      kind: 'protocol';
      message: Uint8Array;
      stream: boolean;
      options?: { syncToFs?: boolean; throwOnError?: boolean };
    }
  | { id: number; kind: 'listen' | 'unlisten'; channel: string }
  | { id: number; kind: 'dump'; compression?: 'auto' | 'gzip' | 'none' }
  | { id: number; kind: 'close' };

/** A database error's fields (code, detail, hint...): structured cloning keeps only an Error's message. */
export interface WorkerError {
  message: string;
  fields: Record<string, string | number | undefined>;
  /** PGlite itself failed (a WebAssembly trap or abort), not a statement: the thread must be replaced. */
  fatal: boolean;
  /** The batch's commit check (on the main thread) refused the results. */
  refused?: boolean;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WorkerError }
  | { kind: 'notify'; channel: string; payload: string }
  | { kind: 'check'; id: number; results: StatementResult[] }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: WorkerError };
