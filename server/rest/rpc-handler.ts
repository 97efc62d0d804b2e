import { pgrstError } from '../http/errors.ts';
import { send } from '../http/send.ts';
import type { Catalog } from './catalog.ts';
import type { RestCall } from './rest-call.ts';
import { parseQuery } from './parse-query.ts';
import { assertSingle, contentRange, sendResult, wantsSingle, type JsonResult } from './respond.ts';
import { buildRpc, findFunction } from './rpc.ts';
import { asCaller } from './transaction.ts';
import type { StatementResult } from '../db/statement-batch.ts';

/** POST /rpc/<fn> with named arguments as a JSON object, or GET /rpc/<fn>?arg=value. */
export async function handleRpc(r: RestCall, catalog: Catalog, name: string, url: URL): Promise<void> {
  const method = r.req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST'].includes(method))
    throw pgrstError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions', null, null);
  const candidates = catalog.functions.get(name) ?? [];
  const argNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)));
  const query = parseQuery(url.searchParams, method === 'POST' ? new Set() : argNames);
  let args: Record<string, unknown>;
  if (method === 'POST') {
    if (typeof r.body !== 'object' || r.body === null || Array.isArray(r.body))
      throw pgrstError(400, 'PGRST102', 'Function arguments must be a JSON object', null, null);
    args = r.body as Record<string, unknown>;
  } else {
    args = Object.fromEntries(query.rpcArgs);
  }
  const fn = findFunction(catalog, name, Object.keys(args));
  const plan = buildRpc(catalog, fn, args, query, r.prefer.count !== undefined);
  const single = wantsSingle(r.req.headers.accept);
  const firstRow = (results: StatementResult[]) => results[0]?.rows[0] as unknown as JsonResult | undefined;
  // A single object asked of a set is checked before the commit: the function's writes roll back with it.
  const check =
    plan.shape === 'rows' && single
      ? (results: StatementResult[]) => {
          const row = firstRow(results);
          if (row) assertSingle(row);
        }
      : undefined;
  const result = firstRow(
    await asCaller(r.ctx, r.caller, r.req, r.path, [{ text: plan.sql, params: plan.params }], check),
  );
  if (plan.shape === 'void' || !result) return send(r.res, 204, null);
  if (plan.shape === 'scalar') return send(r.res, 200, result.body);
  if (plan.shape === 'object') return send(r.res, 200, result.n === 1 ? result.body.slice(1, -1).trim() : 'null');
  const offset = query.levels.get('')?.offset ?? 0;
  sendResult(r.res, 200, result, single, { 'Content-Range': contentRange(offset, result.n, result.total) });
}
