import { formatDate } from '../../../../lib/i18n';

export const DEFAULT_TIME = '09:00';
const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const STORED_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface DateTimeParts {
  /** yyyy-MM-dd, when a valid date is stored. */
  date?: string;
  /** HH:mm, 09:00 when the stored value has no time. */
  time: string;
}

/**
 * The local midnight of the day 'yyyy-MM-dd' names, or null when no such day exists (2026-02-30). Written out
 * rather than with date-fns' `parse`, whose parsers for every token weigh 20 KB in the first question's chunk.
 */
function calendarDay(text: string): Date | null {
  const match = STORED_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // setFullYear, not the constructor: the constructor reads the years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  // An impossible day rolls over (February 30 -> March 2); a real one reads back unchanged.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Reads 'yyyy-MM-ddTHH:mm' (or a bare 'yyyy-MM-dd'). */
export function parseDateTimeValue(value: string | undefined): DateTimeParts {
  const [datePart = '', timePart = ''] = (value ?? '').trim().split('T');
  const time = isValidTime(timePart.slice(0, 5)) ? timePart.slice(0, 5) : DEFAULT_TIME;
  return isValidDate(datePart) ? { date: datePart, time } : { time };
}

export function composeDateTime(date: string, time: string): string {
  return `${date}T${time}`;
}

/** HH:mm on the 24-hour clock, as a time input gives it. */
export function isValidTime(time: string): boolean {
  return STORED_TIME.test(time);
}

/** yyyy-MM-dd naming a day that exists, as a date input gives it. */
export function isValidDate(date: string): boolean {
  return calendarDay(date) !== null;
}

/** yyyy-MM-dd -> dd/MM/yyyy, as both of the app's languages write it. */
export function displayDate(date: string, language: string): string {
  const day = calendarDay(date);
  return day ? formatDate(day, language) : date;
}
