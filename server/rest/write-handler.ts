import { pgrstError } from '../http/errors.ts';
import { send } from '../http/send.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { buildRootRead, wrapJson } from './build-read.ts';
import { checkColumns, deleteSql, insertSql, payloadColumns, updateSql, type JsonRow } from './build-write.ts';
import type { RestCall } from './rest-call.ts';
import { limitExceeded, MAX_WRITE_ROWS } from './limits.ts';
import type { Level } from './parse-query.ts';
import { assertSingle, contentRange, sendResult, wantsSingle, type JsonResult } from './respond.ts';
import { SqlBuilder } from './sql.ts';
import { asCaller, asCallerEnding } from './transaction.ts';
import { assertMaxAffected } from './prefer.ts';
import type { Statement, StatementResult } from '../db/statement-batch.ts';

function isRow(value: unknown): value is JsonRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rowsOf(body: unknown): JsonRow[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length > MAX_WRITE_ROWS) {
    throw limitExceeded(
      `Inserting ${rows.length} rows in one request is refused: at most ${MAX_WRITE_ROWS} rows per request`,
      'Send the rows in several requests',
    );
  }
  if (!rows.every(isRow))
    throw pgrstError(
      400,
      'PGRST102',
      'All object keys must match',
      'Expected a JSON object or an array of objects',
      null,
    );
  return rows;
}

/** PostgREST behind Supabase's safeupdate: an UPDATE or DELETE must have a WHERE clause. */
function requireFilter(r: RestCall, verb: 'UPDATE' | 'DELETE'): Level {
  const root = r.query.levels.get('');
  if (!root?.filters.length) {
    throw pgrstError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      null,
      `Add a filter (for example id=eq.<id>): a ${verb === 'UPDATE' ? 'PATCH' : 'DELETE'} without one would change every row you can see`,
    );
  }
  return root;
}

/** Groups rows by their key set (Prefer: missing=default), so absent keys take the column default. */
function groupByKeys(rows: JsonRow[]): JsonRow[][] {
  const groups = new Map<string, JsonRow[]>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join('\u0000');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/** POST (insert/upsert), PATCH (update) and DELETE on a table. */
export async function handleWrite(
  r: RestCall,
  catalog: Catalog,
  table: TableInfo,
  method: 'POST' | 'PATCH' | 'DELETE',
): Promise<void> {
  const representation = r.prefer.return === 'representation';
  const statements: Statement[] = [];
  const plan = (mutation: (b: SqlBuilder) => string) => {
    const b = new SqlBuilder();
    const mutationSql = mutation(b);
    if (!representation) return statements.push({ text: mutationSql, params: b.params });
    const read = buildRootRead(
      b,
      {
        catalog,
        levels: new Map([
          ['', { filters: [], order: r.query.levels.get('')?.order ?? [] }],
          ...[...r.query.levels].filter(([k]) => k !== ''),
        ]),
      },
      table,
      '"pgrst_source"',
      r.query.select,
      false,
    );
    statements.push({ text: wrapJson(read, undefined, `with "pgrst_source" as (${mutationSql}) `), params: b.params });
  };
  if (method === 'POST') {
    const rows = rowsOf(r.body);
    const groups = r.prefer.missingDefault ? groupByKeys(rows) : [rows];
    for (const group of groups) {
      const columns = payloadColumns(group, r.prefer.missingDefault ? undefined : r.query.columns);
      checkColumns(table, columns);
      plan((b) =>
        insertSql(b, table, group, columns, {
          onConflict: r.query.onConflict,
          resolution: r.prefer.resolution,
          returning: representation,
        }),
      );
    }
  } else if (method === 'PATCH') {
    const level = requireFilter(r, 'UPDATE');
    if (!isRow(r.body)) throw pgrstError(400, 'PGRST102', 'A PATCH body must be a JSON object', null, null);
    const row = r.body;
    if (Object.keys(row).length === 0) {
      await asCaller(r.ctx, r.caller, r.req, r.path, []); // nothing to write, but an ended session is still refused
      return send(r.res, representation ? 200 : 204, representation ? '[]' : null, { 'Content-Range': '*/*' });
    }
    plan((b) => updateSql(b, table, row, level, representation));
  } else {
    const level = requireFilter(r, 'DELETE');
    plan((b) => deleteSql(b, table, level, representation));
  }
  const single = wantsSingle(r.req.headers.accept);
  const total = (results: StatementResult[]): JsonResult => {
    const out: JsonResult = { body: '[]', n: 0 };
    const bodies: unknown[] = [];
    for (const res of results) {
      if (representation) {
        const row = res.rows[0] as unknown as JsonResult;
        out.n += row.n;
        if (results.length === 1) out.body = row.body;
        else bodies.push(...(JSON.parse(row.body) as unknown[]));
      } else out.n += res.affectedRows;
    }
    if (results.length > 1) out.body = JSON.stringify(bodies);
    return out;
  };
  // Checked before the commit, so a write that breaks them is rolled back: a single object asked for
  // (PGRST116), and with handling=strict no more rows updated or deleted than max-affected (PGRST124).
  const limited = method !== 'POST' && r.prefer.strict && r.prefer.maxAffected !== undefined;
  const check =
    single || limited
      ? (results: StatementResult[]) => {
          const out = total(results);
          if (limited) assertMaxAffected(r.prefer, out.n);
          if (single && (representation || out.n > 1)) assertSingle(out);
        }
      : undefined;
  const result = total(await asCallerEnding(r, statements, check));
  const headers: Record<string, string> = { 'Content-Range': method === 'POST' ? '*/*' : contentRange(0, result.n) };
  if (r.prefer.applied.length) headers['Preference-Applied'] = r.prefer.applied.join(', ');
  const status = method === 'POST' ? 201 : representation ? 200 : 204;
  if (!representation) return send(r.res, status, null, headers);
  sendResult(r.res, status, result, single, headers);
}
