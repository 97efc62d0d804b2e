import type { CommitCheck, Statement, StatementResult } from '../db/statement-batch.ts';
import { refuse } from '../auth/caller.ts';
import type { Claims } from '../jwt.ts';
import { sessionEnded, sessionGuardParams, sessionGuardSql } from '../auth/session-guard.ts';
import type { RestCall } from './rest-call.ts';
import { requestSearchPath } from './settings.ts';

/** What a request's transaction is set up from: who calls, on which path, in which schema. */
type RequestScope = Pick<RestCall, 'ctx' | 'caller' | 'req' | 'path' | 'schema'>;

const SETTINGS = `set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt.claim.email', $4, true), set_config('request.method', $5, true),
  set_config('request.path', $6, true), set_config('request.headers', $7, true),
  set_config('search_path', $8, true)`;
const SETTINGS_SQL = `select ${SETTINGS}`;
// The session guard goes first and raises on an ended session, failing this statement and the request.
const GUARDED_SETTINGS_SQL = `select ${sessionGuardSql(9)}, ${SETTINGS}`;

// The verified-token cache hands out the same claims object for the same token: its JSON is kept with it.
const claimsJson = new WeakMap<Claims, string>();

function jsonOf(claims: Claims): string {
  let json = claimsJson.get(claims);
  if (json === undefined) {
    json = JSON.stringify(claims);
    claimsJson.set(claims, json);
  }
  return json;
}

/** The statement that checks the session (for a user's token) and switches to the caller's role and settings. */
function settings({ ctx, caller, req, path, schema }: RequestScope): Statement {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string' && name !== 'authorization' && name !== 'apikey') headers[name] = value;
  const params = [
    caller.role,
    jsonOf(caller.claims),
    caller.claims.sub ?? '',
    caller.claims.email ?? '',
    req.method ?? 'GET',
    path,
    JSON.stringify(headers),
    requestSearchPath(schema, ctx.rest),
  ];
  const guard = caller.role === 'authenticated' ? sessionGuardParams(caller.claims) : undefined;
  return guard ? { text: GUARDED_SETTINGS_SQL, params: [...params, ...guard] } : { text: SETTINGS_SQL, params };
}

/**
 * Runs `statements` in one transaction under the caller's role, with the settings PostgREST sets
 * (request.jwt.claims, the legacy request.jwt.claim.*, request.method/path/headers, search_path), so that the
 * migrations' RLS policies and auth.uid() see the caller. For a user's token the session check is part
 * of that same statement (../auth/session-guard.ts). It and the statements go to the database in one call; `check`
 * (optional) sees the results before the commit and rolls everything back by throwing.
 * Returns the results of `statements` only.
 */
export async function asCaller(
  r: RequestScope,
  statements: Statement[],
  check?: CommitCheck,
): Promise<StatementResult[]> {
  try {
    const results = await r.ctx.statements.run(
      [settings(r), ...statements],
      check && ((all) => check(all.slice(1))),
      r.caller.role,
    );
    return results.slice(1);
  } catch (error) {
    const ended = sessionEnded(error);
    if (ended) throw refuse('postgrest', false, ended.message);
    throw error;
  }
}

/** Carries a request's results out of a transaction that `Prefer: tx=rollback` rolls back. */
class RolledBack extends Error {
  constructor(readonly results: StatementResult[]) {
    super('rolled back as the request preferred');
  }
}

/**
 * asCaller for a request that may prefer `tx=rollback`: the statements run and `check` sees their
 * results as usual, then the transaction is rolled back instead of committed, and the results are
 * returned for the answer PostgREST gives (the same as a committed request's).
 */
export async function asCallerEnding(
  r: RequestScope & Pick<RestCall, 'prefer'>,
  statements: Statement[],
  check?: CommitCheck,
): Promise<StatementResult[]> {
  if (!r.prefer.rollback) return asCaller(r, statements, check);
  try {
    await asCaller(r, statements, async (results) => {
      await check?.(results);
      throw new RolledBack(results);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.results;
    throw error;
  }
  throw new Error('a rolled-back request must not commit');
}
