import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, LoadState, TextField } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { loadActivityForm, saveActivityForm } from './form-api';
import { hasFormErrors, validateForm, type FormDraft, type QuestionDraft } from './form-validation';
import { OnlineOnlyNote } from './OnlineOnlyNote';
import { DraftRestorePrompt } from '../shared/DraftRestorePrompt';
import { useBackendReachable } from '../../../../backend/use-backend-reachable';
import { useDeviceDraft } from '../shared/use-device-draft';
import type { ActivityRow } from './program-api';
import { QuestionEditor } from './QuestionEditor';
import { runSave } from './save-action';
import { useRemote } from '../../components/use-remote';

/** The form a member fills in for an activity, built question by question and saved whole. */
export function FormBuilderDialog({
  activity,
  organizationId,
  onClose,
  onSaved,
}: {
  activity: ActivityRow;
  organizationId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useBackendClient();
  const query = useRemote(`form:${activity.id}`, () => loadActivityForm(client, activity.id));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Form: {activity.title}</Trans>}>
      <LoadState query={query}>
        {(form) => (
          <FormBuilder
            initial={form}
            activity={activity}
            organizationId={organizationId}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </LoadState>
    </Dialog>
  );
}

const newQuestion = (): QuestionDraft => ({
  id: null,
  // Unique across reloads too: a restored draft keeps the keys of its new questions.
  key: `new-${crypto.randomUUID()}`,
  text: '',
  type: 'text_short',
  options: [],
  placeholder: '',
  helpText: '',
  isRequired: false,
});

function FormBuilder({
  initial,
  activity,
  organizationId,
  onClose,
  onSaved,
}: {
  initial: FormDraft;
  activity: ActivityRow;
  organizationId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [start] = useState<FormDraft>(() => ({ ...initial, title: initial.title || activity.title }));
  const [draft, setDraft] = useState<FormDraft>(start);
  // Kept on the device until saved; a draft left from before is offered back (src/offline/drafts).
  const device = useDeviceDraft({ screen: 'coaching-form', itemId: activity.id }, draft, start);
  const reachable = useBackendReachable();
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = validateForm(draft);
  const change = (questions: QuestionDraft[]) => {
    setDraft((d) => ({ ...d, questions }));
    setRefused(null);
  };
  const move = (index: number, by: number) => {
    const next = [...draft.questions];
    const [q] = next.splice(index, 1);
    next.splice(index + by, 0, q!);
    change(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (hasFormErrors(errors)) return;
    setBusy(true);
    const ok = await runSave(
      () => saveActivityForm(client, activity.id, organizationId, draft),
      { success: msg`Form salvato`, failure: msg`Form non salvato` },
      (refusal) => setRefused(refusal.message),
    );
    setBusy(false);
    if (ok) {
      device.forget();
      onSaved();
    }
  }

  const listError = refused ?? (submitted ? errors.questions : undefined);
  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      {device.offer ? (
        <DraftRestorePrompt
          savedAt={device.offer.savedAt}
          onRestore={() => device.restore(setDraft)}
          onDiscard={device.discard}
        />
      ) : null}
      <TextField
        label={t`Titolo del form`}
        value={draft.title}
        onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
        error={submitted && errors.title ? i18n._(errors.title) : undefined}
        required
      />
      <Field label={t`Descrizione`}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={2}
            value={draft.description}
            onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          />
        )}
      </Field>
      {draft.questions.length === 0 ? (
        <p className="muted">
          <Trans>Il form non ha ancora domande.</Trans>
        </p>
      ) : null}
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          position={index + 1}
          count={draft.questions.length}
          errors={submitted ? errors.byQuestion[question.key] : undefined}
          onChange={(q) => change(draft.questions.map((x) => (x.key === q.key ? q : x)))}
          onMove={(by) => move(index, by)}
          onRemove={() => change(draft.questions.filter((x) => x.key !== question.key))}
        />
      ))}
      {listError ? (
        <p className="field__error" role="alert">
          {i18n._(listError)}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => change([...draft.questions, newQuestion()])}>
        <Trans>Aggiungi domanda</Trans>
      </Button>
      <OnlineOnlyNote keptOnDevice />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Annulla</Trans>
        </Button>
        <Button type="submit" busy={busy} disabled={!reachable}>
          <Trans>Salva form</Trans>
        </Button>
      </div>
    </form>
  );
}
