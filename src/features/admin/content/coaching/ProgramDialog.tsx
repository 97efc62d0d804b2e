import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, TextField } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { programDraft } from './drafts';
import { OnlineOnlyNote } from './OnlineOnlyNote';
import { saveProgram, type ProgramRow } from './program-api';
import { runSave } from './save-action';
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
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ProgramDraft>(() => programDraft(program));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const checked = validateProgram(draft);
  const error = (field: keyof typeof checked) => (submitted && checked[field] ? i18n._(checked[field]) : undefined);
  const set = <K extends keyof ProgramDraft>(key: K, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checked).length) return;
    setBusy(true);
    let id = program?.id ?? '';
    const ok = await runSave(
      async () => {
        id = await saveProgram(client, organizationId, program?.id ?? null, draft);
      },
      { success: msg`Programma salvato`, failure: msg`Programma non salvato` },
      () => undefined,
    );
    setBusy(false);
    if (ok) onSaved(id);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={program ? <Trans>Modifica programma</Trans> : <Trans>Nuovo programma di coaching</Trans>}
    >
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
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
        <OnlineOnlyNote />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            {program ? <Trans>Salva</Trans> : <Trans>Crea programma</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
