import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, TextField, Field } from '../../../ui';
import { saveSchedule, scheduleProblem, type ScheduleDraft } from '../edit-api';
import type { WorkspaceSession } from '../workspace-api';

/**
 * The session's dates and current phase, editable with or without a network: saving commits to the
 * device and the outbox sends it when the server is reachable; the later edit of each field wins.
 */
export function ScheduleEditor({ ownerId, session }: { ownerId: string; session: WorkspaceSession }) {
  const { t } = useLingui();
  const initial: ScheduleDraft = {
    startDate: session.startDate ?? '',
    endDate: session.endDate ?? '',
    currentPhase: session.currentPhase,
  };
  const [draft, setDraft] = useState(initial);
  // New values from the device's copy (this coach's save, or a refresh) restart the form from them,
  // keeping the status line of the save just made.
  const basisKey = `${initial.startDate}|${initial.endDate}|${initial.currentPhase}`;
  const [basis, setBasis] = useState(basisKey);
  if (basis !== basisKey) {
    setBasis(basisKey);
    setDraft(initial);
  }
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'unchanged' | 'failed'>('idle');
  const problem = scheduleProblem(draft);
  const phases = session.phases.map((p) => p.phase_number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setState('saving');
    saveSchedule(ownerId, session, draft).then(
      (saved) => setState(saved ? 'saved' : 'unchanged'),
      () => setState('failed'),
    );
  };

  return (
    <form className="coach-edit" onSubmit={submit} aria-label={t`Date e fase della sessione`}>
      <h3>
        <Trans>Date e fase</Trans>
      </h3>
      <div className="coach-edit__fields">
        <TextField
          type="date"
          label={<Trans>Data di inizio</Trans>}
          value={draft.startDate}
          onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
        />
        <TextField
          type="date"
          label={<Trans>Data di fine</Trans>}
          value={draft.endDate}
          min={draft.startDate || undefined}
          error={problem ? <Trans>La data di fine non può precedere quella di inizio.</Trans> : undefined}
          onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
        />
        <Field label={<Trans>Fase corrente</Trans>}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.currentPhase}
              onChange={(e) => setDraft({ ...draft, currentPhase: Number(e.target.value) })}
            >
              {(phases.includes(draft.currentPhase) ? phases : [draft.currentPhase, ...phases]).map((n) => (
                <option key={n} value={n}>
                  {t`Fase ${n}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" variant="secondary" busy={state === 'saving'} disabled={problem !== null}>
        <Trans>Salva date e fase</Trans>
      </Button>
      <SaveStatus state={state} />
    </form>
  );
}

export function SaveStatus({ state }: { state: 'idle' | 'saving' | 'saved' | 'unchanged' | 'failed' }) {
  if (state === 'saved')
    return (
      <p role="status" className="muted">
        <Trans>Salvato sul dispositivo: verrà inviato appena il server è raggiungibile.</Trans>
      </p>
    );
  if (state === 'unchanged')
    return (
      <p role="status" className="muted">
        <Trans>Nessuna modifica da salvare.</Trans>
      </p>
    );
  if (state === 'failed')
    return (
      <p role="alert" className="inline-error">
        <Trans>Non è stato possibile salvare sul dispositivo. Riprova.</Trans>
      </p>
    );
  return null;
}
