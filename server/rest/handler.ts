import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { verifyCaller } from '../auth/caller.ts';
import { HttpError, pgrstError } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { limitExceeded, MAX_JSON_DEPTH, nestingDepth } from './limits.ts';
import { negotiate } from './media.ts';
import { parsePrefer } from './prefer.ts';
import { chooseSchema } from './profile.ts';
import { parseQuery, levelOf, type ParsedQuery } from './parse-query.ts';
import { toHttpError } from './pg-errors.ts';
import { handleRead, planRead } from './read-handler.ts';
import { readPlan } from './read-plans.ts';
import { handleWrite } from './write-handler.ts';
import { handleRpc } from './rpc-handler.ts';
import type { RestCall } from './rest-call.ts';

const RETRYABLE_MISSES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  // Deep nesting is refused before parsing: later steps (JSON.stringify of a row) recurse per level.
  if (nestingDepth(text, '[{', ']}') > MAX_JSON_DEPTH) {
    throw limitExceeded(`JSON body nested deeper than ${MAX_JSON_DEPTH} levels: refused`, 'Send flatter JSON');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json', error instanceof Error ? error.message : null, null);
  }
}

export function findTable(catalog: Catalog, name: string): TableInfo {
  const table = catalog.tables.get(name);
  if (!table) {
    throw pgrstError(
      404,
      'PGRST205',
      `Could not find the table '${catalog.schema}.${name}' in the schema cache`,
      null,
      null,
    );
  }
  return table;
}

function applyRangeHeader(req: IncomingMessage, query: ParsedQuery): void {
  const range = req.headers.range;
  const match = typeof range === 'string' ? /^(\d+)-(\d*)$/.exec(range.replace(/^items=/, '').trim()) : null;
  if (!match) return;
  const root = levelOf(query.levels, '');
  const from = Number(match[1]);
  root.offset ??= from;
  if (match[2] !== '' && root.limit === undefined) root.limit = Number(match[2]) - from + 1;
}

/** rest/v1: `/<table>` and `/rpc/<function>`. */
export async function handleRest(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  // The session is checked with the request's own statements (transaction.ts), in the same database call.
  const caller = await verifyCaller(ctx, req, 'postgrest');
  const { schema, negotiated } = chooseSchema(req, ctx.rest.schemas);
  const media = negotiate(req, ctx.rest.planEnabled);
  const explain = media.plan;
  const method = req.method ?? 'GET';
  const bodyText = method === 'GET' || method === 'HEAD' || method === 'DELETE' ? '' : await readBody(req);
  const body = parseJsonBody(bodyText);
  const prefer = parsePrefer(req.headers.prefer);
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  const run = async (): Promise<void> => {
    const catalog = await ctx.schema.current(schema);
    if (segments[0] === 'rpc' && segments.length === 2)
      return handleRpc(
        { ctx, req, res, caller, path, schema, query: parseQuery(new URLSearchParams()), prefer, body, explain },
        catalog,
        segments[1] as string,
        url,
      );
    if (segments.length !== 1)
      throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL: ${path}`, null, null);
    const name = segments[0] as string;
    const parse = (): ParsedQuery => {
      const query = parseQuery(url.searchParams);
      applyRangeHeader(req, query);
      return query;
    };
    if (method === 'GET' || method === 'HEAD') {
      // A read's statement depends on the table, the query string, Range, Prefer: count and whether
      // it answers CSV only (joined by NUL, which none of them can hold).
      const key = `${name}\0${url.search}\0${req.headers.range ?? ''}\0${prefer.count ?? ''}\0${media.csv}`;
      const plan = readPlan(catalog, key, () => {
        const query = parse();
        return planRead(catalog, findTable(catalog, name), query, prefer.count, media.csv);
      });
      return handleRead({ ctx, req, res, caller, path, schema, prefer, body, explain }, plan);
    }
    const query = parse();
    const table = findTable(catalog, name);
    const request: RestCall = { ctx, req, res, caller, path, schema, query, prefer, body, explain };
    if (method === 'POST' || method === 'PATCH' || method === 'DELETE')
      return handleWrite(request, catalog, table, method);
    throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, null);
  };
  // PostgREST names the schema it answered from when the request chose one, or could have.
  if (negotiated) res.setHeader('Content-Profile', schema);
  try {
    try {
      await run();
    } catch (error) {
      const code = error instanceof HttpError ? error.body.code : undefined;
      if (typeof code === 'string' && RETRYABLE_MISSES.has(code) && (await ctx.schema.reloadOnMiss())) await run();
      else throw error;
    }
  } catch (error) {
    res.removeHeader('Content-Profile');
    throw toHttpError(error, caller.role);
  }
}
