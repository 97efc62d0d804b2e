import { describe, expect, it } from 'vitest';
import { optionStrings, toFormAnswers, toggleChoice } from './form-answers';

describe('assignment form answers', () => {
  it('keeps multiple choice as a list of option strings', () => {
    expect(toggleChoice(undefined, 'Online', true)).toEqual(['Online']);
    expect(toggleChoice(['Online'], 'Partner', true)).toEqual(['Online', 'Partner']);
    expect(toggleChoice(['Online', 'Partner'], 'Online', false)).toEqual(['Partner']);
    expect(toFormAnswers({ q: ['Online', 'Partner'], n: 12, t: 'x', none: null })).toEqual({
      q: ['Online', 'Partner'],
      n: '12',
      t: 'x',
    });
  });

  it('reads options as strings or label/value objects', () => {
    expect(optionStrings(['A', 'B'])).toEqual(['A', 'B']);
    expect(optionStrings([{ label: 'A', value: 'a' }, { label: 'B' }])).toEqual(['a', 'B']);
    expect(optionStrings(null)).toEqual([]);
  });
});
