// The offline layer's public surface (React hooks live in ./hooks so the service worker can
// import this file without React).
export { OfflineDb, getOfflineDb, OFFLINE_DB_NAME } from './db';
export type * from './rows';
export { commit, replayJournal } from './outbox/commit';
export { newOperation, InvalidOperationError } from './outbox/validate';
export { discardEntry } from './outbox/queue';
export { coalesceHead, type PushUnit } from './sync/coalesce';
export type { CommitResult, OutboxEntry, OutboxLogRow, PushOutcome } from './outbox/types';
export { operationKinds, progressTarget } from './operations/payloads';
export type { Operation, OperationKind, PayloadMap } from './operations/payloads';
export { MissingLocalRowError } from './operations/local-rows';
export { SyncEngine, type SyncEngineOptions } from './sync/engine';
export { createSupabaseTransport, type Transport } from './sync/transport';
export { syncState, createSyncStateStore } from './sync/sync-state';
export type { SyncSnapshot, FailedEntrySummary, SyncStateStore } from './sync/sync-state';
export type { EngineState } from './sync/engine-state';
export { OUTBOX_SYNC_TAG, registerBackgroundSync } from './sync/register-sync-tag';
export { FLUSH_MESSAGE } from './sync/triggers';
export { FLUSH_LOCK_NAME } from './sync/flush-lock';
export { cacheAssessments, cacheProgress, cacheRows, cacheSuggestions } from './cache';
export {
  countUnsent,
  markReadyOfflineNow,
  readAssessment,
  readQuestions,
  readScoringRules,
  type QuestionKey,
} from './reads';
export { readSnapshot, saveSnapshot } from './snapshots';
export { assessmentStatus, type AssessmentStatus, type StatusFields } from './assessment-status';
export {
  listReadyOffline,
  markReadyOffline,
  readAutoPreparedAt,
  readyOfflineSince,
  readLastSync,
  writeAutoPreparedAt,
  type ReadyMark,
  type ReadyScope,
} from './meta';
export { getActiveSync, setActiveSync, subscribeActiveSync, type ActiveSync } from './sync/active-sync';
export { purgeUser, type PurgeResult } from './purge';
export { clearWorkerSession, forgetWorkerSession, saveWorkerSession, type WorkerSession } from './worker-session';
export { flushFromWorker, type WorkerFlushResult } from './worker-flush';
export { buildRescueDocument, downloadRescueDocument, rescueFileName, type RescueDocument } from './rescue';
export { readStorageReport, requestPersistentStorage, LOW_SPACE_RATIO, type StorageReport } from './storage';
export {
  cacheChatMessages,
  latestChatTime,
  readChatMessages,
  type ChatMessage,
  type ChatMessageRow,
} from './chat-reads';
export { cacheTeamProgress, readOwnSessionProgress, readTeamProgress } from './team-progress-reads';
export { readSuggestions } from './suggestion-reads';
export { readSessionCounts, saveSessionCounts, type SessionCounts } from './coaching-list-reads';
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
} from './coaching-reads';
export {
  cacheNotifications,
  readNotifications,
  readSnapshotTime,
  NOTIFICATIONS_KEY,
  type NotificationItem,
} from './report-reads';
export {
  createDeviceHealthReporter,
  installationId,
  startDeviceHealthReports,
  type DeviceHealthReport,
  type DeviceHealthReporter,
} from './device-health';
