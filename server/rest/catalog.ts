import type { Database } from '../db/database.ts';
import { addViewKeys } from './view-keys.ts';

export interface ColumnInfo {
  name: string;
  type: string; // format_type, e.g. 'text', 'uuid', 'timestamp with time zone', 'text[]'
  udtName: string; // pg_type.typname, e.g. 'text', '_text', 'my_enum'
  typtype: string; // 'b' base, 'e' enum, 'c' composite, 'd' domain
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  /** The default's SQL as the database prints it (an identity column's `nextval`), null when none. */
  defaultSql: string | null;
}
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** Set for a key holding through a view (view-keys.ts): whether its columns are unique in the table behind. */
  oneToOne?: boolean;
}
export interface TableInfo {
  /** The exposed schema it is read from (every statement names it: no search_path lookup). */
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  uniques: string[][];
  /** Computed fields: functions taking this relation's row and returning one value, by name. */
  computed: Set<string>;
}
export interface FunctionArg {
  name: string;
  type: string;
  mode: string;
  hasDefault: boolean;
}
export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArg[]; // input arguments only
  returnsSet: boolean;
  /** The planner's row estimate (`rows`): a set-returning function declared `rows 1` embeds as one row. */
  rowsEstimate: number;
  returnType: string;
  returnsComposite: boolean;
  returnTable: string | null; // the table of the same schema whose row type is returned, if any
  volatile: string;
}
export interface Catalog {
  /** The one schema this catalog describes; a request reads the catalog of the schema it negotiated. */
  schema: string;
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
  /** Functions of one row of a relation, callable or not by name: computed fields and relationships. */
  rowFunctions: Map<string, FunctionInfo[]>;
  enums: Map<string, string[]>;
}

const COLUMNS_SQL = `
select c.relname as table, c.relkind as kind, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
  t.typname as udt, t.typtype as typtype, not a.attnotnull as nullable,
  (a.atthasdef or a.attidentity <> '') as has_default, a.attgenerated <> '' as generated,
  case when a.attgenerated <> '' then null
    when a.attidentity <> '' then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
    else pg_get_expr(d.adbin, d.adrelid) end as default_sql
from pg_class c join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
join pg_type t on t.oid = a.atttypid
left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype as type, cl.relname as table, fcl.relname as ref_table,
  array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as columns,
  array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as ref_columns
from pg_constraint con join pg_class cl on cl.oid = con.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
left join pg_class fcl on fcl.oid = con.confrelid left join pg_namespace fns on fns.oid = fcl.relnamespace
where ns.nspname = $1 and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or fns.nspname = $1)
union all
select i.relname, 'u', cl.relname, null,
  array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.n order by k.o), null
from pg_index ix join pg_class cl on cl.oid = ix.indrelid join pg_class i on i.oid = ix.indexrelid
join pg_namespace ns on ns.oid = cl.relnamespace
where ns.nspname = $1 and ix.indisunique and ix.indpred is null and ix.indexprs is null
order by name`;

const FUNCTIONS_SQL = `
select p.proname as name, p.pronargdefaults as n_defaults, p.proretset as returns_set, p.prorows as rows_estimate,
  format_type(p.prorettype, null) as return_type, rt.typtype = 'c' or p.prorettype = 'record'::regtype as returns_composite,
  case when rn.nspname = $1 then rc.relname end as return_table, p.provolatile as volatile,
  coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[x.o], ''), 'type', format_type(x.t, null),
      'mode', coalesce(p.proargmodes[x.o]::text, 'i')) order by x.o)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, o)), '[]') as args
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
left join pg_class rc on rc.oid = rt.typrelid left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = $1 and p.prokind = 'f'`;

const ENUMS_SQL = `
select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
where n.nspname = $1 group by t.typname`;

type Row = Record<string, unknown>;

