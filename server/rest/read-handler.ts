import type { Catalog, TableInfo } from './catalog.ts';
import { buildRootRead, wrapJson } from './build-read.ts';
import type { RestRequest } from './handler.ts';
import { assertSingle, contentRange, sendResult, wantsSingle, type JsonResult } from './respond.ts';
import { qualified, SqlBuilder } from './sql.ts';
import { asCaller } from './transaction.ts';

/** GET/HEAD on a table or view. */
export async function handleRead(r: RestRequest, catalog: Catalog, table: TableInfo): Promise<void> {
  const b = new SqlBuilder();
  const withCount = r.prefer.count !== undefined;
  const read = buildRootRead(b, { catalog, levels: r.query.levels }, table, qualified(table.name), r.query.select);
  const sql = wrapJson(read.rows, withCount ? read.count : undefined);
  const single = wantsSingle(r.req.headers.accept);
  const [answer] = await asCaller(r.ctx, r.caller, r.req, r.path, [{ text: sql, params: b.params }]);
  const result = answer?.rows[0] as unknown as JsonResult;
  if (single) assertSingle(result);
  const offset = r.query.levels.get('')?.offset ?? 0;
  const headers: Record<string, string> = { 'Content-Range': contentRange(offset, result.n, result.total) };
  if (r.prefer.applied.length) headers['Preference-Applied'] = r.prefer.applied.join(', ');
  const partial = result.total !== undefined && result.n < result.total && !single;
  sendResult(r.res, partial ? 206 : 200, result, single, headers);
}
