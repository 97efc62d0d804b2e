import { describe, expect, it } from 'vitest';
import { countTotal, ownParameters } from './planned-count.ts';
import { MAX_RESPONSE_ROWS } from './limits.ts';

describe('ownParameters', () => {
  it('keeps only the parameters the text uses, renumbered in order of use', () => {
    const own = ownParameters('select 1 from "t" where "a" = $3 and "b" = $1 and "c" <> $3', ['x', 'y', 'z']);
    expect(own).toEqual({ text: 'select 1 from "t" where "a" = $1 and "b" = $2 and "c" <> $1', params: ['z', 'x'] });
  });

  it('leaves $n inside quoted identifiers and literals alone', () => {
    const own = ownParameters(`select "$2", '$2' from "t" where "a" = $2`, ['x', 'y']);
    expect(own).toEqual({ text: `select "$2", '$2' from "t" where "a" = $1`, params: ['y'] });
  });
});

describe('countTotal', () => {
  it('answers planned with the estimate, exact with the count', () => {
    expect(countTotal('planned', undefined, 1270)).toBe(1270);
    expect(countTotal('exact', 5, undefined)).toBe(5);
  });

  it('answers estimated exactly up to the rows a response may hold, then the larger of the two', () => {
    expect(countTotal('estimated', 5, 1270)).toBe(5);
    expect(countTotal('estimated', MAX_RESPONSE_ROWS + 1, 50_000)).toBe(50_000);
    expect(countTotal('estimated', MAX_RESPONSE_ROWS + 1, 3)).toBe(MAX_RESPONSE_ROWS + 1);
  });
});
