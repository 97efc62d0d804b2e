import { describe, expect, it } from 'vitest';
import { displayDate, isValidDate, isValidTime, parseDateTimeValue } from './dateTimeValue';

describe('the date-time answer value', () => {
  it('accepts the days that exist, leap days included', () => {
    expect(isValidDate('2026-12-15')).toBe(true);
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('0099-01-01')).toBe(true);
  });

  it('refuses days that do not exist and any other shape', () => {
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-4-1',
      '15/12/2026',
      '2026-12-15T09:00',
      '',
    ]) {
      expect(isValidDate(text), text).toBe(false);
    }
  });

  it('accepts HH:mm on the 24-hour clock and nothing else', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    for (const text of ['24:00', '12:60', '9:00', '09:5', '09:00:00', 'ab:cd', '']) {
      expect(isValidTime(text), text).toBe(false);
    }
  });

  it('reads a stored value into its parts, 09:00 when the time is missing or broken', () => {
    expect(parseDateTimeValue('2026-12-15T14:30')).toEqual({ date: '2026-12-15', time: '14:30' });
    expect(parseDateTimeValue('2026-12-15T14:30:00')).toEqual({ date: '2026-12-15', time: '14:30' });
    expect(parseDateTimeValue('2026-12-15')).toEqual({ date: '2026-12-15', time: '09:00' });
    expect(parseDateTimeValue('2026-12-15T25:00')).toEqual({ date: '2026-12-15', time: '09:00' });
    expect(parseDateTimeValue('2026-02-30T10:00')).toEqual({ time: '10:00' });
    expect(parseDateTimeValue(undefined)).toEqual({ time: '09:00' });
  });

  it('writes the day first in both languages, dd/MM/yyyy', () => {
    expect(displayDate('2026-12-15', 'it')).toBe('15/12/2026');
    expect(displayDate('2026-12-15', 'en')).toBe('15/12/2026');
  });
});
