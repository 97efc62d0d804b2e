import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { LocalActivity, ProgressStatus } from '../../../offline/coaching';
import { ACTIVITY_ICONS, ActivityTypeLabel, ProgressBadge } from './labels';

interface Props {
  activity: LocalActivity;
  status: ProgressStatus;
  href: string;
  isTeamLeader: boolean;
}

/** One activity of a phase on the timeline. */
export function ActivityCard({ activity, status, href, isTeamLeader }: Props) {
  return (
    <li className="activity-card" data-activity-id={activity.id}>
      <span className="activity-card__icon" aria-hidden="true">
        {ACTIVITY_ICONS[activity.activity_type] ?? '•'}
      </span>
      <div className="activity-card__body">
        <h3 className="activity-card__title">{activity.title}</h3>
        {activity.description ? <p className="muted">{activity.description}</p> : null}
        <p className="activity-card__meta">
          <ProgressBadge status={status} />
          <span className="coaching-chip">
            <ActivityTypeLabel type={activity.activity_type} />
          </span>
          {activity.estimated_duration_minutes ? (
            <span className="coaching-chip">
              <Trans>{activity.estimated_duration_minutes} min</Trans>
            </span>
          ) : null}
          {activity.is_required ? (
            <span className="coaching-chip coaching-chip--required">
              <Trans>Obbligatorio</Trans>
            </span>
          ) : null}
          {activity.team_leader_only && isTeamLeader ? (
            <span className="coaching-chip coaching-chip--leader">
              <Trans>Solo Team Leader</Trans>
            </span>
          ) : null}
        </p>
      </div>
      <div className="activity-card__action">
        {status === 'completed' ? (
          <Link className="btn btn--secondary" to={href}>
            <span>
              <Trans>Completato</Trans>
            </span>
          </Link>
        ) : (
          <Link className="btn btn--primary" to={href}>
            <span>{status === 'in_progress' ? <Trans>Continua</Trans> : <Trans>Inizia</Trans>}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
