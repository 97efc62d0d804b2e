// Started by index.html: loads ICU's number and date data for the whole page's process, then ends. The app's
// two languages (src/lib/i18n/format-date.ts formats dates with Intl in it-IT and en-GB) and the default one.
for (const locale of [undefined, 'it-IT', 'en-GB']) {
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(0);
}
self.close();
