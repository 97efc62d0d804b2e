import type { BackendClient } from '../../../backend/backend-client';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card, LoadState } from '../../../ui';
import { useLocalFirstRead, useReadyOfflineMarks } from '../../../offline/store/hooks';
import { useBackendReachable } from '../../../backend/use-backend-reachable';
import { COACH_WORKSPACE_KEY, withPendingEdits } from '../../../offline/coaching';
import { useWorkspaceEditsPushed } from '../../../offline/coaching/hooks';
import { PrepareCoachOffline } from '../components/PrepareCoachOffline';
import { SessionWorkspace } from '../components/SessionWorkspace';
import { usePrepareCoach } from '../use-prepare-coach';
import { loadCoachWorkspace } from '../workspace-api';
import './coach.css';

export interface CoachWorkspaceProps {
  client: BackendClient;
  userId: string;
  /** Stores what another screen of the session needs offline (given by the app: the team screen's view). */
  prepareSession?: (sessionId: string) => Promise<void>;
  /** Stores a coached team's reports for offline reading (given by the app). */
  prepareTeam?: (teamId: string) => Promise<void>;
}

/**
 * /coach: the sessions this coach runs, each team's progress per phase and activity, the members'
 * submissions and suggestions to review, and "Prepara offline". Rendered from the device first.
 */
export function CoachDashboardScreen({ client, userId, prepareSession, prepareTeam }: CoachWorkspaceProps) {
  const workspace = useLocalFirstRead(userId, COACH_WORKSPACE_KEY, async () =>
    withPendingEdits(userId, await loadCoachWorkspace(client, userId)),
  );
  // Once an edit is pushed the server's value may differ (a later edit of the field won): read it.
  useWorkspaceEditsPushed(userId, workspace.reload);
  const marks = useReadyOfflineMarks(userId) ?? [];
  const reachable = useBackendReachable();
  const { state, start } = usePrepareCoach(client, userId, { prepareSession, prepareTeam });
  const prepare = () => void start().then(workspace.reload);
  return (
    <div className="coach-page">
      <h1>
        <Trans>Dashboard coach</Trans>
      </h1>
      <PrepareCoachOffline state={state} onStart={prepare} disabled={!reachable} />
      <p>
        <Link to="/workshop/prepare">
          <Trans>Prepara un tablet per un workshop senza rete</Trans>
        </Link>
      </p>
      <Card title={<Trans>Le tue sessioni di coaching</Trans>}>
        <LoadState query={workspace}>
          {(sessions) =>
            sessions.length === 0 ? (
              <p className="muted">
                <Trans>Non segui ancora nessuna sessione.</Trans>
              </p>
            ) : (
              <div className="coach-sessions">
                {sessions.map((session) => (
                  <SessionWorkspace
                    key={session.id}
                    ownerId={userId}
                    session={session}
                    ready={marks.find((mark) => mark.scope === 'session' && mark.id === session.id)}
                  />
                ))}
              </div>
            )
          }
        </LoadState>
      </Card>
    </div>
  );
}
