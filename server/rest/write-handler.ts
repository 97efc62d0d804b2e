import { pgrstError } from '../http/errors.ts';
import { send } from '../http/send.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { buildRootRead, wrapJson } from './build-read.ts';
import {
  checkColumns,
  deleteSql,
  INSERTED_FLAG,
  insertSql,
  payloadColumns,
  updateSql,
  type JsonRow,
} from './build-write.ts';
import { ident } from './sql.ts';
import type { RestCall } from './rest-call.ts';
import { limitExceeded, MAX_WRITE_ROWS } from './limits.ts';
import type { Level } from './parse-query.ts';
import { assertSingle, contentRange, sendResult, wantsSingle, type JsonResult } from './respond.ts';
import { SqlBuilder } from './sql.ts';
import { asCaller, asCallerEnding } from './transaction.ts';
import { answerPlan } from './explain.ts';
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

/** POST (insert/upsert), PATCH (update) and DELETE on a table. */
export async function handleWrite(
  r: RestCall,
  catalog: Catalog,
  table: TableInfo,
  method: 'POST' | 'PATCH' | 'DELETE',
): Promise<void> {
  const representation = r.prefer.return === 'representation';
  // An upsert that merges tells inserted rows from updated ones: none inserted is answered 200, as
  // PostgREST does (one that ignores duplicates is answered 201 even when it inserted nothing).
  const upsert = method === 'POST' && r.prefer.resolution === 'merge-duplicates';
  const statements: Statement[] = [];
  const plan = (mutation: (b: SqlBuilder, returning: string | undefined) => string) => {
    const b = new SqlBuilder();
    if (!representation) {
      if (!upsert) return statements.push({ text: mutation(b, undefined), params: b.params });
      const text = `with "pgrst_mut" as (${mutation(b, INSERTED_FLAG)}) select count(*)::int as n, count(*) filter (where "pgrst_inserted")::int as inserted from "pgrst_mut"`;
      return statements.push({ text, params: b.params });
    }
    const mutationSql = mutation(b, upsert ? `"_w".*, ${INSERTED_FLAG}` : '"_w".*');
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
    const columns = [...table.columns.keys()].map((c) => `"pgrst_mut".${ident(c)}`).join(', ');
    const ctes = upsert
      ? `with "pgrst_mut" as (${mutationSql}), "pgrst_source" as (select ${columns} from "pgrst_mut") `
      : `with "pgrst_source" as (${mutationSql}) `;
    const inserted = upsert ? `, (select count(*) from "pgrst_mut" where "pgrst_inserted")::int as inserted` : '';
    statements.push({ text: wrapJson(read, undefined, ctes, inserted), params: b.params });
  };
  if (method === 'POST') {
    const rows = rowsOf(r.body);
    const columns = payloadColumns(rows, r.query.columns);
    checkColumns(table, columns);
    plan((b, returning) =>
      insertSql(b, table, rows, columns, {
        onConflict: r.query.onConflict,
        resolution: r.prefer.resolution,
        returning,
        missingDefault: r.prefer.missingDefault,
      }),
    );
  } else if (method === 'PATCH') {
    const level = requireFilter(r, 'UPDATE');
    if (!isRow(r.body)) throw pgrstError(400, 'PGRST102', 'A PATCH body must be a JSON object', null, null);
    const row = r.body;
    if (Object.keys(row).length === 0) {
      await asCaller(r, []); // nothing to write, but an ended session is still refused
      return send(r.res, representation ? 200 : 204, representation ? '[]' : null, { 'Content-Range': '*/*' });
    }
    plan((b, returning) => updateSql(b, table, row, level, returning !== undefined));
  } else {
    const level = requireFilter(r, 'DELETE');
    plan((b, returning) => deleteSql(b, table, level, returning !== undefined));
  }
  const single = wantsSingle(r.req.headers.accept);
  const total = (results: StatementResult[]): JsonResult & { inserted: number } => {
    const out = { body: '[]', n: 0, inserted: 0 };
    const bodies: unknown[] = [];
    for (const res of results) {
      const row = res.rows[0] as unknown as (JsonResult & { inserted?: number }) | undefined;
      out.inserted += row?.inserted ?? 0;
      if (representation && row) {
        out.n += row.n;
        if (results.length === 1) out.body = row.body;
        else bodies.push(...(JSON.parse(row.body) as unknown[]));
      } else out.n += upsert && row ? row.n : res.affectedRows;
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
  if (r.explain) return answerPlan(r, r.explain, statements);
  const result = total(await asCallerEnding(r, statements, check));
  // Prefer count=… on a write: the number of rows written is the total (there is nothing else to count).
  const counted = r.prefer.count !== undefined ? result.n : undefined;
  const headers: Record<string, string> = {
    'Content-Range': method === 'POST' ? `*/${counted ?? '*'}` : contentRange(0, result.n, counted),
  };
  if (r.prefer.applied.length) headers['Preference-Applied'] = r.prefer.applied.join(', ');
  const status = method === 'POST' ? (upsert && result.inserted === 0 ? 200 : 201) : representation ? 200 : 204;
  if (!representation) return send(r.res, status, null, headers);
  sendResult(r.res, status, result, single, headers);
}
