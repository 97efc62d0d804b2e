import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card } from '../../../ui';
import type { SessionSummary } from '../api';

function SessionStatus({ status }: { status: string }) {
  if (status === 'active') return <Trans>Attiva</Trans>;
  if (status === 'completed') return <Trans>Completata</Trans>;
  return <>{status}</>;
}

/** My coaching: the sessions of my teams, with status, phase and a way in. */
export function CoachingSection({ sessions }: { sessions: SessionSummary[] }) {
  return (
    <Card title={<Trans>Il mio coaching</Trans>}>
      {sessions.length === 0 ? (
        <p className="muted">
          <Trans>Nessuna sessione di coaching per il tuo team.</Trans>
        </p>
      ) : (
        <ul className="item-list">
          {sessions.map((session) => {
            const phase = session.currentPhase;
            const total = session.totalPhases ?? '?';
            return (
              <li key={session.id} className="item">
                <div>
                  <p className="item__title">{session.programName ?? session.teamName ?? session.id}</p>
                  <p className="item__meta muted">
                    <SessionStatus status={session.status} /> ·{' '}
                    <Trans>
                      Fase {phase} di {total}
                    </Trans>
                    {session.teamName ? <> · {session.teamName}</> : null}
                  </p>
                </div>
                <Link className="btn btn--primary" to={`/coaching/${session.id}`}>
                  <span>
                    <Trans>Accedi al coaching</Trans>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
