import { format, isValid, parse } from 'date-fns';
import { formatDate } from '../../../../lib/i18n';

export const DEFAULT_TIME = '09:00';
const STORED_DATE = 'yyyy-MM-dd';
const STORED_TIME = 'HH:mm';

export interface DateTimeParts {
  /** yyyy-MM-dd, when a valid date is stored. */
  date?: string;
  /** HH:mm, 09:00 when the stored value has no time. */
  time: string;
}

function validDate(text: string): boolean {
  const parsed = parse(text, STORED_DATE, new Date());
  return isValid(parsed) && format(parsed, STORED_DATE) === text;
}

function validTime(text: string): boolean {
  return isValid(parse(text, STORED_TIME, new Date()));
}

/** Reads 'yyyy-MM-ddTHH:mm' (or a bare 'yyyy-MM-dd'). */
export function parseDateTimeValue(value: string | undefined): DateTimeParts {
  const [datePart = '', timePart = ''] = (value ?? '').trim().split('T');
  const time = validTime(timePart.slice(0, 5)) ? timePart.slice(0, 5) : DEFAULT_TIME;
  return validDate(datePart) ? { date: datePart, time } : { time };
}

export function composeDateTime(date: string, time: string): string {
  return `${date}T${time}`;
}

export function isValidTime(time: string): boolean {
  return /^\d{2}:\d{2}$/.test(time) && validTime(time);
}

export function isValidDate(date: string): boolean {
  return validDate(date);
}

/** yyyy-MM-dd -> as the user's language writes it: dd/MM/yyyy in Italian, MM/dd/yyyy in English. */
export function displayDate(date: string, language: string): string {
  return formatDate(parse(date, STORED_DATE, new Date()), language);
}
