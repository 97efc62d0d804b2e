import type { Database } from '../db/database.ts';
import type { ForeignKey, TableInfo } from './catalog.ts';

/*
 * PostgREST embeds views as it embeds tables: a view column taken directly from a key column of a
 * table stands for that column, so the table's foreign keys (and its primary key) hold for the view.
 * Postgres records where each column of a view's query comes from (`resorigtbl`, `resorigcol` of its
 * target list, in the view's rewrite rule); columns of a view over a view are followed down to the
 * table. Only relations of the catalog's schema are followed.
 */

const VIEWS_SQL = `
select c.oid::text as oid, r.ev_action::text as tree
from pg_class c join pg_namespace n on n.oid = c.relnamespace
join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
where n.nspname = $1 and c.relkind in ('v', 'm')`;

const RELATIONS_SQL = `
select c.oid::text as oid, c.relname as name, json_object_agg(a.attnum, a.attname) as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
group by c.oid, c.relname`;

interface Origin {
  relation: string;
  column: number;
}

/** The node or list of a node tree starting at `from`: where it ends, and its own text without the nodes and lists in it. */
function topLevel(text: string, from: number): { end: number; flat: string } {
  let depth = 0;
  let flat = '';
  for (let i = from; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\\') {
      if (depth === 1) flat += text.slice(i, i + 2);
      i++;
      continue;
    }
    if (ch === '"') {
      // A quoted string (column names of an alias) may hold any character.
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (depth === 1) flat += text.slice(i, j + 1);
      i = j;
      continue;
    }
    if (ch === '{' || ch === '(') depth++;
    if (depth === 1) flat += ch;
    if (ch === '}' || ch === ')') {
      depth--;
      if (depth === 0) return { end: i, flat };
    }
  }
  return { end: text.length, flat };
}

/**
 * Where each column of a view comes from (by its number), read from the rewrite rule's node tree:
 * the target list of the view's query, each entry's `resorigtbl` and `resorigcol` (0 when the column
 * is computed rather than taken from a relation).
 */
export function viewColumnOrigins(tree: string): Map<number, Origin> {
  const origins = new Map<number, Origin>();
  const query = tree.indexOf('{QUERY');
  if (query < 0) return origins;
  const body = topLevel(tree, query);
  // The target list is found at the query's own level, not in a subquery of its range table.
  let depth = 0;
  let list = -1;
  for (let i = query; i < body.end; i++) {
    const ch = tree[i];
    if (ch === '\\') i++;
    else if (ch === '"') {
      i++;
      while (i < body.end && tree[i] !== '"') i += tree[i] === '\\' ? 2 : 1;
    } else if (ch === '{' || ch === '(') depth++;
    else if (ch === '}' || ch === ')') depth--;
    else if (depth === 1 && tree.startsWith(':targetList ', i)) {
      list = i + ':targetList '.length;
      break;
    }
  }
  if (list < 0 || tree[list] !== '(') return origins;
  const entries = topLevel(tree, list);
  for (let i = list + 1; i < entries.end; i++) {
    if (!tree.startsWith('{TARGETENTRY', i)) continue;
    const entry = topLevel(tree, i);
    const field = (name: string) => new RegExp(`:${name} (\\S+)`).exec(entry.flat)?.[1];
    const column = Number(field('resorigcol'));
    if (field('resjunk') !== 'true' && column > 0)
      origins.set(Number(field('resno')), { relation: field('resorigtbl') as string, column });
    i = entry.end;
  }
  return origins;
}

type Row = Record<string, unknown>;

/** A view column taken directly from a table's column. */
export interface ViewColumn {
  name: string;
  table: string;
  column: string;
}

