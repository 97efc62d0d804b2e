import { saveSnapshot } from '../../../offline';
import { refreshSessionCounts } from '../refresh';
import { loadTeamSession, refreshChat, refreshTeamProgress, type Client } from './api';
import { teamSessionKey } from './components/TeamCoachingView';

/**
 * "Prepara offline" of what a session shows beyond its timeline and activities: the team screen
 * (its view, chat and progress) and the list's counts of active phases and activities.
 */
export async function prepareTeamSessionOffline(client: Client, userId: string, sessionId: string): Promise<void> {
  const view = await loadTeamSession(client, sessionId);
  await saveSnapshot(userId, teamSessionKey(sessionId), view);
  if (!view) return;
  await refreshSessionCounts(client, userId, { id: sessionId, program_id: view.session.program.id });
  await refreshChat(client, userId, view.session.teamId);
  await refreshTeamProgress(client, userId, sessionId);
}
