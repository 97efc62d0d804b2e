import type { Catalog, TableInfo } from './catalog.ts';
import { buildRootRead, wrapCsv, wrapJson } from './build-read.ts';
import type { RestCall } from './rest-call.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { ReadPlan } from './read-plans.ts';
import { assertSingle, contentRange, sendResult, wantsSingle, type JsonResult } from './respond.ts';
import { qualified, SqlBuilder } from './sql.ts';
import { asCaller } from './transaction.ts';
import { answerPlan } from './explain.ts';
import { countTotal, estimateStatement, plannedRows } from './planned-count.ts';
import type { Preferences } from './prefer.ts';
import { send } from '../http/send.ts';
import type { Statement } from '../db/statement-batch.ts';

/**
 * The statement of a GET/HEAD on a table or view (with the total when `Prefer: count=` asks for it),
 * answering JSON or, with `csv`, CSV text.
 */
export function planRead(
  catalog: Catalog,
  table: TableInfo,
  query: ParsedQuery,
  count: Preferences['count'],
  csv = false,
): ReadPlan {
  const b = new SqlBuilder();
  const source = qualified(table.schema, table.name);
  const read = buildRootRead(b, { catalog, levels: query.levels }, table, source, query.select);
  // count=planned needs no exact count, only the planner's estimate (planned-count.ts).
  const exact = count === 'exact' || count === 'estimated';
  return {
    text: (csv ? wrapCsv : wrapJson)(read, exact ? read.count : undefined),
    csv,
    params: b.params,
    offset: query.levels.get('')?.offset ?? 0,
    ...(count && {
      count: count === 'exact' ? { mode: count } : { mode: count, estimate: estimateStatement(read.counted, b.params) },
    }),
  };
}

/** GET/HEAD on a table or view, by its plan (planRead). */
export async function handleRead(r: Omit<RestCall, 'query'>, plan: ReadPlan): Promise<void> {
  if (r.explain) return answerPlan(r, r.explain, [{ text: plan.text, params: plan.params }]);
  const single = wantsSingle(r.req.headers.accept);
  const statements: Statement[] = [{ text: plan.text, params: plan.params }];
  if (plan.count?.estimate) statements.push(plan.count.estimate);
  const [answer, estimate] = await asCaller(r, statements);
  const result = answer?.rows[0] as unknown as JsonResult;
  if (plan.count) result.total = countTotal(plan.count.mode, result.total, plannedRows(estimate));
  if (single) assertSingle(result);
  const headers: Record<string, string> = { 'Content-Range': contentRange(plan.offset, result.n, result.total) };
  if (r.prefer.applied.length) headers['Preference-Applied'] = r.prefer.applied.join(', ');
  const partial = result.total !== undefined && result.n < result.total && !single;
  if (plan.csv)
    return send(r.res, partial ? 206 : 200, result.body, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
  sendResult(r.res, partial ? 206 : 200, result, single, headers);
}
