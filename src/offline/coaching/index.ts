// Coaching on the device: sessions, phases, activities, forms, submissions, progress (own and the
// team's) and the list's counts. The kinds progress/upsert, submission/upsert, session/edit-schedule
// and activity/edit-logistics (a coach's offline edits, ./authoring) are registered in ../operations.
export type {
  ActivityFields,
  CoachingSessionFields,
  FormFields,
  FormQuestionFields,
  LocalActivity,
  LocalCoachingSession,
  LocalForm,
  LocalFormQuestion,
  LocalPhase,
  LocalProgress,
  LocalSubmission,
  PhaseFields,
  ProgressFields,
  ProgressStatus,
  SubmissionFields,
  TeamProgressFields,
} from '../store/rows';
export {
  cacheSubmissions,
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
  readSessionProgress,
  readSubmission,
  readTemplateFormId,
  replaceFormsOfActivity,
  saveTemplateFormId,
} from './reads';
export { readSessionCounts, saveSessionCounts, type SessionCounts } from './list-reads';
export { cacheTeamProgress, readOwnSessionProgress, readTeamProgress } from './team-progress';
export { cacheProgress } from './cache-progress';
export { COACH_WORKSPACE_KEY, withPendingEdits, type WorkshopLogistics } from './workspace-snapshot';
