import type { Results, Transaction } from '@electric-sql/pglite';

/**
 * The database calls the Realtime websocket makes: PGlite's own, so that both an in-process PGlite and
 * a proxy to one in another thread serve it.
 */
export interface RealtimeDb {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
