import { describe, expect, test } from 'vitest';
import type { LocalCondition, PreparedFilter } from './prepared-filter.ts';
import { meetsLocal } from './prepared-filter.ts';
import { TableSubscriptions, type Subscribed } from './subscriptions.ts';

const local = (
  column: string,
  op: LocalCondition['op'],
  kind: LocalCondition['kind'],
  ...values: string[]
): LocalCondition => ({ column, op, kind, values });
const entry = (filter: Partial<PreparedFilter>): Subscribed => ({
  table: 't',
  event: '*',
  filter: { local: [], remote: [], remoteKey: '', ...filter },
});
const row = (values: Record<string, string | null>) => new Map(Object.entries(values));

describe('TableSubscriptions', () => {
  test('a row finds the subscriptions filed under its values, and not the others', () => {
    const table = new TableSubscriptions<Subscribed>();
    const alpha = entry({ local: [local('team_id', 'eq', 'uuid', 'a')] });
    const beta = entry({ local: [local('team_id', 'eq', 'uuid', 'b')] });
    const either = entry({ local: [local('team_id', 'in', 'uuid', 'a', 'b')] });
    const all = entry({});
    const ranged = entry({ local: [local('n', 'gt', 'int', '5')] });
    for (const e of [alpha, beta, either, all, ranged]) table.add(e);

    expect(table.size).toBe(5);
    expect([...table.filed(row({ team_id: 'a' }))]).toEqual([alpha, either]);
    expect([...table.filed(row({ team_id: null }))]).toEqual([]);
    expect([...table.unfiltered]).toEqual([all]);
    expect([...table.scanned]).toEqual([ranged]);

    table.remove(either);
    table.remove(alpha);
    expect([...table.filed(row({ team_id: 'a' }))]).toEqual([]);
    expect([...table.filed(row({ team_id: 'b' }))]).toEqual([beta]);
    expect(table.size).toBe(3);
  });
});

describe('meetsLocal', () => {
  test('compares as Postgres does, and a null never matches', () => {
    expect(meetsLocal(local('n', 'gt', 'int', '9'), row({ n: '10' }))).toBe(true);
    expect(meetsLocal(local('n', 'lte', 'int', '-3'), row({ n: '-3' }))).toBe(true);
    expect(meetsLocal(local('n', 'lt', 'int', '9223372036854775807'), row({ n: '9223372036854775806' }))).toBe(true);
    expect(
      meetsLocal(
        local('id', 'gte', 'uuid', '0000000a-0000-4000-8000-000000000000'),
        row({ id: '0000000b-0000-4000-8000-000000000000' }),
      ),
    ).toBe(true);
    expect(meetsLocal(local('done', 'lt', 'bool', 'true'), row({ done: 'false' }))).toBe(true);
    expect(meetsLocal(local('s', 'neq', 'text', 'x'), row({ s: 'y' }))).toBe(true);
    expect(meetsLocal(local('s', 'neq', 'text', 'x'), row({ s: null }))).toBe(false);
    expect(meetsLocal(local('s', 'eq', 'text', 'x'), row({ s: null }))).toBe(false);
  });
});
