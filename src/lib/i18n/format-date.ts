import { formats } from '@lingui/core';
import type { Language } from './languages';

/** 'date': 15/12/2026 in both languages; 'dateTime': 15 dic 2026 09:41 (it), 15 Dec 2026, 09:41 (en); 'time': 09:41. */
export type DateStyle = 'date' | 'dateTime' | 'time';

// The browser's own Intl rather than date-fns' format, whose code and two locales weighed ~6.6 KiB gzip on every
// signed-in page. Date and time are formatted apart and joined as each language writes them.
interface LanguageFormat {
  tag: string;
  time: Intl.DateTimeFormatOptions;
  joiner: string;
}
const FORMATS: Record<Language, LanguageFormat> = {
  it: { tag: 'it-IT', time: { hour: '2-digit', minute: '2-digit' }, joiner: ' ' },
  // British English writes the day first, so a date reads the same way in both languages.
  en: { tag: 'en-GB', time: { hour: '2-digit', minute: '2-digit' }, joiner: ', ' },
};
const DAY_OPTIONS: Record<Exclude<DateStyle, 'time'>, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric' },
};

/** A date as the user's language writes it (any other language falls back to Italian, the source). */
export function formatDate(value: Date | string | number, language: string, style: DateStyle = 'date'): string {
  const lang: Language = language.startsWith('en') ? 'en' : 'it';
  const date = typeof value === 'string' ? new Date(value) : value;
  // Lingui's formats keep one Intl.DateTimeFormat per locale and options.
  const { tag, time, joiner } = FORMATS[lang];
  if (style === 'time') return formats.date(tag, date, time);
  const day = formats.date(tag, date, DAY_OPTIONS[style]);
  return style === 'date' ? day : `${day}${joiner}${formats.date(tag, date, time)}`;
}
