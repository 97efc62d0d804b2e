import { format, type Locale } from 'date-fns';
import { enUS, it } from 'date-fns/locale';
import type { Language } from './languages';

const LOCALES: Record<Language, Locale> = { it, en: enUS };

/** 'date': 15/12/2026 (it), 12/15/2026 (en); 'dateTime': 22 nov 2026 09:41 (it), Nov 22, 2026, 9:41 AM (en). */
export type DateStyle = 'date' | 'dateTime';
const PATTERNS: Record<DateStyle, string> = { date: 'P', dateTime: 'PPp' };

/** A date as the user's language writes it (any other language falls back to Italian, the source). */
export function formatDate(value: Date | string | number, language: string, style: DateStyle = 'date'): string {
  const locale = language.startsWith('en') ? LOCALES.en : LOCALES.it;
  return format(typeof value === 'string' ? new Date(value) : value, PATTERNS[style], { locale });
}
