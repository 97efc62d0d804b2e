import { pgrstError } from '../http/errors.ts';
import type { Catalog, FunctionInfo } from './catalog.ts';
import { closest } from './fuzzy.ts';
import { buildRootRead, wrapJson } from './build-read.ts';
import type { ParsedQuery } from './parse-query.ts';
import { ident, qualified, SqlBuilder } from './sql.ts';

/** `a => integer, b => text`: an overload's parameters as PostgREST lists them. */
function parameters(fn: FunctionInfo): string {
  return fn.args.map((a) => `${a.name} => ${a.type}`).join(', ');
}

/**
 * PGRST202's hint, as PostgREST words it: with overloads of that name, the closest of their parameter
 * lists to the given names; else the closest function name in the schema.
 */
function nearbyFunction(catalog: Catalog, name: string, argNames: string[], overloads: FunctionInfo[]): string | null {
  const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const match = overloads.length
    ? closest(
        overloads.map((fn) => list(fn.args.map((a) => a.name))),
        list(argNames),
        0.33,
      )
    : closest(catalog.functions.keys(), name, 0.75);
  if (match === undefined) return null;
  return `Perhaps you meant to call the function ${catalog.schema}.${overloads.length ? name : ''}${match}`;
}

/**
 * The overload whose parameter names cover the given ones and whose required parameters are all
 * given. Several that fit are refused as PostgREST refuses them (300, PGRST203): it never guesses.
 */
export function findFunction(catalog: Catalog, name: string, argNames: string[]): FunctionInfo {
  const candidates = catalog.functions.get(name) ?? [];
  const fits = candidates.filter(
    (fn) =>
      argNames.every((a) => fn.args.some((x) => x.name === a)) &&
      fn.args.every((x) => x.hasDefault || argNames.includes(x.name)),
  );
  if (fits.length === 1) return fits[0] as FunctionInfo;
  if (fits.length > 1)
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits
        .map(parameters)
        .sort()
        .map((p) => `${catalog.schema}.${name}(${p})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  const keys = [...argNames].sort().join(', ');
  const searched = argNames.length ? ` with parameter${argNames.length > 1 ? 's' : ''} ${keys}` : ' without parameters';
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${catalog.schema}.${name}${argNames.length ? `(${keys})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${catalog.schema}.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    nearbyFunction(catalog, name, argNames, candidates),
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
  const named = given.filter((a) => a.name !== '');
  const argsJson = given.length ? `${b.param(JSON.stringify(args))}::json` : '';
  const record = named.length
    ? ` cross join lateral json_to_record(${argsJson}) as "_a"(${named.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
    : '';
  // A single unnamed parameter (catalog.ts) is given under the key "" and passed by position.
  const unnamed = given.find((a) => a.name === '');
  const callArgs = unnamed
    ? [`(${argsJson} ${unnamed.type === 'json' || unnamed.type === 'jsonb' ? '->' : '->>'} '')::${unnamed.type}`]
    : named.map((a) => `${ident(a.name)} := "_a".${ident(a.name)}`);
  const call = `${qualified(fn.schema, fn.name)}(${callArgs.join(', ')})`;
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
