import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Field, TextField } from '../../../ui';
import type { WorkshopLogistics } from '../../../offline/coaching';
import { saveLogistics } from '../edit-api';
import type { WorkspaceActivity } from '../workspace-api';
import { SaveStatus } from './ScheduleEditor';

/** "2026-12-03T09:30:00+01:00" as a datetime-local input shows it (the device's time zone), and back. */
const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

/** A workshop's venue, date and time, and notes, editable offline like the session's dates. */
export function LogisticsEditor({ ownerId, activity }: { ownerId: string; activity: WorkspaceActivity }) {
  const { t } = useLingui();
  const logistics = activity.logistics;
  const [venue, setVenue] = useState(logistics?.venue_address ?? '');
  const [when, setWhen] = useState(toLocalInput(logistics?.scheduled_datetime ?? null));
  const [notes, setNotes] = useState(logistics?.logistics_notes ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'unchanged' | 'failed'>('idle');
  // New values from the device's copy restart the form from them, as in ScheduleEditor.
  const basisKey = JSON.stringify(logistics);
  const [basis, setBasis] = useState(basisKey);
  if (basis !== basisKey) {
    setBasis(basisKey);
    setVenue(logistics?.venue_address ?? '');
    setWhen(toLocalInput(logistics?.scheduled_datetime ?? null));
    setNotes(logistics?.logistics_notes ?? '');
  }
  if (!logistics) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unchangedWhen = when === toLocalInput(logistics.scheduled_datetime);
    const draft: WorkshopLogistics = {
      venue_address: venue,
      // An untouched date keeps its stored text (and time zone) rather than a re-encoded copy.
      scheduled_datetime: unchangedWhen ? logistics.scheduled_datetime : fromLocalInput(when),
      logistics_notes: notes,
    };
    setState('saving');
    saveLogistics(ownerId, activity, draft).then(
      (saved) => setState(saved ? 'saved' : 'unchanged'),
      () => setState('failed'),
    );
  };

  return (
    <form className="coach-edit" onSubmit={submit} aria-label={t`Logistica di ${activity.title}`}>
      <h4>{activity.title}</h4>
      <div className="coach-edit__fields">
        <TextField label={<Trans>Luogo</Trans>} value={venue} onChange={(e) => setVenue(e.target.value)} />
        <TextField
          type="datetime-local"
          label={<Trans>Data e ora</Trans>}
          value={when}
          onChange={(e) => setWhen(e.target.value)}
        />
        <Field label={<Trans>Note logistiche</Trans>}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="secondary" busy={state === 'saving'}>
        <Trans>Salva logistica</Trans>
      </Button>
      <SaveStatus state={state} />
    </form>
  );
}
