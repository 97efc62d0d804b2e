const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 123456 -> "121 KB" (binary steps, locale digits): a rough size, as an estimate should read. */
export function formatSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1 }).format(value)} ${UNITS[unit]}`;
}
