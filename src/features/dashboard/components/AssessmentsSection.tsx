import { Plural, Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Card, Spinner } from '../../../ui';
import { assessmentStatus, type AssessmentStatus, type LocalAssessment } from '../../../offline/assessments';
import type { MyAssessments } from '../hooks';
import { InlineError } from './InlineError';

function StatusLabel({ status }: { status: AssessmentStatus }) {
  if (status === 'completed') return <Trans>Completato</Trans>;
  if (status === 'started') return <Trans>Iniziato</Trans>;
  return <Trans>Assegnato</Trans>;
}

/** My assessments: pending and completed counts, and each one with complete or view. */
export function AssessmentsSection({ assessments }: { assessments: MyAssessments }) {
  const { rows, refreshing, refreshError, retry } = assessments;
  const pending = rows?.filter((row) => assessmentStatus(row) !== 'completed') ?? [];
  const completed = rows?.filter((row) => assessmentStatus(row) === 'completed') ?? [];
  const showError = refreshError != null && (rows?.length ?? 0) === 0;
  return (
    <Card title={<Trans>I miei assessment</Trans>}>
      {rows === undefined || (refreshing && rows.length === 0) ? (
        <Spinner label={<Trans>Caricamento assessment...</Trans>} />
      ) : null}
      {showError ? (
        <InlineError onRetry={retry}>
          <Trans>Impossibile caricare i tuoi assessment.</Trans>
        </InlineError>
      ) : null}
      {rows !== undefined && !showError && !(refreshing && rows.length === 0) ? (
        <>
          <p className="stat-row">
            <span className="stat" data-testid="assessments-pending">
              <Plural value={pending.length} one="# da completare" other="# da completare" />
            </span>
            <span className="stat" data-testid="assessments-completed">
              <Plural value={completed.length} one="# completato" other="# completati" />
            </span>
          </p>
          {rows.length === 0 ? (
            <p className="muted">
              <Trans>Non hai assessment assegnati.</Trans>
            </p>
          ) : (
            <ul className="item-list">
              {[...pending, ...completed].map((row) => (
                <AssessmentItem key={row.id} row={row} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Card>
  );
}

/** Memoised: the live read keeps an unchanged row's object, so a refresh that changes nothing re-renders no item. */
const AssessmentItem = memo(function AssessmentItem({ row }: { row: LocalAssessment }) {
  const status = assessmentStatus(row);
  const type = (row.assessment_type ?? 'leadership').toUpperCase();
  const score = row.score;
  return (
    <li className="item">
      <div>
        <p className="item__title">{type}</p>
        <p className="item__meta muted">
          <StatusLabel status={status} />
          {status === 'completed' && score != null ? (
            <>
              {' · '}
              <Trans>Punteggio: {score}</Trans>
            </>
          ) : null}
        </p>
      </div>
      {status === 'completed' ? (
        <Link className="btn btn--secondary" to="/assessment-list">
          <span>
            <Trans>Visualizza</Trans>
          </span>
        </Link>
      ) : (
        <Link className="btn btn--primary" to={`/assessment/${row.id}`}>
          <span>
            <Trans>Completa</Trans>
          </span>
        </Link>
      )}
    </li>
  );
});