/** For each view of the schema, its columns taken directly from a table's column (through views over views). */
async function viewColumns(db: Database, schema: string): Promise<Map<string, ViewColumn[]>> {
  const views = (await db.query<Row>(VIEWS_SQL, [schema])).rows;
  const out = new Map<string, ViewColumn[]>();
  if (views.length === 0) return out;
  const relations = new Map<string, { name: string; columns: Record<string, string> }>();
  for (const r of (await db.query<Row>(RELATIONS_SQL, [schema])).rows)
    relations.set(String(r.oid), { name: String(r.name), columns: r.columns as Record<string, string> });
  const origins = new Map(views.map((v) => [String(v.oid), viewColumnOrigins(String(v.tree))]));
  // Follows a column through views over views down to a table; a cycle is cut after as many steps as views.
  const resolve = (origin: Origin): Origin | undefined => {
    let at: Origin | undefined = origin;
    for (let step = 0; at && origins.has(at.relation) && step <= origins.size; step++)
      at = origins.get(at.relation)?.get(at.column);
    return at && !origins.has(at.relation) ? at : undefined;
  };
  for (const [oid, columns] of origins) {
    const view = relations.get(oid);
    if (!view) continue;
    const found: ViewColumn[] = [];
    for (const [number, origin] of columns) {
      const source = resolve(origin);
      const table = source && relations.get(source.relation);
      const name = view.columns[String(number)];
      const column = source && table?.columns[String(source.column)];
      if (name && table && column) found.push({ name, table: table.name, column });
    }
    out.set(view.name, found);
  }
  return out;
}

/** A key of `table` as seen through a view: every combination of view columns standing for its columns. */
interface KeyThroughView {
  relation: string;
  columns: string[];
}

function keysThroughViews(views: Map<string, ViewColumn[]>, table: string, key: string[]): KeyThroughView[] {
  const out: KeyThroughView[] = [];
  for (const [view, columns] of views) {
    // A view column for each key column, or the key does not hold for the view (no partial keys).
    const choices = key.map((k) => columns.filter((c) => c.table === table && c.column === k).map((c) => c.name));
    if (choices.some((c) => c.length === 0)) continue;
    let combinations: string[][] = [[]];
    for (const choice of choices) combinations = combinations.flatMap((prefix) => choice.map((c) => [...prefix, c]));
    for (const columns of combinations) out.push({ relation: view, columns });
  }
  return out;
}

/**
 * The relationships views add, as PostgREST infers them: each foreign key of a table holds from a view
 * showing all its columns, to a view showing all the columns it references, and between two such views.
 * A view showing a table's whole primary key gets that key (the first view column for each key column
 * shown twice; the keys of all such tables, for a view joining them). Returns the foreign keys to add
 * after the tables' own.
 */
export async function addViewKeys(
  db: Database,
  schema: string,
  tables: Map<string, TableInfo>,
  foreignKeys: readonly ForeignKey[],
): Promise<ForeignKey[]> {
  const views = await viewColumns(db, schema);
  return views.size ? deriveViewKeys(views, tables, foreignKeys) : [];
}

/** addViewKeys once the views' columns are read: sets the views' keys, returns their foreign keys. */
export function deriveViewKeys(
  views: Map<string, ViewColumn[]>,
  tables: Map<string, TableInfo>,
  foreignKeys: readonly ForeignKey[],
): ForeignKey[] {
  const keyed = new Set<TableInfo>();
  for (const table of tables.values()) {
    if (table.kind !== 'table' || table.primaryKey.length === 0) continue;
    const seen = new Set<string>();
    for (const key of keysThroughViews(views, table.name, table.primaryKey)) {
      const view = tables.get(key.relation);
      if (!view || seen.has(key.relation)) continue;
      seen.add(key.relation);
      keyed.add(view);
      view.primaryKey = [...view.primaryKey, ...key.columns];
    }
  }
  for (const view of keyed) view.uniques.push(view.primaryKey);
  const added: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    const table = tables.get(fk.table);
    const oneToOne = Boolean(
      table?.uniques.some((u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c))),
    );
    const from = [{ relation: fk.table, columns: fk.columns }, ...keysThroughViews(views, fk.table, fk.columns)];
    const to = [
      { relation: fk.refTable, columns: fk.refColumns },
      ...keysThroughViews(views, fk.refTable, fk.refColumns),
    ];
    for (const [i, a] of from.entries())
      for (const [j, b] of to.entries()) {
        if (i === 0 && j === 0) continue;
        added.push({
          name: fk.name,
          table: a.relation,
          columns: a.columns,
          refTable: b.relation,
          refColumns: b.columns,
          oneToOne,
        });
      }
  }
  return added;
}
