import { useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, TextField } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { programDraft } from './drafts';
import { OnlineOnlyNote } from './OnlineOnlyNote';
import { DraftRestorePrompt } from '../shared/DraftRestorePrompt';
import { saveProgram, type ProgramRow } from './program-api';
import { useSavedDraft } from './use-saved-draft';
import { validateProgram, type ProgramDraft } from './validation';

/** Create a program of the organisation, or change its name, description and length. */
export function ProgramDialog({
  organizationId,
  program,
  onClose,
  onSaved,
}: {
  /** null: a library program (super admins). */
  organizationId: string | null;
  program: ProgramRow | null;
  onClose: () => void;
  onSaved: (programId: string) => void;
}) {
  const client = useBackendClient();
  const { t } = useLingui();
  // The id a save answers, for onSaved: a new program's is known only once it is created.
  const savedId = useRef(program?.id ?? '');
  const { draft, set, error, busy, submit, reachable, offer } = useSavedDraft<ProgramDraft, 'name' | 'durationWeeks'>({
    place: { screen: 'coaching-program', itemId: program?.id ?? `new:${organizationId ?? 'library'}` },
    initial: () => programDraft(program),
    validate: validateProgram,
    save: async (current) => {
      savedId.current = await saveProgram(client, organizationId, program?.id ?? null, current);
    },
    texts: { success: msg`Programma salvato`, failure: msg`Programma non salvato` },
    onSaved: () => onSaved(savedId.current),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={program ? <Trans>Modifica programma</Trans> : <Trans>Nuovo programma di coaching</Trans>}
    >
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {offer ? (
          <DraftRestorePrompt savedAt={offer.savedAt} onRestore={offer.restore} onDiscard={offer.discard} />
        ) : null}
        <TextField
          label={t`Nome del programma`}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={error('name')}
          required
        />
        <Field label={t`Descrizione`}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
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
        />
        <OnlineOnlyNote keptOnDevice />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy} disabled={!reachable}>
            {program ? <Trans>Salva</Trans> : <Trans>Crea programma</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
