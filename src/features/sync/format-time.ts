import { formatDate } from '../../lib/i18n';

/** "22 nov 2026 09:41" in the UI language. */
export function formatActedAt(iso: string, language: string): string {
  return formatDate(iso, language, 'dateTime');
}
