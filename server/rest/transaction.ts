import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { CommitCheck, Statement, StatementResult } from '../db/statement-batch.ts';
import { refuse, type Caller } from '../http/caller.ts';
import { sessionEnded, sessionGuard } from './session-guard.ts';

const SETTINGS_SQL = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt.claim.email', $4, true), set_config('request.method', $5, true),
  set_config('request.path', $6, true), set_config('request.headers', $7, true)`;

function settings(caller: Caller, req: IncomingMessage, path: string): Statement {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'authorization' && name !== 'apikey') headers[name] = value;
  const params = [caller.role, JSON.stringify(caller.claims), caller.claims.sub ?? '', caller.claims.email ?? '', req.method ?? 'GET', path, JSON.stringify(headers)];
  return { text: SETTINGS_SQL, params };
}

/**
 * Runs `statements` in one transaction under the caller's role, with the settings PostgREST sets
 * (request.jwt.claims, the legacy request.jwt.claim.*, request.method/path/headers), so that the
 * migrations' RLS policies and auth.uid() see the caller. For a user's token the session check goes
 * first (session-guard.ts). Guard, settings and statements go to the database in one call; `check`
 * (optional) sees the results before the commit and rolls everything back by throwing.
 * Returns the results of `statements` only.
 */
export async function asCaller(ctx: BackendContext, caller: Caller, req: IncomingMessage, path: string, statements: Statement[], check?: CommitCheck): Promise<StatementResult[]> {
  const guard = caller.role === 'authenticated' ? sessionGuard(caller.claims) : undefined;
  const prefix = guard ? [guard, settings(caller, req, path)] : [settings(caller, req, path)];
  try {
    const results = await ctx.statements.run([...prefix, ...statements], check && ((all) => check(all.slice(prefix.length))));
    return results.slice(prefix.length);
  } catch (error) {
    const ended = sessionEnded(error);
    if (ended) throw refuse('postgrest', false, ended.message);
    throw error;
  }
}
