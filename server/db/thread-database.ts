import type { ExecProtocolResult, Results, Transaction } from '@electric-sql/pglite';
import type { ApiRole } from '../config.ts';
import type { Database, StatementRunner } from './database.ts';
import type { DatabaseThread } from './database-thread.ts';
import type { CommitCheck, Statement, StatementResult } from './statement-batch.ts';

type TxOp = 'query' | 'exec' | 'commit' | 'rollback';

/** A transaction whose statements go to the database thread one message each, in its turn. */
class ThreadTransaction implements Transaction {
  closed = false;

  constructor(
    private readonly thread: DatabaseThread,
    private readonly tx: number,
  ) {}

  private send<T>(op: TxOp, sql?: string, params?: unknown[]): Promise<T> {
    if (this.closed) return Promise.reject(new Error('Transaction is closed'));
    return this.thread.call<T>({ kind: 'tx', tx: this.tx, op, sql, params });
  }

  query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.send<Results<T>>('query', sql, params);
  }

  sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    return this.query<T>(
      strings.reduce((text, part, i) => `${text}$${i}${part}`),
      params,
    );
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.send<Array<Results>>('exec', sql);
  }

  async end(op: 'commit' | 'rollback'): Promise<void> {
    if (this.closed) return;
    await this.send(op);
    this.closed = true;
  }

  rollback(): Promise<void> {
    return this.end('rollback');
  }

  listen(): Promise<(tx?: Transaction) => Promise<void>> {
    return Promise.reject(new Error('LISTEN inside a transaction is not supported: listen on the database'));
  }
}

/** The database as `ctx.db` and `backend.db` see it: every call is one job of the thread, ended at `deadlineMs`. */
export class ThreadDatabase implements Database {
  constructor(
    readonly thread: DatabaseThread,
    private readonly deadlineMs: number,
  ) {}

  /** The same database, its work ended at another deadline. */
  withDeadline(deadlineMs: number): ThreadDatabase {
    return new ThreadDatabase(this.thread, deadlineMs);
  }

  private job<T>(run: () => Promise<T>): Promise<T> {
    return this.thread.schedule(this.deadlineMs, run);
  }

  query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.job(() => this.thread.call<Results<T>>({ kind: 'query', sql, params }));
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.job(() => this.thread.call<Array<Results>>({ kind: 'exec', sql }));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.job(async () => {
      const id = this.thread.nextId();
      await this.thread.call({ id, kind: 'begin' });
      const tx = new ThreadTransaction(this.thread, id);
      try {
        const value = await callback(tx);
        await tx.end('commit');
        return value;
      } catch (error) {
        await tx.end('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const { listeners } = this.thread;
    let set = listeners.get(channel);
    if (!set) {
      set = new Set();
      listeners.set(channel, set);
      try {
        await this.job(() => this.thread.call({ kind: 'listen', channel }));
      } catch (error) {
        listeners.delete(channel);
        throw error;
      }
    }
    set.add(callback);
    const mine = set;
    return async () => {
      mine.delete(callback);
      if (mine.size > 0 || listeners.get(channel) !== mine) return;
      listeners.delete(channel);
      await this.job(() => this.thread.call({ kind: 'unlisten', channel })).catch(() => undefined);
    };
  }

  execProtocol(
    message: Uint8Array,
    options?: { syncToFs?: boolean; throwOnError?: boolean },
  ): Promise<ExecProtocolResult> {
    return this.job(() => this.thread.call<ExecProtocolResult>({ kind: 'protocol', message, stream: false, options }));
  }

  execProtocolStream(
    message: Uint8Array,
    options?: { syncToFs?: boolean; throwOnError?: boolean },
  ): Promise<ExecProtocolResult['messages']> {
    return this.job(() =>
      this.thread.call<ExecProtocolResult['messages']>({ kind: 'protocol', message, stream: true, options }),
    );
  }

  async dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<Blob> {
    return new Blob([await this.job(() => this.thread.call<ArrayBuffer>({ kind: 'dump', compression }))]);
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

/** rest/v1's statements, one message per request, ended at the deadline of the caller's role. */
export function threadStatements(thread: DatabaseThread): StatementRunner {
  return {
    run: (statements: Statement[], check?: CommitCheck, role?: ApiRole): Promise<StatementResult[]> =>
      thread.runBatch(statements, check, role ? thread.timeouts.roles[role] : thread.timeouts.internal),
  };
}
