import type { Catalog, TableInfo } from './catalog.ts';
import { buildRootRead, wrapCsv, wrapJson } from './build-read.ts';
import type { RestCall } from './rest-call.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { ReadPlan } from './read-plans.ts';
import { assertSingle, contentRange, sendResult, wantsSingle, type JsonResult } from './respond.ts';
import { qualified, SqlBuilder } from './sql.ts';
import { asCaller } from './transaction.ts';
import { answerPlan } from './explain.ts';
import { send } from '../http/send.ts';

/**
 * The statement of a GET/HEAD on a table or view (with the total when `Prefer: count=` asks for it),
 * answering JSON or, with `csv`, CSV text.
 */
export function planRead(
  catalog: Catalog,
  table: TableInfo,
  query: ParsedQuery,
  withCount: boolean,
  csv = false,
): ReadPlan {
  const b = new SqlBuilder();
  const read = buildRootRead(
    b,
    { catalog, levels: query.levels },
    table,
    qualified(table.schema, table.name),
    query.select,
  );
  return {
    text: (csv ? wrapCsv : wrapJson)(read, withCount ? read.count : undefined),
    csv,
    params: b.params,
    offset: query.levels.get('')?.offset ?? 0,
  };
}

/** GET/HEAD on a table or view, by its plan (planRead). */
export async function handleRead(r: Omit<RestCall, 'query'>, plan: ReadPlan): Promise<void> {
  if (r.explain) return answerPlan(r, r.explain, [{ text: plan.text, params: plan.params }]);
  const single = wantsSingle(r.req.headers.accept);
  const [answer] = await asCaller(r.ctx, r.caller, r.req, r.path, [{ text: plan.text, params: plan.params }]);
  const result = answer?.rows[0] as unknown as JsonResult;
  if (single) assertSingle(result);
  const headers: Record<string, string> = { 'Content-Range': contentRange(plan.offset, result.n, result.total) };
  if (r.prefer.applied.length) headers['Preference-Applied'] = r.prefer.applied.join(', ');
  const partial = result.total !== undefined && result.n < result.total && !single;
  if (plan.csv)
    return send(r.res, partial ? 206 : 200, result.body, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
  sendResult(r.res, partial ? 206 : 200, result, single, headers);
}
