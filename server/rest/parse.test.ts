import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { parseLogic, parseOrder, splitTopLevel } from './parse-filter.ts';
import { parseQuery } from './parse-query.ts';
import { parseSelect } from './parse-select.ts';
import { ident } from './sql.ts';

describe('parseSelect', () => {
  it('reads aggregates: count() of the rows, col.fn() with an alias and a cast', () => {
    expect(parseSelect('count(), total:id.sum()::text, messages(count)')).toEqual([
      { kind: 'column', field: { name: '', jsonPath: [] }, aggregate: 'count' },
      { kind: 'column', field: { name: 'id', jsonPath: [] }, alias: 'total', cast: 'text', aggregate: 'sum' },
      {
        kind: 'embed',
        relation: 'messages',
        alias: undefined,
        hint: undefined,
        inner: false,
        spread: false,
        select: [{ kind: 'column', field: { name: 'count', jsonPath: [] } }],
      },
    ]);
    expect(() => parseSelect('id.median()')).toThrow(HttpError);
  });

  it('reads columns, aliases, casts, JSON paths and nested embeds with hints', () => {
    expect(
      parseSelect('id, who:name, age::text, city:meta->>city, team:teams!team_id!inner(name, org:organizations(*))'),
    ).toEqual([
      { kind: 'column', field: { name: 'id', jsonPath: [] }, alias: undefined, cast: undefined },
      { kind: 'column', field: { name: 'name', jsonPath: [] }, alias: 'who', cast: undefined },
      { kind: 'column', field: { name: 'age', jsonPath: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: { name: 'meta', jsonPath: [{ arrow: '->>', key: 'city' }] },
        alias: 'city',
        cast: undefined,
      },
      {
        kind: 'embed',
        relation: 'teams',
        alias: 'team',
        hint: 'team_id',
        inner: true,
        spread: false,
        select: [
          { kind: 'column', field: { name: 'name', jsonPath: [] }, alias: undefined, cast: undefined },
          {
            kind: 'embed',
            relation: 'organizations',
            alias: 'org',
            hint: undefined,
            inner: false,
            spread: false,
            select: [{ kind: 'star' }],
          },
        ],
      },
    ]);
  });

  it('defaults to * and rejects broken input with PGRST100', () => {
    expect(parseSelect(null)).toEqual([{ kind: 'star' }]);
    for (const bad of ['a,(b', 'teams(name', 'a::bad;type', 'a::"text from pg_authid"', 'a,,b']) {
      expect(() => parseSelect(bad)).toThrow(HttpError);
    }
  });
});

describe('filters', () => {
  it('splits at top-level commas only, honouring quotes and parentheses', () => {
    expect(splitTopLevel('a.eq.1,and(b.eq.2,c.eq.3),d.in.("x,y",z)')).toEqual([
      'a.eq.1',
      'and(b.eq.2,c.eq.3)',
      'd.in.("x,y",z)',
    ]);
    expect(() => splitTopLevel('a.eq.1)')).toThrow();
  });

  it('parses nested logic trees with negation and quoted values', () => {
    const tree = parseLogic('or', false, '(name.eq."a,b",not.and(age.gt.1,age.lt.5))');
    expect(tree.children[0]).toMatchObject({ kind: 'condition', op: 'eq', value: 'a,b' });
    expect(tree.children[1]).toMatchObject({ kind: 'logic', op: 'and', negate: true });
  });

  it('assigns filters, order and paging to the root or to embedded paths', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=*,teams(*)&age=not.in.(1,2)&teams.name=eq.A&teams.order=name.desc&limit=5&offset=10&or=(a.is.null,b.eq.2)',
      ),
    );
    expect(q.levels.get('')).toMatchObject({ limit: 5, offset: 10 });
    expect(q.levels.get('')?.filters).toHaveLength(2);
    expect(q.levels.get('')?.filters[0]).toMatchObject({ op: 'in', negate: true, value: ['1', '2'] });
    expect(q.levels.get('teams')?.filters[0]).toMatchObject({ op: 'eq', value: 'A', field: { name: 'name' } });
    expect(q.levels.get('teams')?.order[0]).toMatchObject({ descending: true });
  });

  it('reads order terms with nulls placement and rejects unknown modifiers', () => {
    expect(parseOrder('a.desc.nullslast,b')).toMatchObject([
      { field: { name: 'a' }, descending: true, nulls: 'last' },
      { field: { name: 'b' }, descending: false },
    ]);
    expect(() => parseOrder('a.sideways')).toThrow(HttpError);
  });

  it('rejects unknown operators and malformed lists', () => {
    for (const qs of ['a=between.1', 'a=in.1,2', 'a=is.maybe', 'or=a.eq.1', 'limit=x']) {
      expect(() => parseQuery(new URLSearchParams(qs)), qs).toThrow(HttpError);
    }
  });
});

describe('ident', () => {
  it('quotes identifiers so they can never close the quote', () => {
    expect(ident('a"; drop table x; --')).toBe('"a""; drop table x; --"');
  });
});
