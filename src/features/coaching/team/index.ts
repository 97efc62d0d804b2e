import { createElement } from 'react';
import { useParams } from 'react-router-dom';
import { supabase } from '../../../backend/client';
import { TeamCoachingView, teamSessionKey, type TeamCoachingScreenProps } from './components/TeamCoachingView';

/**
 * /user/coaching/session/{sessionId} and /team-coaching. sessionId defaults to the route's
 * :sessionId; without one (/team-coaching) the newest active session of the user's team.
 */
export function TeamCoachingScreen({ userId, sessionId }: { userId: string; sessionId?: string | null }) {
  const params = useParams();
  const id = sessionId === undefined ? (params.sessionId ?? null) : sessionId;
  return createElement(TeamCoachingView, { key: `${userId}/${id ?? ''}`, client: supabase, userId, sessionId: id });
}

export { TeamCoachingView, teamSessionKey, type TeamCoachingScreenProps };
export { loadTeamSession, refreshChat, refreshTeamProgress, type TeamSessionView } from './api';
