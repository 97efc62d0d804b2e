import { saveSnapshot } from '../../../offline';
import { loadTeamSession, refreshChat, refreshTeamProgress, type Client } from './api';
import { teamSessionKey } from './components/TeamCoachingView';

/** Puts a session's team screen on the device (its view, chat and progress) for "Prepara offline". */
export async function prepareTeamSessionOffline(client: Client, userId: string, sessionId: string): Promise<void> {
  const view = await loadTeamSession(client, sessionId);
  await saveSnapshot(userId, teamSessionKey(sessionId), view);
  if (!view) return;
  await refreshChat(client, userId, view.session.teamId);
  await refreshTeamProgress(client, userId, sessionId);
}
