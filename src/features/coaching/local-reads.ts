// What the coaching screens read from the device, assembled (the live hooks re-run these).
import {
  readActivity,
  readActivityProgress,
  readCoachingSession,
  readCoachingSessions,
  readForm,
  readFormOfActivity,
  readFormQuestions,
  readPhase,
  readPhaseActivities,
  readProgramPhases,
  readSessionCounts,
  readSessionProgress,
  readSubmission,
  readTeamProgress,
  readTemplateFormId,
  type LocalActivity,
  type LocalCoachingSession,
  type LocalForm,
  type LocalFormQuestion,
  type LocalPhase,
  type LocalProgress,
  type LocalSubmission,
  type SessionCounts,
  type TeamProgressFields,
} from '../../offline/coaching';
import { lookUpForm } from './form-lookup';

export interface SessionSummary {
  session: LocalCoachingSession;
  /** as the backend's count reads last answered (null: never counted on this device). */
  counts: SessionCounts | null;
}

export async function readSessionSummaries(ownerId: string): Promise<SessionSummary[]> {
  const sessions = await readCoachingSessions(ownerId);
  return Promise.all(
    sessions.map(async (session) => ({ session, counts: await readSessionCounts(ownerId, session.id) })),
  );
}

export interface TimelineData {
  session: LocalCoachingSession | null;
  phases: LocalPhase[];
  activities: LocalActivity[];
  progress: LocalProgress[];
  teamProgress: TeamProgressFields[];
}

export async function readTimeline(ownerId: string, sessionId: string): Promise<TimelineData> {
  const session = await readCoachingSession(ownerId, sessionId);
  if (!session) return { session, phases: [], activities: [], progress: [], teamProgress: [] };
  const phases = await readProgramPhases(ownerId, session.program_id);
  const [activities, progress, teamProgress] = await Promise.all([
    readPhaseActivities(
      ownerId,
      phases.map((phase) => phase.id),
    ),
    readSessionProgress(ownerId, sessionId),
    readTeamProgress(ownerId, sessionId),
  ]);
  return { session, phases, activities, progress, teamProgress };
}

export interface ActivityData {
  activity: LocalActivity | null;
  phase: LocalPhase | null;
  session: LocalCoachingSession | null;
  /** every phase and activity of the program, for the previous/next navigation. */
  programPhases: LocalPhase[];
  programActivities: LocalActivity[];
  progress: LocalProgress | null;
}

export async function readActivityData(ownerId: string, sessionId: string, activityId: string): Promise<ActivityData> {
  const [activity, session, progress] = await Promise.all([
    readActivity(ownerId, activityId),
    readCoachingSession(ownerId, sessionId),
    readActivityProgress(ownerId, sessionId, activityId),
  ]);
  const phase = activity ? await readPhase(ownerId, activity.phase_id) : null;
  const programId = phase?.program_id ?? session?.program_id ?? null;
  const programPhases = programId ? await readProgramPhases(ownerId, programId) : [];
  const programActivities = await readPhaseActivities(
    ownerId,
    programPhases.map((p) => p.id),
  );
  return { activity, phase, session, programPhases, programActivities, progress };
}

export interface FormData {
  form: LocalForm | null;
  questions: LocalFormQuestion[];
  submission: LocalSubmission | null;
}

/** The form lookup of §7 on the device's copy, then the questions and the user's submission. */
export async function readFormData(ownerId: string, activity: LocalActivity): Promise<FormData> {
  const form = await lookUpForm<LocalForm>(activity, {
    formOfActivity: (id) => readFormOfActivity(ownerId, id),
    formById: (id) => readForm(ownerId, id),
    templateFormId: (id) => readTemplateFormId(ownerId, id),
  });
  if (!form) return { form: null, questions: [], submission: null };
  const [questions, submission] = await Promise.all([
    readFormQuestions(ownerId, form.id),
    readSubmission(ownerId, form.id),
  ]);
  return { form, questions, submission };
}
