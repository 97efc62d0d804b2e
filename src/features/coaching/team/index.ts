import { createElement } from 'react';
import { useParams } from 'react-router-dom';
import { supabase } from '../../../backend/client';
import { prepareTeamSessionOffline } from './prepare';
import { TeamCoachingView } from './components/TeamCoachingView';

/**
 * /user/coaching/session/{sessionId} and /team-coaching. sessionId defaults to the route's
 * :sessionId; without one (/team-coaching) the newest active session of the user's team.
 */
export function TeamCoachingScreen({ userId, sessionId }: { userId: string; sessionId?: string | null }) {
  const params = useParams();
  const id = sessionId === undefined ? (params.sessionId ?? null) : sessionId;
  return createElement(TeamCoachingView, { key: `${userId}/${id ?? ''}`, client: supabase, userId, sessionId: id });
}

/** "Prepara offline" of one session's team screen, on the app's client. */
export function prepareTeamSession(userId: string, sessionId: string): Promise<void> {
  return prepareTeamSessionOffline(supabase, userId, sessionId);
}
