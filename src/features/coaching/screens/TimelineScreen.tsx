import type { BackendClient } from '../../../backend/backend-client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { ProgressStatus } from '../../../offline/coaching';
import { PageSpinner } from '../../../ui';

import { PhaseCard } from '../components/PhaseCard';
import { sessionProgram } from '../components/session-fields';
import { useTimeline } from '../hooks';
import { phasePercent } from '../team-percent';
import '../coaching.css';

interface Props {
  ownerId: string;
  sessionId: string;
  client: BackendClient;
  isTeamLeader: boolean;
  logo: ReactNode;
  userMenu: ReactNode;
}

/** /coaching/{sessionId}: the program's phases and activities with the user's progress. */
export function TimelineScreen({ ownerId, sessionId, client, isTeamLeader, logo, userMenu }: Props) {
  const { t } = useLingui();
  const { data, refreshing, failed, missing } = useTimeline(client, ownerId, sessionId);
  if (missing) return <Navigate to="/coaching-list" replace />;
  if (data === undefined || !data.session) return <PageSpinner label={<Trans>Caricamento...</Trans>} />;

  const status = new Map<string, ProgressStatus>(data.progress.map((row) => [row.activity_id, row.status]));
  const statusOf = (activityId: string) => status.get(activityId) ?? 'not_started';
  const program = sessionProgram(data.session);
  const phases = data.phases.filter((phase) => phase.is_active);
  const phasesFailed = failed && phases.length === 0;

  return (
    <div className="coaching-screen">
      <header className="coaching-header">
        <Link to="/coaching-list" className="btn btn--ghost" aria-label={t`Torna alle sessioni`}>
          <span>←</span>
        </Link>
        <div className="coaching-header__logo">{logo}</div>
        <div className="coaching-header__end">{userMenu}</div>
      </header>
      <main id="main" className="coaching-main" tabIndex={-1}>
        <h1>{program?.name ?? data.session.name ?? <Trans>Percorso di coaching</Trans>}</h1>
        {failed && !phasesFailed ? (
          <p className="muted" role="status">
            <Trans>
              Non è stato possibile aggiornare il percorso: vengono mostrati i dati salvati sul dispositivo.
            </Trans>
          </p>
        ) : null}
        {phasesFailed ? (
          <div className="coaching-empty" role="alert">
            <p>
              <Trans>Errore nel caricamento delle fasi. Riprova più tardi.</Trans>
            </p>
          </div>
        ) : phases.length === 0 ? (
          refreshing ? (
            <PageSpinner label={<Trans>Caricamento...</Trans>} />
          ) : (
            <div className="coaching-empty">
              <p>
                <Trans>Nessuna fase disponibile per questo programma.</Trans>
              </p>
            </div>
          )
        ) : (
          <ol className="phase-list">
            {phases.map((phase, index) => {
              const activities = data.activities.filter(
                (activity) => activity.phase_id === phase.id && activity.is_active,
              );
              return (
                <li key={phase.id}>
                  <PhaseCard
                    phase={phase}
                    index={index}
                    defaultOpen={index === 0}
                    activities={activities}
                    statusOf={statusOf}
                    hrefOf={(activityId) => `/coaching/${sessionId}/activity/${activityId}`}
                    isTeamLeader={isTeamLeader}
                    activitiesFailed={failed && activities.length === 0}
                    teamPercent={phasePercent(
                      activities.map((a) => a.id),
                      ownerId,
                      data.progress,
                      data.teamProgress,
                    )}
                  />
                </li>
              );
            })}
          </ol>
        )}
      </main>
    </div>
  );
}
