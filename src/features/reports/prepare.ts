// A coach's "Prepara offline" (given to the coach workspace by the app): a team's reports onto the
// device, as the report screens keep them, so they read offline.
import type { BackendClient } from '../../backend/backend-client';
import { saveSnapshot } from '../../offline/store';
import { loadCoachingRows, loadTeamAssessmentRows } from './api';
import { coachingReportKey } from './components/CoachingReportView';
import { teamReportKey } from './components/TeamReportView';

export async function prepareTeamReports(client: BackendClient, userId: string, teamId: string): Promise<void> {
  const [assessment, coaching] = await Promise.all([
    loadTeamAssessmentRows(client, teamId),
    loadCoachingRows(client, teamId),
  ]);
  await saveSnapshot(userId, teamReportKey(teamId), assessment);
  await saveSnapshot(userId, coachingReportKey(teamId), coaching);
}
