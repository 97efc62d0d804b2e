// Brings the backend's coaching rows onto the device (Dexie); the screens render from the device,
// so these only need to succeed when the backend is reachable.
import type { BackendClient } from '../../backend/backend-client';
import {
  cacheProgress,
  cacheSubmissions,
  cacheTeamProgress,
  replaceFormsOfActivity,
  saveSessionCounts,
  saveTemplateFormId,
  type ActivityFields,
  type CoachingSessionFields,
  type ProgressFields,
  type SessionCounts,
  type TeamProgressFields,
} from '../../offline/coaching';
import { cacheRows } from '../../offline/store';
import {
  fetchActivity,
  fetchForm,
  fetchFormQuestions,
  fetchPhaseActivities,
  fetchPhases,
  fetchSession,
  fetchSessionCounts,
  fetchSessionProgress,
  fetchSessions,
  fetchSubmission,
  type ActivityRow,
  type SessionRow,
} from './api';

const sessionFields = (row: SessionRow): CoachingSessionFields => ({
  ...row,
  program: row.program as never,
  team: row.team as never,
  coach: row.coach as never,
});
const progressFields = (rows: { status: string }[]) => rows as unknown as ProgressFields[];

/** The program's phases and all their activities. */
async function refreshProgram(client: BackendClient, ownerId: string, programId: string): Promise<void> {
  const phases = await fetchPhases(client, programId);
  await cacheRows('phases', ownerId, phases);
  const activities = await fetchPhaseActivities(
    client,
    phases.map((phase) => phase.id),
  );
  await cacheRows('activities', ownerId, activities);
}

/** Every session the user may see, with the counts of §7 (the list shows them, offline too). */
export async function refreshSessions(client: BackendClient, ownerId: string): Promise<void> {
  const sessions = await fetchSessions(client);
  await cacheRows('coachingSessions', ownerId, sessions.map(sessionFields));
  const byProgram = new Map<string, Promise<SessionCounts>>();
  for (const session of sessions) {
    if (!byProgram.has(session.program_id))
      byProgram.set(session.program_id, fetchSessionCounts(client, session.program_id));
    await saveSessionCounts(ownerId, session.id, await byProgram.get(session.program_id)!);
  }
}

/** One session's counts for the list (what "Prepara offline" stores with the session). */
export async function refreshSessionCounts(
  client: BackendClient,
  ownerId: string,
  session: { id: string; program_id: string },
): Promise<void> {
  await saveSessionCounts(ownerId, session.id, await fetchSessionCounts(client, session.program_id));
}

/**
 * The timeline's rows: the session, its phases and activities, the user's progress and what else of
 * the team's progress the user may see. Resolves to false when the backend says the session is not there.
 */
export async function refreshTimeline(client: BackendClient, ownerId: string, sessionId: string): Promise<boolean> {
  const session = await fetchSession(client, sessionId);
  if (!session) return false;
  await cacheRows('coachingSessions', ownerId, [sessionFields(session)]);
  await refreshProgram(client, ownerId, session.program_id);
  await refreshProgress(client, ownerId, sessionId);
  return true;
}

export async function refreshProgress(client: BackendClient, ownerId: string, sessionId: string): Promise<void> {
  const rows = await fetchSessionProgress(client, null, sessionId);
  await cacheProgress(ownerId, progressFields(rows.filter((row) => row.user_id === ownerId)));
  await cacheTeamProgress(ownerId, rows as unknown as TeamProgressFields[]);
}

/** One activity: its row, the form it uses with the questions and the user's submission. */
export async function refreshActivity(
  client: BackendClient,
  ownerId: string,
  activityId: string,
): Promise<ActivityRow | null> {
  const found = await fetchActivity(client, activityId);
  if (!found) return null;
  const { coaching_phases: _phase, ...activity } = found;
  await cacheRows('activities', ownerId, [activity as ActivityFields]);
  return activity;
}

export async function refreshForm(
  client: BackendClient,
  ownerId: string,
  activity: Parameters<typeof fetchForm>[1],
): Promise<void> {
  const { form, templateFormId } = await fetchForm(client, activity);
  if (templateFormId) await saveTemplateFormId(ownerId, templateFormId.templateId, templateFormId.formId);
  await replaceFormsOfActivity(ownerId, activity.id, form?.activity_id === activity.id ? form.id : null);
  if (!form) return;
  await cacheRows('forms', ownerId, [form]);
  await cacheRows('formQuestions', ownerId, await fetchFormQuestions(client, form.id));
  const submission = await fetchSubmission(client, form.id, ownerId);
  if (submission) await cacheSubmissions(ownerId, [submission]);
}
