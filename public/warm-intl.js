// Started by index.html: loads ICU's number and date data for the whole page's process, then ends.
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat().format(0);
self.close();
