import { pgrstError } from '../http/errors.ts';
import type { Catalog, FunctionInfo } from './catalog.ts';
import { buildRootRead, wrapJson } from './build-read.ts';
import type { ParsedQuery } from './parse-query.ts';
import { ident, qualified, SqlBuilder } from './sql.ts';

/** Picks the overload whose argument names cover the given ones and whose required arguments are all given. */
export function findFunction(catalog: Catalog, name: string, argNames: string[]): FunctionInfo {
  const candidates = catalog.functions.get(name) ?? [];
  const fits = candidates.filter(
    (fn) =>
      argNames.every((a) => fn.args.some((x) => x.name === a)) &&
      fn.args.every((x) => x.hasDefault || argNames.includes(x.name)),
  );
  if (fits.length >= 1) return fits.sort((a, b) => a.args.length - b.args.length)[0] as FunctionInfo;
  const list = argNames.length ? `(${[...argNames].sort().join(', ')})` : ' without parameters';
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${list} in the schema cache`,
    `Searched for the function public.${name}${argNames.length ? ` with parameters ${[...argNames].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

export interface RpcPlan {
  sql: string;
  params: unknown[];
  /** 'rows': body is a JSON array of rows; 'object': one composite; 'scalar': one JSON value; 'void': nothing. */
  shape: 'rows' | 'object' | 'scalar' | 'void';
  withCount: boolean;
}

export function buildRpc(
  catalog: Catalog,
  fn: FunctionInfo,
  args: Record<string, unknown>,
  query: ParsedQuery,
  withCount: boolean,
): RpcPlan {
  const b = new SqlBuilder();
  const given = fn.args.filter((a) => a.name in args);
  const record = given.length
    ? ` cross join lateral json_to_record(${b.param(JSON.stringify(args))}::json) as "_a"(${given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
    : '';
  const call = `${qualified(fn.name)}(${given.map((a) => `${ident(a.name)} := "_a".${ident(a.name)}`).join(', ')})`;
  const from = `(select 1) as "_one"${record}`;
  if (fn.returnType === 'void')
    return { sql: `select ${call} from ${from}`, params: b.params, shape: 'void', withCount: false };
  if (!fn.returnsComposite && !fn.returnsSet) {
    return {
      sql: `select to_json(${call})::text as body from ${from}`,
      params: b.params,
      shape: 'scalar',
      withCount: false,
    };
  }
  if (!fn.returnsComposite) {
    const rows = `select "_v"."v" from ${from} cross join lateral ${call} as "_v"("v")`;
    return {
      sql: `select coalesce(json_agg("_s"."v"), '[]'::json)::text as body, count(*)::int as n from (${rows}) as "_s"`,
      params: b.params,
      shape: 'rows',
      withCount: false,
    };
  }
  const table = fn.returnTable ? catalog.tables.get(fn.returnTable) : undefined;
  const source = `(select "_f".* from ${from} cross join lateral ${call} as "_f")`;
  const read = buildRootRead(b, { catalog, levels: query.levels }, table, source, query.select);
  return {
    sql: wrapJson(read, withCount ? read.count : undefined),
    params: b.params,
    shape: fn.returnsSet ? 'rows' : 'object',
    withCount,
  };
}
