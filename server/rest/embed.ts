import { HttpError, pgrstError } from '../http/errors.ts';
import { rowFunctionOf, type Catalog, type ForeignKey } from './catalog.ts';
import { ident } from './sql.ts';

export interface Relationship {
  target: string;
  toOne: boolean;
  /** SQL joining the child alias to the parent alias. */
  join: (parent: string, child: string) => string;
  /** What the child rows come from, when not the target table: a function of the parent's row. */
  source?: (parent: string) => string;
  /** How PostgREST describes it among several that fit (PGRST201's details). */
  detail: { cardinality: string; embedding: string; relationship: string };
  /** What disambiguates it: `relation!<this>`. */
  hintName: string;
}

const list = (columns: string[]) => columns.join(', ');

const eqCols = (a: string, ac: string[], b: string, bc: string[]) =>
  ac.map((c, i) => `${ident(a)}.${ident(c)} = ${ident(b)}.${ident(bc[i] as string)}`).join(' and ');

function isUniqueSet(catalog: Catalog, table: string, columns: string[]): boolean {
  const info = catalog.tables.get(table);
  return Boolean(info?.uniques.some((u) => u.length === columns.length && u.every((c) => columns.includes(c))));
}

function matchesHint(hint: string | undefined, fk: ForeignKey, junction?: string): boolean {
  if (!hint) return true;
  if (junction) return hint === junction;
  return hint === fk.name || fk.columns.includes(hint) || fk.refColumns.includes(hint);
}

/** Finds the relationship an embed names, the way PostgREST does: by table, FK name or FK column; hints disambiguate. */
export function resolveEmbed(catalog: Catalog, parent: string, relation: string, hint?: string): Relationship {
  const found: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    const single = fk.columns.length === 1 ? fk.columns[0] : undefined;
    // A table embedding itself by its own name gets its children (one-to-many), as in PostgREST,
    // where only a column name hints such an embed; the parent is embedded by the column's name.
    const selfByName = fk.table === fk.refTable && relation === fk.table;
    // A view is embedded by its name only: a constraint's or column's name picks a table (PostgREST's rule).
    const byKeyName = (target: string) => catalog.tables.get(target)?.kind !== 'view';
    if (
      !selfByName &&
      fk.table === parent &&
      (fk.refTable === relation || (byKeyName(fk.refTable) && (fk.name === relation || single === relation))) &&
      matchesHint(hint, fk)
    ) {
      found.push({
        target: fk.refTable,
        toOne: true,
        detail: {
          cardinality: 'many-to-one',
          embedding: `${parent} with ${fk.refTable}`,
          relationship: `${fk.name} using ${parent}(${list(fk.columns)}) and ${fk.refTable}(${list(fk.refColumns)})`,
        },
        hintName: fk.name,
        join: (p, c) => eqCols(c, fk.refColumns, p, fk.columns),
      });
    }
    const hinted = selfByName ? !hint || fk.columns.includes(hint) : matchesHint(hint, fk);
    if (fk.refTable === parent && (fk.table === relation || (byKeyName(fk.table) && fk.name === relation)) && hinted) {
      const toOne = fk.oneToOne ?? isUniqueSet(catalog, fk.table, fk.columns);
      found.push({
        target: fk.table,
        toOne,
        detail: {
          cardinality: toOne ? 'one-to-one' : 'one-to-many',
          embedding: `${parent} with ${fk.table}`,
          relationship: `${fk.name} using ${parent}(${list(fk.refColumns)}) and ${fk.table}(${list(fk.columns)})`,
        },
        hintName: fk.name,
        join: (p, c) => eqCols(c, fk.columns, p, fk.refColumns),
      });
    }
  }
  if (found.length === 0) found.push(...manyToMany(catalog, parent, relation, hint));
  if (found.length === 0) found.push(...rowFunctions(catalog, parent, relation));
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${relation}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${catalog.schema}', but no matches were found.`,
      null,
    );
  }
  // PostgREST lists the candidates as objects, and names the hint that picks each.
  throw new HttpError(300, {
    code: 'PGRST201',
    details: found.map((f) => f.detail),
    hint: `Try changing '${relation}' to one of the following: ${found.map((f) => `'${relation}!${f.hintName}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    message: `Could not embed because more than one relationship was found for '${parent}' and '${relation}'`,
  });
}

/**
 * PostgREST's computed relationships: a function taking one row of `parent` and returning rows of a
 * table or view embeds as that relation (one row unless it returns a set).
 */
function rowFunctions(catalog: Catalog, parent: string, relation: string): Relationship[] {
  return (catalog.rowFunctions.get(relation) ?? [])
    .filter((fn) => rowFunctionOf(fn) === parent && fn.returnTable)
    .map((fn) => ({
      target: fn.returnTable as string,
      toOne: !fn.returnsSet || fn.rowsEstimate === 1,
      join: () => 'true',
      source: (p: string) => `${ident(fn.schema)}.${ident(fn.name)}(${ident(p)})`,
      detail: {
        cardinality: fn.returnsSet && fn.rowsEstimate !== 1 ? 'one-to-many' : 'many-to-one',
        embedding: `${parent} with ${fn.returnTable}`,
        relationship: `${fn.name} using ${parent} and ${fn.returnTable}`,
      },
      hintName: fn.name,
    }));
}

function manyToMany(catalog: Catalog, parent: string, relation: string, hint?: string): Relationship[] {
  const out: Relationship[] = [];
  for (const junction of catalog.tables.values()) {
    if (junction.name === parent || junction.name === relation || (hint && hint !== junction.name)) continue;
    const pk = junction.primaryKey;
    const inPk = (fk: ForeignKey) => fk.columns.every((c) => pk.includes(c));
    const toParent = catalog.foreignKeys.filter((f) => f.table === junction.name && f.refTable === parent && inPk(f));
    const toTarget = catalog.foreignKeys.filter((f) => f.table === junction.name && f.refTable === relation && inPk(f));
    for (const a of toParent)
      for (const b of toTarget) {
        out.push({
          target: relation,
          toOne: false,
          detail: {
            cardinality: 'many-to-many',
            embedding: `${parent} with ${relation}`,
            relationship: `${junction.name} using ${a.name}(${list(a.columns)}) and ${b.name}(${list(b.columns)})`,
          },
          hintName: junction.name,
          join: (p, c) =>
            `exists (select 1 from ${ident(junction.schema)}.${ident(junction.name)} as "_jn" where ${eqCols('_jn', a.columns, p, a.refColumns)} and ${eqCols('_jn', b.columns, c, b.refColumns)})`,
        });
      }
  }
  return out;
}
