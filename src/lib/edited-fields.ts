import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The fields whose later edit wins on the server (a session's dates and phase, a workshop's
 * logistics), named as the notice of a replaced edit says them.
 */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  start_date: msg`data di inizio`,
  end_date: msg`data di fine`,
  current_phase: msg`fase corrente`,
  venue_address: msg`luogo`,
  scheduled_datetime: msg`data e ora`,
  logistics_notes: msg`note logistiche`,
};

/** "La tua modifica a <campo> è stata sostituita da una più recente di <chi>." in the reader's language. */
export function replacedEditText(i18n: I18n, field: string, byName: string): string {
  const label = FIELD_LABELS[field];
  const what = label ? i18n._(label) : field;
  const who = byName || i18n._(msg`un altro utente`);
  return i18n._(msg`La tua modifica a ${what} è stata sostituita da una più recente di ${who}.`);
}
