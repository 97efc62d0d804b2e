import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSavedDraft } from './use-saved-draft';
import { Button, Dialog, Field, TextField } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { SelectField } from '../../components/SelectField';
import { OUTPUT_FORMAT_LABELS } from './labels';
import { OnlineOnlyNote } from './OnlineOnlyNote';
import { DraftRestorePrompt } from '../shared/DraftRestorePrompt';
import { promptDraft, savePrompt, type PromptRow } from './prompt-api';
import {
  OUTPUT_FORMATS,
  PLACEHOLDERS,
  unknownPlaceholders,
  validatePrompt,
  type OutputFormat,
  type PromptDraft,
  type PromptField,
} from './prompt-validation';

/** Create or edit an AI prompt template: the prompts, their placeholders and the suggestion's shape. */
export function PromptDialog({
  organizationId,
  prompt,
  onClose,
  onSaved,
}: {
  organizationId: string | null;
  prompt: PromptRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const { draft, set, error, busy, submit, reachable, offer } = useSavedDraft<PromptDraft, PromptField>({
    place: { screen: 'coaching-prompt', itemId: prompt?.id ?? `new:${organizationId}` },
    initial: () => promptDraft(prompt),
    validate: validatePrompt,
    save: (current) => savePrompt(client, organizationId, prompt?.id ?? null, current),
    texts: { success: msg`Prompt salvato`, failure: msg`Prompt non salvato` },
    onSaved,
  });
  const unknown = unknownPlaceholders(draft.userPromptTemplate).join(', ');
  const known = PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={prompt ? <Trans>Modifica prompt template</Trans> : <Trans>Nuovo prompt template</Trans>}
    >
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {offer ? (
          <DraftRestorePrompt savedAt={offer.savedAt} onRestore={offer.restore} onDiscard={offer.discard} />
        ) : null}
        <TextField
          label={t`Nome`}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={error('name')}
          required
        />
        <TextField
          label={t`Descrizione`}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <Field label={t`Prompt di sistema`} error={error('systemPrompt')}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={4}
              value={draft.systemPrompt}
              onChange={(e) => set('systemPrompt', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Prompt dell'utente`}
          hint={<Trans>Segnaposto disponibili: {known}</Trans>}
          error={error('userPromptTemplate') ?? (unknown ? t`Segnaposto sconosciuti: ${unknown}` : undefined)}
        >
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={5}
              value={draft.userPromptTemplate}
              onChange={(e) => set('userPromptTemplate', e.target.value)}
            />
          )}
        </Field>
        <SelectField
          label={t`Forma della risposta`}
          value={draft.outputFormat}
          onChange={(e) => set('outputFormat', e.target.value as OutputFormat)}
          options={OUTPUT_FORMATS.map((format) => ({ value: format, label: i18n._(OUTPUT_FORMAT_LABELS[format]) }))}
        />
        <TextField
          label={t`Modello (facoltativo)`}
          value={draft.model}
          onChange={(e) => set('model', e.target.value)}
        />
        <label className="admin-choice">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />{' '}
          <Trans>Attivo</Trans>
        </label>
        <OnlineOnlyNote keptOnDevice />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy} disabled={!reachable}>
            <Trans>Salva prompt</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
