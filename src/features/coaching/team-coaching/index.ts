import { createElement } from 'react';
import { useParams } from 'react-router-dom';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import { TeamCoachingView } from './components/TeamCoachingView';

/**
 * /user/coaching/session/{sessionId} and /team-coaching. sessionId defaults to the route's
 * :sessionId; without one (/team-coaching) the newest active session of the user's team.
 */
export function TeamCoachingScreen({ userId, sessionId }: { userId: string; sessionId?: string | null }) {
  const params = useParams();
  const client = useBackendClient();
  const id = sessionId === undefined ? (params.sessionId ?? null) : sessionId;
  return createElement(TeamCoachingView, { key: `${userId}/${id ?? ''}`, client, userId, sessionId: id });
}

/** "Prepara offline" of one session's team screen. */
export { prepareTeamSessionOffline as prepareTeamSession } from './prepare';
