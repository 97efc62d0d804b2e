import { formatDate } from './format-date';

describe('formatDate', () => {
  const day = new Date(2026, 11, 15, 9, 41);

  it('writes a date day first in both languages, dd/MM/yyyy', () => {
    expect(formatDate(day, 'it')).toBe('15/12/2026');
    expect(formatDate(day, 'en')).toBe('15/12/2026');
  });

  it('writes a date and time in the chosen language', () => {
    expect(formatDate(day, 'it', 'dateTime')).toBe('15 dic 2026 09:41');
    expect(formatDate(day, 'en', 'dateTime')).toBe('15 Dec 2026, 09:41');
  });

  it('writes a time on the 24-hour clock in both languages', () => {
    expect(formatDate(new Date(2026, 11, 15, 14, 5), 'it', 'time')).toBe('14:05');
    expect(formatDate(new Date(2026, 11, 15, 14, 5), 'en', 'time')).toBe('14:05');
  });

  it('falls back to Italian for a language the app does not have', () => {
    expect(formatDate(day, 'fr')).toBe('15/12/2026');
  });
});
