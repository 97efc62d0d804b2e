import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card, LoadState } from '../../../ui';
import { useLocalFirstRead } from '../../../offline/hooks';
import { loadCoachedSessions, type Client, type CoachedSession } from '../api';
import './coach.css';

/** /coach: the coaching sessions this coach runs, each opening its timeline. */
export function CoachDashboardScreen({ client, userId }: { client: Client; userId: string }) {
  const sessions = useLocalFirstRead(userId, 'coach:sessions', () => loadCoachedSessions(client, userId));
  return (
    <div className="coach-page">
      <h1>
        <Trans>Dashboard coach</Trans>
      </h1>
      <Card title={<Trans>Le tue sessioni di coaching</Trans>}>
        <LoadState query={sessions}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="muted">
                <Trans>Non segui ancora nessuna sessione.</Trans>
              </p>
            ) : (
              <ul className="coach-sessions">
                {rows.map((session) => (
                  <SessionItem key={session.id} session={session} />
                ))}
              </ul>
            )
          }
        </LoadState>
      </Card>
    </div>
  );
}

function SessionItem({ session }: { session: CoachedSession }) {
  const phase = session.currentPhase;
  const team = session.teamName ?? '';
  return (
    <li className="coach-sessions__item">
      <div>
        <p className="coach-sessions__title">{session.name ?? session.programName ?? session.id}</p>
        <p className="muted coach-sessions__meta">
          <Trans>Team {team} · fase {phase}</Trans> · {session.status === 'completed' ? <Trans>Completata</Trans> : <Trans>Attiva</Trans>}
        </p>
      </div>
      <Link className="btn btn--secondary" to={`/coaching/${session.id}`}>
        <span>
          <Trans>Apri</Trans>
        </span>
      </Link>
    </li>
  );
}
