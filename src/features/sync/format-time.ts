import { format } from 'date-fns';
import { enUS, it } from 'date-fns/locale';

const localeOf = (language: string) => (language.startsWith('en') ? enUS : it);

/** "22 nov 2026, 09:41" in the UI language. */
export function formatActedAt(iso: string, language: string): string {
  return format(new Date(iso), 'PPp', { locale: localeOf(language) });
}
