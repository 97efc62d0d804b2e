import type { BackendClient } from '../../../backend/backend-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/i18n';
import { PageSpinner } from '../../../ui';
import type { SessionCounts } from '../../../offline/coaching';

import { coachName, sessionCoach, sessionProgram, sessionTeam } from '../components/session-fields';
import { useSessionList } from '../hooks';
import '../coaching.css';

/** /coaching-list: the user's coaching sessions, from the device first so it works offline. */
export function CoachingListScreen({ ownerId, client }: { ownerId: string; client: BackendClient }) {
  const { i18n } = useLingui();
  const { summaries, readyOffline, refreshing, refreshFailed } = useSessionList(client, ownerId);
  if (summaries === undefined || (summaries.length === 0 && refreshing))
    return <PageSpinner label={<Trans>Caricamento...</Trans>} />;
  const date = (value: string | null | undefined) => (value ? formatDate(value, i18n.locale) : '—');

  return (
    <div className="coaching-list-page">
      <h1>
        <Trans>Sessioni di coaching</Trans>
      </h1>
      {refreshFailed ? (
        <p className="muted" role="status">
          <Trans>Non è stato possibile aggiornare l'elenco: vengono mostrati i dati salvati sul dispositivo.</Trans>
        </p>
      ) : null}
      {summaries.length === 0 ? (
        <div className="card coaching-empty">
          <p>
            <Trans>Nessuna sessione di coaching al momento.</Trans>
          </p>
        </div>
      ) : (
        <ul className="coaching-sessions">
          {summaries.map(({ session, counts }) => {
            const program = sessionProgram(session);
            const coach = coachName(sessionCoach(session));
            const team = sessionTeam(session)?.name;
            const ready = readyOffline.get(session.id);
            return (
              <li key={session.id} className="card coaching-session" data-session-id={session.id}>
                <h2 className="card__title">{program?.name ?? session.name}</h2>
                <dl className="coaching-session__facts">
                  <dt>
                    <Trans>Team</Trans>
                  </dt>
                  <dd>{team ?? '—'}</dd>
                  <dt>
                    <Trans>Coach</Trans>
                  </dt>
                  <dd>{coach ?? '—'}</dd>
                  <dt>
                    <Trans>Stato</Trans>
                  </dt>
                  <dd>{session.status === 'completed' ? <Trans>Completata</Trans> : <Trans>Attiva</Trans>}</dd>
                  <dt>
                    <Trans>Fase corrente</Trans>
                  </dt>
                  <dd>
                    {program ? (
                      <Trans>
                        {session.current_phase} di {program.total_phases}
                      </Trans>
                    ) : (
                      session.current_phase
                    )}
                  </dd>
                  <dt>
                    <Trans>Date</Trans>
                  </dt>
                  <dd>
                    {date(session.start_date)} – {date(session.end_date)}
                  </dd>
                  <dt>
                    <Trans>Contenuti</Trans>
                  </dt>
                  <dd>{counts ? <ActiveCounts {...counts} /> : '—'}</dd>
                </dl>
                <p className="coaching-session__footer">
                  {ready ? (
                    <span
                      className="coaching-badge coaching-badge--ready"
                      title={formatDate(ready, i18n.locale, 'dateTime')}
                    >
                      <Trans>pronto offline</Trans>
                    </span>
                  ) : null}
                  <Link className="btn btn--primary" to={`/coaching/${session.id}`}>
                    <span>
                      <Trans>Apri il percorso</Trans>
                    </span>
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function ActiveCounts({ activePhases, activeActivities }: SessionCounts) {
  return (
    <Trans>
      {activePhases} fasi attive, {activeActivities} attività attive
    </Trans>
  );
}
