import type { IncomingMessage } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Caller } from '../http/caller.ts';

/**
 * Runs `work` in its own transaction under the caller's role, with the settings PostgREST sets
 * (request.jwt.claims, the legacy request.jwt.claim.*, request.method/path/headers), so that the
 * migrations' RLS policies and auth.uid() see the caller. Any throw rolls everything back.
 */
export async function asCaller<T>(db: PGlite, caller: Caller, req: IncomingMessage, path: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'authorization' && name !== 'apikey') headers[name] = value;
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
        set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
        set_config('request.jwt.claim.email', $4, true), set_config('request.method', $5, true),
        set_config('request.path', $6, true), set_config('request.headers', $7, true)`,
      [caller.role, JSON.stringify(caller.claims), caller.claims.sub ?? '', caller.claims.email ?? '', req.method ?? 'GET', path, JSON.stringify(headers)],
    );
    return work(tx);
  });
}
