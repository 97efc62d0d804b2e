import { describe, expect, it } from 'vitest';
import type { ForeignKey, TableInfo } from './catalog.ts';
import { deriveViewKeys, viewColumnOrigins, type ViewColumn } from './view-keys.ts';

/*
 * Rewrite rules' node trees as Postgres 17 (PGlite) prints them, with the fields the parse does not
 * read left out. Tables: parents (oid 16384: id, note), children (16392: id, parent_id references
 * parents); child_view (16407) is `select id, parent_id as parent from children`.
 */

/**
 * select p."i{d" as "key}", 1 as one, (select count(*) from children) as n, p.note
 * from (select id, note from parents) as p("i{d", note) order by p.note
 */
const PARENTS_VIEW =
  '({QUERY :rtable ({RANGETBLENTRY :alias {ALIAS :aliasname p :colnames ("i\\{d" "note")} :eref ' +
  '{ALIAS :aliasname p :colnames ("i\\{d" "note")} :rtekind 1 :subquery {QUERY :rtable ' +
  '({RANGETBLENTRY :alias <> :eref {ALIAS :aliasname parents :colnames ("id" "note")} :rtekind 0 ' +
  ':relid 16384 :relkind r}) :rteperminfos ({RTEPERMISSIONINFO :relid 16384}) :jointree {FROMEXPR ' +
  ':fromlist ({RANGETBLREF :rtindex 1}) :quals <>} :targetList ({TARGETENTRY :expr {VAR :varno 1 ' +
  ':varattno 1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16384 :resorigcol 1 :resjunk ' +
  'false} {TARGETENTRY :expr {VAR :varno 1 :varattno 2} :resno 2 :resname note :ressortgroupref 0 ' +
  ':resorigtbl 16384 :resorigcol 2 :resjunk false}) :groupClause <> :sortClause <>} ' +
  ':security_barrier false :relid 0 :relkind <>}) :rteperminfos <> :jointree {FROMEXPR :fromlist ' +
  '({RANGETBLREF :rtindex 1}) :quals <>} :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1} ' +
  ':resno 1 :resname key\\} :ressortgroupref 0 :resorigtbl 16384 :resorigcol 1 :resjunk false} ' +
  '{TARGETENTRY :expr {CONST :consttype 23 :constisnull false :constvalue 4 [ 1 0 0 0 ]} :resno 2 ' +
  ':resname one :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false} {TARGETENTRY :expr ' +
  '{SUBLINK :subLinkType 4 :subselect {QUERY :rtable ({RANGETBLENTRY :alias <> :eref {ALIAS ' +
  ':aliasname children :colnames ("id" "parent_id")} :rtekind 0 :relid 16392 :relkind r}) ' +
  ':rteperminfos ({RTEPERMISSIONINFO :relid 16392}) :jointree {FROMEXPR :fromlist ({RANGETBLREF ' +
  ':rtindex 1}) :quals <>} :targetList ({TARGETENTRY :expr {AGGREF :args <>} :resno 1 :resname ' +
  'count :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false}) :groupClause <> ' +
  ':sortClause <>}} :resno 3 :resname n :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk ' +
  'false} {TARGETENTRY :expr {VAR :varno 1 :varattno 2} :resno 4 :resname note :ressortgroupref 1 ' +
  ':resorigtbl 16384 :resorigcol 2 :resjunk false}) :groupClause <> :sortClause ({SORTGROUPCLAUSE ' +
  ':tleSortGroupRef 1 :eqop 98 :sortop 664 :reverse_sort false :nulls_first false :hashable ' +
  'true})})';

/** select parent from child_view */
const CHILD_VIEW_VIEW =
  '({QUERY :rtable ({RANGETBLENTRY :alias <> :eref {ALIAS :aliasname child_view :colnames ("id" ' +
  '"parent")} :rtekind 0 :relid 16407 :relkind v}) :rteperminfos ({RTEPERMISSIONINFO :relid 16407}) ' +
  ':jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1}) :quals <>} :targetList ({TARGETENTRY ' +
  ':expr {VAR :varno 1 :varattno 2} :resno 1 :resname parent :ressortgroupref 0 :resorigtbl 16407 ' +
  ':resorigcol 2 :resjunk false}) :groupClause <> :sortClause <>})';

