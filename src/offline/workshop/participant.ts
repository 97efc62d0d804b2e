import { assessmentStatus } from '../assessments/status';
import { readCoachingSession, readPhaseActivities, readProgramPhases, readSessionProgress } from '../coaching/reads';
import { getOfflineDb, type OfflineDb } from '../store/db';
import type { LocalActivity, LocalAssessment, ProgressStatus } from '../store/rows';

export interface ParticipantWork {
  userId: string;
  assessments: LocalAssessment[];
  activities: { activity: LocalActivity; status: ProgressStatus }[];
}

/**
 * One participant's work on the tablet, read under their own user id only: their open assessments
 * and the workshop's activities with their own progress.
 */
export async function readParticipantWork(
  userId: string,
  sessionId: string | null,
  db: OfflineDb = getOfflineDb(),
): Promise<ParticipantWork> {
  const assessments = (await db.assessments.where('[ownerId+user_id]').equals([userId, userId]).toArray()).filter(
    (row) => assessmentStatus(row) !== 'completed',
  );
  const session = sessionId ? await readCoachingSession(userId, sessionId, db) : null;
  if (!session) return { userId, assessments, activities: [] };
  const phases = await readProgramPhases(userId, session.program_id, db);
  const activities = await readPhaseActivities(
    userId,
    phases.map((phase) => phase.id),
    db,
  );
  const progress = new Map((await readSessionProgress(userId, session.id, db)).map((p) => [p.activity_id, p.status]));
  return {
    userId,
    assessments,
    activities: activities.map((activity) => ({ activity, status: progress.get(activity.id) ?? 'not_started' })),
  };
}
