import { Trans } from '@lingui/react/macro';
import { Button, Card, Spinner } from '../../../ui';

/**
 * While the assessment is read, then while its questions load: the start waits for the questions,
 * and the second stage says so.
 */
export function LoadingCard({ stage }: { stage: 'assessment' | 'questions' }) {
  return (
    <Card className="assessment-status-card" role="status">
      <Spinner size="md" decorative />
      <p>
        <Trans>Caricamento domande assessment...</Trans>
      </p>
      {stage === 'questions' ? (
        <p>
          <Trans>Caricamento domande in corso...</Trans>
        </p>
      ) : null}
    </Card>
  );
}

/**
 * The assessment or its questions could not be loaded (each said as such): 'Riprova' loads them again (no page
 * reload).
 */
export function LoadErrorCard({ onRetry, failedAt }: { onRetry: () => void; failedAt: 'assessment' | 'questions' }) {
  return (
    <Card className="assessment-status-card" title={<Trans>Errore nel caricamento</Trans>} titleLevel={1} role="alert">
      <p>
        {failedAt === 'assessment' ? (
          <Trans>Impossibile recuperare i dati dell'assessment</Trans>
        ) : (
          <Trans>Non è stato possibile caricare le domande dell'assessment.</Trans>
        )}
      </p>
      <Button onClick={onRetry}>
        <Trans>Riprova</Trans>
      </Button>
    </Card>
  );
}

/** The template has no questions: the assessment cannot start. */
export function NoQuestionsCard({ onBack }: { onBack: () => void }) {
  return (
    <Card
      className="assessment-status-card"
      title={<Trans>Nessuna domanda disponibile</Trans>}
      titleLevel={1}
      role="alert"
    >
      <p>
        <Trans>Questo assessment non ha ancora domande: non può essere avviato.</Trans>
      </p>
      <Button variant="secondary" onClick={onBack}>
        <Trans>Torna agli assessment</Trans>
      </Button>
    </Card>
  );
}

/** The template id is not a UUID: said as it is, with no 'Riprova', since loading again cannot help. */
export function InvalidTemplateCard({ templateId, onBack }: { templateId: string; onBack: () => void }) {
  return (
    <Card
      className="assessment-status-card"
      title={<Trans>Assessment non disponibile</Trans>}
      titleLevel={1}
      role="alert"
    >
      <p>
        <Trans>Invalid template ID format: {templateId}. Expected UUID format.</Trans>
      </p>
      <Button variant="secondary" onClick={onBack}>
        <Trans>Torna agli assessment</Trans>
      </Button>
    </Card>
  );
}

/** No template id or no evaluation type: the generic error. */
export function GenericErrorCard({ onBack }: { onBack: () => void }) {
  return (
    <Card
      className="assessment-status-card"
      title={<Trans>Assessment non disponibile</Trans>}
      titleLevel={1}
      role="alert"
    >
      <p>
        <Trans>Questo assessment non può essere svolto: mancano le domande o la sua configurazione è incompleta.</Trans>
      </p>
      <Button variant="secondary" onClick={onBack}>
        <Trans>Torna agli assessment</Trans>
      </Button>
    </Card>
  );
}