describe('viewColumnOrigins', () => {
  it('reads the table and column behind each column of the query, past subqueries and escaped names', () => {
    expect([...viewColumnOrigins(PARENTS_VIEW)]).toEqual([
      [1, { relation: '16384', column: 1 }],
      [4, { relation: '16384', column: 2 }],
    ]);
  });

  it('gives a view over a view the view it reads', () => {
    expect([...viewColumnOrigins(CHILD_VIEW_VIEW)]).toEqual([[1, { relation: '16407', column: 2 }]]);
  });

  it('finds nothing in a tree that is not a query', () => {
    expect(viewColumnOrigins('<>').size).toBe(0);
  });
});

function table(name: string, kind: 'table' | 'view', primaryKey: string[] = []): TableInfo {
  // The fields the derivation reads (a TableInfo has more).
  return {
    name,
    kind,
    columns: new Map(),
    primaryKey,
    uniques: primaryKey.length ? [primaryKey] : [],
    computed: new Set(),
  } as unknown as TableInfo;
}

describe('deriveViewKeys', () => {
  const fk: ForeignKey = {
    name: 'children_parent_id_fkey',
    table: 'children',
    columns: ['parent_id'],
    refTable: 'parents',
    refColumns: ['id'],
  };
  const column = (name: string, table: string, column: string): ViewColumn => ({ name, table, column });
  const views = new Map<string, ViewColumn[]>([
    ['parents_view', [column('key', 'parents', 'id'), column('note', 'parents', 'note')]],
    ['child_view', [column('id', 'children', 'id'), column('parent', 'children', 'parent_id')]],
    ['twice', [column('a', 'children', 'parent_id'), column('b', 'children', 'parent_id')]],
    ['notes', [column('note', 'parents', 'note')]],
  ]);

  it('carries a foreign key to the views showing all its columns, and a primary key likewise', () => {
    const tables = new Map(
      [
        table('parents', 'table', ['id']),
        table('children', 'table', ['id']),
        ...[...views.keys()].map((name) => table(name, 'view')),
      ].map((t) => [t.name, t]),
    );
    const key = (table: string, columns: string[], refTable: string, refColumns: string[]) => ({
      name: fk.name,
      table,
      columns,
      refTable,
      refColumns,
      oneToOne: false,
    });
    expect(deriveViewKeys(views, tables, [fk])).toEqual([
      key('children', ['parent_id'], 'parents_view', ['key']),
      key('child_view', ['parent'], 'parents', ['id']),
      key('child_view', ['parent'], 'parents_view', ['key']),
      // A key column shown twice: a relationship through each.
      key('twice', ['a'], 'parents', ['id']),
      key('twice', ['a'], 'parents_view', ['key']),
      key('twice', ['b'], 'parents', ['id']),
      key('twice', ['b'], 'parents_view', ['key']),
    ]);
    expect(tables.get('parents_view')?.primaryKey).toEqual(['key']);
    expect(tables.get('parents_view')?.uniques).toEqual([['key']]);
    expect(tables.get('child_view')?.primaryKey).toEqual(['id']);
    // Without every key column, no key holds.
    expect(tables.get('notes')?.primaryKey).toEqual([]);
    expect(tables.get('twice')?.primaryKey).toEqual([]);
  });

  it('keeps a one-to-one key one-to-one through a view', () => {
    const details: ForeignKey = {
      name: 'details_id_fkey',
      table: 'details',
      columns: ['id'],
      refTable: 'parents',
      refColumns: ['id'],
    };
    const tables = new Map(
      [table('parents', 'table', ['id']), table('details', 'table', ['id']), table('details_view', 'view')].map((t) => [
        t.name,
        t,
      ]),
    );
    const detailViews = new Map([['details_view', [column('id', 'details', 'id')]]]);
    expect(deriveViewKeys(detailViews, tables, [details])).toEqual([
      { ...details, table: 'details_view', oneToOne: true },
    ]);
  });
});
