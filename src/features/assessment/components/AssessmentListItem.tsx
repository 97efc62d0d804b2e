import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { assessmentStatus } from '../assessment-status';
import { resolveAssessmentType } from '../defaults';
import type { StoredAssessment } from '../local-store';
import { StatusBadge } from './StatusBadge';
import { TeamBadges } from './TeamBadges';

/** One assessment of the list: status, team, type, target person, estimated time, offline mark, action. */
export function AssessmentListItem({
  assessment,
  readyOfflineAt,
}: {
  assessment: StoredAssessment;
  readyOfflineAt?: string;
}) {
  const { t } = useLingui();
  const status = assessmentStatus(assessment);
  const href = `/assessment/${assessment.id}`;
  const type = resolveAssessmentType(assessment);
  const score = assessment.score ?? '—';
  const minutesLimit = assessment.time_limit_minutes;
  return (
    <li className="assessment-item" data-testid={`assessment-${assessment.id}`}>
      <div className="assessment-item__head">
        <StatusBadge status={status} />
        {readyOfflineAt && status !== 'completed' ? (
          <span className="assessment-badge assessment-badge--offline" title={t`Pronto offline`}>
            <Trans>Pronto offline</Trans>
          </span>
        ) : null}
      </div>
      <h2 className="assessment-item__title">{type.toUpperCase()}</h2>
      <TeamBadges
        teamName={assessment.team_name}
        assessmentType={null}
        evaluationType={assessment.evaluation_type}
        targetName={assessment.target_user_name ?? null}
      />
      <p className="assessment-item__meta muted">
        <Trans>Tempo stimato: 15-20 minuti</Trans>
        {minutesLimit ? (
          <>
            {' · '}
            <Trans>
              Limite di tempo: <Plural value={minutesLimit} one="# minuto" other="# minuti" />
            </Trans>
          </>
        ) : null}
      </p>
      <div className="assessment-item__actions">
        {status === 'assigned' ? (
          <Link className="btn btn--primary" to={href}>
            <span>
              <Trans>Inizia</Trans>
            </span>
          </Link>
        ) : status === 'started' ? (
          <Link className="btn btn--primary" to={href}>
            <span>
              <Trans>Continua</Trans>
            </span>
          </Link>
        ) : (
          <>
            <span className="assessment-item__result muted">
              <Trans>Punteggio: {score}</Trans>
            </span>
            <Link className="btn btn--secondary" to={`/assessment-list/${assessment.id}/results`}>
              <span>
                <Trans>Visualizza</Trans>
              </span>
            </Link>
          </>
        )}
      </div>
    </li>
  );
}
