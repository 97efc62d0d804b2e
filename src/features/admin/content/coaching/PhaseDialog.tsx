import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSavedDraft } from './use-saved-draft';
import { Button, Dialog, Field, TextField } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { phaseDraft } from './drafts';
import { OnlineOnlyNote } from './OnlineOnlyNote';
import { DraftRestorePrompt } from '../shared/DraftRestorePrompt';
import { savePhase, type PhaseRow } from './program-api';
import { TextListField } from './TextListField';
import { validatePhase, type PhaseDraft } from './validation';

/** Create or edit a phase: title, description, weeks, learning objectives, deliverables, active. */
export function PhaseDialog({
  programId,
  phase,
  nextNumber,
  onClose,
  onSaved,
}: {
  programId: string;
  phase: PhaseRow | null;
  nextNumber: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useBackendClient();
  const { t } = useLingui();
  const { draft, set, error, busy, submit, reachable, offer } = useSavedDraft<PhaseDraft, 'title' | 'durationWeeks'>({
    place: { screen: 'coaching-phase', itemId: phase?.id ?? `new:${programId}` },
    initial: () => phaseDraft(phase),
    validate: validatePhase,
    save: (current) => savePhase(client, programId, phase?.id ?? null, current, nextNumber),
    texts: { success: msg`Fase salvata`, failure: msg`Fase non salvata` },
    onSaved,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={phase ? <Trans>Modifica fase {phase.phase_number}</Trans> : <Trans>Nuova fase {nextNumber}</Trans>}
    >
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {offer ? (
          <DraftRestorePrompt savedAt={offer.savedAt} onRestore={offer.restore} onDiscard={offer.discard} />
        ) : null}
        <TextField
          label={t`Titolo`}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={error('title')}
          required
        />
        <Field label={t`Descrizione`}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={2}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <TextField
          label={t`Durata (settimane)`}
          inputMode="numeric"
          value={draft.durationWeeks}
          onChange={(e) => set('durationWeeks', e.target.value)}
          error={error('durationWeeks')}
          required
        />
        <TextListField
          legend={<Trans>Obiettivi di apprendimento</Trans>}
          items={draft.learningObjectives}
          onChange={(items) => set('learningObjectives', items)}
          itemLabel={(n) => t`Obiettivo ${n}`}
          addLabel={<Trans>Aggiungi obiettivo</Trans>}
        />
        <TextListField
          legend={<Trans>Deliverable</Trans>}
          items={draft.deliverables}
          onChange={(items) => set('deliverables', items)}
          itemLabel={(n) => t`Deliverable ${n}`}
          addLabel={<Trans>Aggiungi deliverable</Trans>}
        />
        <label className="admin-choice">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />{' '}
          <Trans>Attiva</Trans>
        </label>
        <OnlineOnlyNote keptOnDevice />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy} disabled={!reachable}>
            <Trans>Salva fase</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
