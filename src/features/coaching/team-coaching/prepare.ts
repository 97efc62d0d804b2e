import { saveSnapshot } from '../../../offline/store';
import { refreshSessionCounts } from '../refresh';
import { refreshTeamSuggestions } from '../suggestions/team-api';
import { loadTeamSession } from './api';
import { teamSessionKey } from './components/TeamCoachingView';
import type { BackendClient } from '../../../backend/backend-client';

/**
 * "Prepara offline" of what a session shows beyond what the preparation itself downloads (its
 * timeline, activities, the team's progress and chat): the team screen's view, the list's
 * counts of active phases and activities, and the team's AI assistant suggestions.
 */
export async function prepareTeamSessionOffline(
  client: BackendClient,
  userId: string,
  sessionId: string,
): Promise<void> {
  const view = await loadTeamSession(client, sessionId);
  await saveSnapshot(userId, teamSessionKey(sessionId), view);
  if (!view) return;
  await refreshSessionCounts(client, userId, { id: sessionId, program_id: view.session.program.id });
  await refreshTeamSuggestions(client, userId, sessionId);
}
