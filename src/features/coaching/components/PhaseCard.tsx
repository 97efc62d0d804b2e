import { Trans } from '@lingui/react/macro';
import type { LocalActivity, LocalPhase, ProgressStatus } from '../../../offline/coaching';
import { ActivityCard } from './ActivityCard';

/** The timeline shows every phase as 4 weeks. */
export const TIMELINE_PHASE_WEEKS = 4;

interface Props {
  phase: LocalPhase;
  index: number;
  activities: LocalActivity[];
  statusOf: (activityId: string) => ProgressStatus;
  hrefOf: (activityId: string) => string;
  isTeamLeader: boolean;
  /** the activities could not be loaded and the device has none for this phase. */
  activitiesFailed: boolean;
  /** the team's completion of this phase in %, or null when not known. */
  teamPercent: number | null;
  defaultOpen: boolean;
}

/** A collapsible phase of the timeline; the first is open and marked 'Fase Corrente'. */
export function PhaseCard({
  phase,
  index,
  activities,
  statusOf,
  hrefOf,
  isTeamLeader,
  activitiesFailed,
  teamPercent,
  defaultOpen,
}: Props) {
  return (
    <details className="phase-card card" open={defaultOpen} data-phase-id={phase.id}>
      <summary className="phase-card__summary">
        <span className="phase-card__number" aria-hidden="true">
          {phase.phase_number}
        </span>
        <span className="phase-card__title">
          <strong role="heading" aria-level={2}>
            {phase.title}
          </strong>
          <span className="muted">
            <Trans>{TIMELINE_PHASE_WEEKS} settimane</Trans>
          </span>
        </span>
        {index === 0 ? (
          <span className="coaching-badge coaching-badge--current">
            <Trans>Fase Corrente</Trans>
          </span>
        ) : null}
      </summary>
      {phase.description ? <p className="muted">{phase.description}</p> : null}
      {teamPercent !== null ? (
        <div className="phase-card__team">
          <span>
            <Trans>Progresso del team: {teamPercent}%</Trans>
          </span>
          <progress max={100} value={teamPercent} aria-label={`${teamPercent}%`} />
        </div>
      ) : null}
      {activitiesFailed ? (
        <div className="coaching-empty" role="alert">
          <p>
            <strong>
              <Trans>Errore nel caricamento delle attività</Trans>
            </strong>
          </p>
          <p className="muted">
            <Trans>Riprova più tardi o contatta il supporto</Trans>
          </p>
        </div>
      ) : activities.length === 0 ? (
        <div className="coaching-empty">
          <p>
            <strong>
              <Trans>Nessuna attività disponibile</Trans>
            </strong>
          </p>
          <p className="muted">
            <Trans>Le attività per questa fase verranno aggiunte a breve</Trans>
          </p>
        </div>
      ) : (
        <ul className="activity-list">
          {activities.map((activity) => (
            <ActivityCard
              key={activity.id}
              activity={activity}
              status={statusOf(activity.id)}
              href={hrefOf(activity.id)}
              isTeamLeader={isTeamLeader}
            />
          ))}
        </ul>
      )}
    </details>
  );
}
