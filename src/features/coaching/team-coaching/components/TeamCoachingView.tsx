import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadState, Tabs } from '../../../../ui';
import { readOwnSessionProgress, readTeamProgress } from '../../../../offline/coaching';
import { useLocalFirstRead } from '../../../../offline/store/hooks';
import { useLiveRead } from '../../../../offline/store/hooks';
import { loadTeamSession, type TeamSessionView } from '../api';
import { statusLookup } from '../progress-summary';
import { useTeamLive } from '../use-team-live';
import { TeamSuggestionsView } from '../../suggestions/components/TeamSuggestionsView';
import { ChatPanel } from './ChatPanel';
import { OverviewTab } from './OverviewTab';
import { ProgressTab } from './ProgressTab';
import { WorkflowTab } from './WorkflowTab';
import '../team-coaching.css';
import type { BackendClient } from '../../../../backend/backend-client';

export interface TeamCoachingScreenProps {
  userId: string;
  /** null: the newest active session the user takes part in (/team-coaching). */
  sessionId: string | null;
}

/** The read name of a session's team view on the device ("Prepara offline" stores it too). */
export const teamSessionKey = (sessionId: string | null) => `coaching-team:${sessionId ?? 'current'}`;

/** /user/coaching/session/{sessionId} and /team-coaching: tabs workflow, chat, progress, overview, AI assistant. */
export function TeamCoachingView({ client, userId, sessionId }: TeamCoachingScreenProps & { client: BackendClient }) {
  const read = useLocalFirstRead(userId, teamSessionKey(sessionId), () => loadTeamSession(client, sessionId));
  return (
    <div className="team-coaching">
      <LoadState query={read} errorText={<Trans>Errore nel caricamento della sessione di coaching</Trans>}>
        {(view) =>
          view ? (
            <Loaded client={client} userId={userId} view={view} />
          ) : (
            <div className="inline-error" role="alert">
              <p>
                <Trans>Sessione di coaching non trovata.</Trans>
              </p>
              <Link to="/coaching-list">
                <Trans>Torna alle sessioni</Trans>
              </Link>
            </div>
          )
        }
      </LoadState>
    </div>
  );
}

function Loaded({ client, userId, view }: { client: BackendClient; userId: string; view: TeamSessionView }) {
  const { t } = useLingui();
  const { session, phases, people } = view;
  const [tab, setTab] = useState('workflow');
  const live = useTeamLive(client, userId, { teamId: session.teamId, sessionId: session.id });
  const teamRows = useLiveRead(() => readTeamProgress(userId, session.id), [userId, session.id]);
  const ownRows = useLiveRead(() => readOwnSessionProgress(userId, session.id), [userId, session.id]);
  const status = statusLookup(teamRows ?? [], ownRows ?? [], userId);
  const myRole = people.find((person) => person.userId === userId)?.role;
  const seesEveryone =
    myRole === 'coach' || myRole === 'team_leader' || (teamRows ?? []).some((row) => row.user_id !== userId);

  return (
    <>
      <header className="team-coaching__header">
        <h1>{session.name ?? session.program.name}</h1>
        <p className="muted">
          <Trans>
            Team {session.teamName} · fase {session.currentPhase} di {session.program.totalPhases}
          </Trans>
          {' · '}
          <Link to={`/coaching/${session.id}`}>
            <Trans>Apri la timeline</Trans>
          </Link>
        </p>
      </header>
      <Tabs
        label={t`Sezioni della sessione`}
        selected={tab}
        onSelect={setTab}
        items={[
          {
            id: 'workflow',
            label: <Trans>Workflow</Trans>,
            content: <WorkflowTab sessionId={session.id} phases={phases} userId={userId} status={status} />,
          },
          {
            id: 'chat',
            label: <Trans>Chat</Trans>,
            content: (
              <ChatPanel userId={userId} teamId={session.teamId} sessionId={session.id} people={people} live={live} />
            ),
          },
          {
            id: 'progress',
            label: <Trans>Progressi</Trans>,
            content: <ProgressTab phases={phases} people={people} status={status} seesEveryone={seesEveryone} />,
          },
          { id: 'overview', label: <Trans>Panoramica</Trans>, content: <OverviewTab session={session} /> },
          {
            id: 'assistant',
            label: <Trans>Assistente AI</Trans>,
            content: <TeamSuggestionsView client={client} sessionId={session.id} userId={userId} />,
          },
        ]}
      />
    </>
  );
}
