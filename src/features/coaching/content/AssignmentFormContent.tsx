import type { BackendClient } from '../../../backend/backend-client';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { commit, newOperation } from '../../../offline/outbox';
import type { LocalActivity } from '../../../offline/coaching';
import { Button, Spinner, toast } from '../../../ui';

import { useAssignmentForm } from '../hooks';
import { toFormAnswers, type FormAnswers } from './form-answers';
import { FormQuestionInput } from './FormQuestionInput';

interface Props {
  client: BackendClient;
  ownerId: string | null;
  activity: LocalActivity;
  /** A plain assignment shows its form only when it has one. */
  optional?: boolean;
  onSubmitted: () => void;
}

/** The assignment form of §2/§7: device first, update-or-insert, read-only once submitted. */
export function AssignmentFormContent({ client, ownerId, activity, optional = false, onSubmitted }: Props) {
  const { data, refreshDone, refreshFailed } = useAssignmentForm(client, ownerId ?? '', activity);
  const [answers, setAnswers] = useState<FormAnswers | null>(null);
  const [sending, setSending] = useState(false);
  const form = data?.form ?? null;
  const missingForm = data !== undefined && !form && refreshDone;

  useEffect(() => {
    if (missingForm && refreshFailed) toast({ title: msg`Errore nel caricamento del form`, variant: 'error' });
  }, [missingForm, refreshFailed]);

  if (data === undefined || (!form && !refreshDone)) return optional ? null : <Spinner />;
  if (!form) {
    if (optional) return null;
    return (
      <section className="coaching-empty" role="alert">
        <h3>
          <Trans>Form di Assignment Non Trovato</Trans>
        </h3>
        <p className="muted">
          <Trans>Contatta l'amministratore per ricevere il form di questa attività.</Trans>
        </p>
      </section>
    );
  }
  if (data.questions.length === 0) {
    return (
      <section className="coaching-empty">
        <h3>
          <Trans>Form Vuoto</Trans>
        </h3>
        <p className="muted">
          <Trans>Questo form non contiene ancora domande.</Trans>
        </p>
      </section>
    );
  }

  const submitted = data.submission?.status === 'submitted';
  const shown = answers ?? toFormAnswers(data.submission?.answers);

  const submit = async () => {
    if (!ownerId) {
      toast({ title: msg`Errore: form o utente non disponibile`, variant: 'error' });
      return;
    }
    setSending(true);
    try {
      // Update the existing submission (its id) or insert a new one with an id made here.
      await commit(
        newOperation('submission/upsert', {
          target: data.submission?.id ?? crypto.randomUUID(),
          ownerId,
          payload: { form_id: form.id, answers: shown, status: 'submitted' },
        }),
      );
      toast({ title: msg`Form inviato con successo!`, variant: 'success' });
      onSubmitted();
    } catch {
      toast({ title: msg`Errore nell'invio del form`, variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="assignment-form" data-form-id={form.id}>
      <h3>{form.title}</h3>
      {form.description ? <p className="muted">{form.description}</p> : null}
      {submitted ? (
        <p className="assignment-form__done" role="status">
          <Trans>Form completato con successo!</Trans>
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {data.questions.map((question) => (
          <FormQuestionInput
            key={question.id}
            question={question}
            value={shown[question.id]}
            readOnly={submitted}
            onChange={(value) => setAnswers({ ...shown, [question.id]: value })}
          />
        ))}
        {submitted ? null : (
          <Button type="submit" busy={sending}>
            <Trans>Invia il form</Trans>
          </Button>
        )}
      </form>
    </section>
  );
}
