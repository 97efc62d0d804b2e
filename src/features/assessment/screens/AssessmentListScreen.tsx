import type { BackendClient } from '../../../backend/backend-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageSpinner } from '../../../ui';

import { AssessmentListItem } from '../components/AssessmentListItem';
import { useAssessmentList } from '../hooks';
import '../components/assessment.css';

/** /assessment-list: the user's assessments, rendered from the device copy so it works offline. */
export function AssessmentListScreen({ ownerId, client }: { ownerId: string; client: BackendClient }) {
  const { i18n } = useLingui();
  const { assessments, readyOffline, refreshing, refreshFailed } = useAssessmentList(
    ownerId,
    client,
    i18n.locale || 'it',
  );

  if (assessments === undefined || (assessments.length === 0 && refreshing)) {
    return <PageSpinner label={<Trans>Caricamento...</Trans>} />;
  }
  return (
    <div className="assessment-list-page">
      <h1>
        <Trans>I miei assessment</Trans>
      </h1>
      {refreshFailed ? (
        <p className="muted" role="status">
          <Trans>Non è stato possibile aggiornare l'elenco: vengono mostrati i dati salvati sul dispositivo.</Trans>
        </p>
      ) : null}
      {assessments.length === 0 ? (
        <div className="card assessment-empty">
          <p>
            <Trans>Nessun assessment assegnato al momento.</Trans>
          </p>
        </div>
      ) : (
        <ul className="assessment-list">
          {assessments.map((assessment) => (
            <AssessmentListItem
              key={assessment.id}
              assessment={assessment}
              readyOfflineAt={readyOffline[assessment.id]}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
