import { describe, expect, it } from 'vitest';
import { closest } from './fuzzy.ts';

// The examples of PostgREST's own hints (noRpcHint's documentation in its Error.hs).
describe('closest', () => {
  const names = ['test', 'another'];

  it('finds a misspelt function name at 0.75, and nothing far from every name', () => {
    expect(closest(names, 'testt', 0.75)).toBe('test');
    expect(closest(names, 'other', 0.75)).toBeUndefined();
    expect(closest(names, 'noclosealternative', 0.75)).toBeUndefined();
  });

  it('finds the closest parameter list at 0.33', () => {
    const lists = ['(name, param, val)', '(attr, id)'];
    expect(closest(lists, '(nam, pqaram, vall)', 0.33)).toBe('(name, param, val)');
    expect(closest(lists, '(param, val)', 0.33)).toBe('(name, param, val)');
    expect(closest(lists, '(attrs, id)', 0.33)).toBe('(attr, id)');
    expect(closest(lists, '(id)', 0.33)).toBe('(attr, id)');
    expect(closest(lists, '(noclosealternative)', 0.33)).toBeUndefined();
  });
});
