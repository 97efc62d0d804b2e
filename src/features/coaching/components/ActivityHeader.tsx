import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui';
import type { ActivityPosition } from '../navigation';

interface Props {
  sessionId: string;
  phase: { phase_number: number; title: string } | null;
  title: string;
  position: ActivityPosition | null;
  navigationFailed: boolean;
  logo: ReactNode;
  userMenu: ReactNode;
}

/** Breadcrumb 'Coaching / Fase n: title / activity title', back to the timeline, previous and next. */
export function ActivityHeader({ sessionId, phase, title, position, navigationFailed, logo, userMenu }: Props) {
  const { t } = useLingui();
  const href = (activityId: string) => `/coaching/${sessionId}/activity/${activityId}`;
  return (
    <>
      <header className="coaching-header">
        <div className="coaching-header__logo">{logo}</div>
        <nav aria-label={t`Percorso`} className="coaching-breadcrumb">
          <Link to={`/coaching/${sessionId}`}>
            <Trans>Coaching</Trans>
          </Link>
          {phase ? (
            <>
              {' / '}
              <span>
                <Trans>
                  Fase {phase.phase_number}: {phase.title}
                </Trans>
              </span>
            </>
          ) : null}
          {' / '}
          <span aria-current="page">{title}</span>
        </nav>
        <div className="coaching-header__end">{userMenu}</div>
      </header>
      <nav className="activity-nav" aria-label={t`Navigazione tra le attività`}>
        <Link className="btn btn--ghost" to={`/coaching/${sessionId}`}>
          <span>
            <Trans>Torna alla Timeline</Trans>
          </span>
        </Link>
        {navigationFailed ? (
          <div className="activity-nav__error" role="alert">
            <span>
              <Trans>Impossibile caricare la navigazione tra le attività</Trans>
            </span>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              <Trans>Riprova</Trans>
            </Button>
          </div>
        ) : position ? (
          <div className="activity-nav__steps">
            {position.previous ? (
              <Link
                className="btn btn--secondary activity-nav__previous"
                to={href(position.previous.id)}
                aria-label={t`Attività precedente: ${position.previous.title}`}
              >
                <span>
                  <Trans>← Precedente</Trans>
                </span>
              </Link>
            ) : null}
            <span className="activity-nav__position">
              <Trans>
                {position.index} di {position.total}
              </Trans>
            </span>
            {position.next ? (
              <Link
                className="btn btn--secondary activity-nav__next"
                to={href(position.next.id)}
                aria-label={t`Attività successiva: ${position.next.title}`}
              >
                <span>
                  <Trans>Successiva →</Trans>
                </span>
              </Link>
            ) : null}
          </div>
        ) : null}
      </nav>
    </>
  );
}