function toFunction(schema: string, r: Row): FunctionInfo {
  const all = r.args as Array<{ name: string; type: string; mode: string }>;
  const inputs = all.filter((a) => ['i', 'b', 'v'].includes(a.mode));
  const nDefaults = Number(r.n_defaults);
  return {
    schema,
    name: String(r.name),
    args: inputs.map((a, i) => ({ ...a, hasDefault: i >= inputs.length - nDefaults })),
    returnsSet: Boolean(r.returns_set),
    rowsEstimate: Number(r.rows_estimate),
    returnType: String(r.return_type),
    returnsComposite: Boolean(r.returns_composite),
    returnTable: (r.return_table as string | null) ?? null,
    volatile: String(r.volatile),
  };
}

/** Types a function's one unnamed parameter may have and still be called (it takes the request body). */
const UNNAMED_PARAMETER_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/**
 * Whether PostgREST lists the function: every input parameter named, or a single unnamed one of a
 * type the body can be given as. Others cannot be called by name, so they are not in its schema cache.
 */
function callable(fn: FunctionInfo): boolean {
  if (fn.args.every((a) => a.name !== '')) return true;
  return fn.args.length === 1 && UNNAMED_PARAMETER_TYPES.has(fn.args[0]?.type ?? '');
}

/** The relation whose row is a function's only parameter, if it has exactly one. */
export function rowFunctionOf(fn: FunctionInfo): string | undefined {
  if (fn.args.length !== 1) return undefined;
  const type = fn.args[0]?.type;
  return type?.startsWith(`${fn.schema}.`) ? type.slice(fn.schema.length + 1) : type;
}

/** Tables, views, keys, functions and enums of one schema. */
export async function loadCatalog(db: Database, schema: string): Promise<Catalog> {
  const [cols, cons, funcs, enums] = [
    await db.query<Row>(COLUMNS_SQL, [schema]),
    await db.query<Row>(CONSTRAINTS_SQL, [schema]),
    await db.query<Row>(FUNCTIONS_SQL, [schema]),
    await db.query<Row>(ENUMS_SQL, [schema]),
  ];
  const tables = new Map<string, TableInfo>();
  for (const r of cols.rows) {
    const name = String(r.table);
    let table = tables.get(name);
    if (!table) {
      table = {
        schema,
        name,
        kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view',
        columns: new Map(),
        computed: new Set(),
        primaryKey: [],
        uniques: [],
      };
      tables.set(name, table);
    }
    table.columns.set(String(r.column), {
      name: String(r.column),
      type: String(r.type),
      udtName: String(r.udt),
      typtype: String(r.typtype),
      nullable: Boolean(r.nullable),
      hasDefault: Boolean(r.has_default),
      generated: Boolean(r.generated),
      defaultSql: (r.default_sql as string | null) ?? null,
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const r of cons.rows) {
    const table = tables.get(String(r.table));
    const columns = r.columns as string[];
    if (r.type === 'f') {
      foreignKeys.push({
        name: String(r.name),
        table: String(r.table),
        columns,
        refTable: String(r.ref_table),
        refColumns: r.ref_columns as string[],
      });
    } else if (table) {
      if (r.type === 'p') table.primaryKey = columns;
      table.uniques.push(columns);
    }
  }
  foreignKeys.push(...(await addViewKeys(db, schema, tables, foreignKeys)));
  const functions = new Map<string, FunctionInfo[]>();
  const rowFunctions = new Map<string, FunctionInfo[]>();
  for (const r of funcs.rows) {
    const fn = toFunction(schema, r);
    if (rowFunctionOf(fn)) rowFunctions.set(fn.name, [...(rowFunctions.get(fn.name) ?? []), fn]);
    if (!callable(fn)) continue;
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  // A function of one row of a relation, returning one value, reads as a column of it (PostgREST's
  // computed fields); one returning rows of a relation embeds like a relationship (embed.ts).
  for (const fns of rowFunctions.values())
    for (const fn of fns) {
      const table = rowFunctionOf(fn) ? tables.get(rowFunctionOf(fn) as string) : undefined;
      if (table && !fn.returnsSet && !fn.returnsComposite && fn.returnType !== 'void') table.computed.add(fn.name);
    }
  const enumMap = new Map<string, string[]>();
  for (const r of enums.rows) enumMap.set(String(r.name), r.labels as string[]);
  return { schema, tables, foreignKeys, functions, rowFunctions, enums: enumMap };
}
