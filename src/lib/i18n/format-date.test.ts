import { formatDate } from './format-date';

describe('formatDate', () => {
  const day = new Date(2026, 11, 15, 9, 41);

  it('writes a date as the chosen language does', () => {
    expect(formatDate(day, 'it')).toBe('15/12/2026');
    expect(formatDate(day, 'en')).toBe('12/15/2026');
  });

  it('writes a date and time in the chosen language', () => {
    expect(formatDate(day, 'it', 'dateTime')).toBe('15 dic 2026 09:41');
    expect(formatDate(day, 'en', 'dateTime')).toMatch(/^Dec 15, 2026, 9:41\sAM$/);
  });

  it('falls back to Italian for a language the app does not have', () => {
    expect(formatDate(day, 'fr')).toBe('15/12/2026');
  });
});
