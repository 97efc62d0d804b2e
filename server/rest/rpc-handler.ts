import { pgrstError } from '../http/errors.ts';
import { send } from '../http/send.ts';
import type { Catalog } from './catalog.ts';
import type { RestCall } from './rest-call.ts';
import { parseQuery } from './parse-query.ts';
import { assertSingle, contentRange, sendResult, wantsSingle, type JsonResult } from './respond.ts';
import { buildRpc, findFunction } from './rpc.ts';
import { asCallerEnding } from './transaction.ts';
import { answerPlan } from './explain.ts';
import { assertMaxAffected } from './prefer.ts';
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
  // With handling=strict, max-affected counts the rows a set-returning function returns; PostgREST
  // refuses it for any other function (PGRST128).
  const limited = r.prefer.strict && r.prefer.maxAffected !== undefined;
  if (limited && plan.shape !== 'rows')
    throw pgrstError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      null,
      null,
    );
  // Checked before the commit, so the function's writes roll back with a refusal: a single object
  // asked of a set (PGRST116), more rows than max-affected (PGRST124).
  const check =
    plan.shape === 'rows' && (single || limited)
      ? (results: StatementResult[]) => {
          const row = firstRow(results);
          if (!row) return;
          if (limited) assertMaxAffected(r.prefer, row.n);
          if (single) assertSingle(row);
        }
      : undefined;
  if (r.explain) return answerPlan(r, r.explain, [{ text: plan.sql, params: plan.params }]);
  const result = firstRow(await asCallerEnding(r, [{ text: plan.sql, params: plan.params }], check));
  const applied: Record<string, string> = r.prefer.applied.length
    ? { 'Preference-Applied': r.prefer.applied.join(', ') }
    : {};
  if (plan.shape === 'void' || !result) return send(r.res, 204, null, applied);
  // A function returning one value or one row counts as one row when a count is asked for.
  const one = r.prefer.count !== undefined ? { ...applied, 'Content-Range': '0-0/1' } : applied;
  if (plan.shape === 'scalar') return send(r.res, 200, result.body, one);
  if (plan.shape === 'object') return send(r.res, 200, result.n === 1 ? result.body.slice(1, -1).trim() : 'null', one);
  const offset = query.levels.get('')?.offset ?? 0;
  const headers = { ...applied, 'Content-Range': contentRange(offset, result.n, result.total) };
  sendResult(r.res, 200, result, single, headers);
}
