import { formatActedAt } from './format-time';

describe('formatActedAt', () => {
  it('writes the time in the UI language', () => {
    const iso = '2026-11-22T09:41:00.000Z';
    expect(formatActedAt(iso, 'it')).toMatch(/nov/);
    expect(formatActedAt(iso, 'en')).toMatch(/Nov/);
    expect(formatActedAt(iso, 'it')).not.toEqual(formatActedAt(iso, 'en'));
  });
});
