import { describe, expect, test } from 'vitest';
import { conditionsSql, FilterError, parseFilter } from './filter.ts';
import type { CapturedTable } from './install.ts';
import { decode, encode } from './protocol.ts';

const chat: CapturedTable = {
  name: 'team_chat_messages',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'team_id', type: 'uuid' },
    { name: 'message', type: 'text' },
  ],
  insertable: ['id', 'team_id', 'message'],
};

describe('postgres_changes filters', () => {
  test('no filter, or a blank one, matches every row', () => {
    expect(parseFilter(undefined, chat)).toEqual([]);
    expect(parseFilter('  ', chat)).toEqual([]);
  });

  test('eq, in, and several conditions joined by commas', () => {
    expect(parseFilter('team_id=eq.abc', chat)).toEqual([{ column: 'team_id', op: 'eq', values: ['abc'] }]);
    expect(parseFilter('team_id=in.(a,"b"),message=neq.x', chat)).toEqual([
      { column: 'team_id', op: 'in', values: ['a', 'b'] },
      { column: 'message', op: 'neq', values: ['x'] },
    ]);
    // A comma outside an in(...) list separates conditions, as on Supabase: "y" alone is not one.
    expect(() => parseFilter('message=eq.x,y', chat)).toThrow(FilterError);
  });

  test('an unknown column, an unknown operator or a malformed in list is refused', () => {
    expect(() => parseFilter('secret=eq.1', chat)).toThrow(FilterError);
    expect(() => parseFilter('team_id=like.a%', chat)).toThrow(FilterError);
    expect(() => parseFilter('team_id=in.a,b', chat)).toThrow(FilterError);
  });

  test('values reach SQL only as bind parameters', () => {
    const params: unknown[] = [];
    const sql = conditionsSql(parseFilter(`message=eq.'; drop table x; --,team_id=in.(1,2)`, chat), params);
    expect(sql).toBe('coalesce(t."message" = $1, false) and coalesce(t."team_id" in ($2, $3), false)');
    expect(params).toEqual(["'; drop table x; --", '1', '2']);
  });
});

describe('Phoenix frames', () => {
  test('2.0.0 arrays and 1.0.0 objects carry the same message', () => {
    const message = { join_ref: '1', ref: '2', topic: 'realtime:chat', event: 'phx_join', payload: { config: {} } };
    expect(decode('2.0.0', encode('2.0.0', message))).toEqual(message);
    expect(decode('1.0.0', encode('1.0.0', message))).toEqual(message);
    expect(decode('2.0.0', '{"topic":"x"}')).toBeUndefined();
    expect(decode('1.0.0', 'not json')).toBeUndefined();
  });
});
