import { getOfflineDb, type OfflineDb } from './db';
import { mergeAnswers } from './operations/answers';
import { earlierStart } from './operations/started-at';
import { progressTarget } from './operations/payloads';
import type {
  AssessmentFields,
  LocalActivity,
  LocalCoachingSession,
  LocalForm,
  LocalFormQuestion,
  LocalPhase,
  LocalProfile,
  LocalRole,
  LocalScoringRule,
  LocalQuestion,
  LocalTemplate,
  ProgressFields,
  SuggestionFields,
} from './rows';

/** Read-only copies: the server's row simply replaces the local one. */
interface ReadOnlyRows {
  questions: LocalQuestion;
  templates: LocalTemplate;
  scoringRules: LocalScoringRule;
  coachingSessions: LocalCoachingSession;
  phases: LocalPhase;
  activities: LocalActivity;
  forms: LocalForm;
  formQuestions: LocalFormQuestion;
  profiles: LocalProfile;
  roles: LocalRole;
}

export async function cacheRows<T extends keyof ReadOnlyRows>(
  table: T,
  ownerId: string,
  rows: readonly Omit<ReadOnlyRows[T], 'ownerId'>[],
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.table(table).bulkPut(rows.map((row) => ({ ...row, ownerId })));
}

async function queuedTargets(db: OfflineDb, ownerId: string): Promise<Set<string>> {
  const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
  return new Set(entries.map((entry) => entry.target));
}

/**
 * Server rows of the user's assessments, merged with what is still local-only: answers per
 * question by action time (as the server will), and a local completion stays.
 */
export async function cacheAssessments(ownerId: string, rows: readonly AssessmentFields[], db = getOfflineDb()) {
  await db.transaction('rw', db.assessments, async () => {
    for (const server of rows) {
      const local = await db.assessments.get([ownerId, server.id]);
      if (!local) {
        await db.assessments.put({ ...server, answer_times: server.answer_times ?? {}, ownerId });
        continue;
      }
      const merged = server.completed_at
        ? { answers: server.answers, answer_times: server.answer_times }
        : mergeAnswers(local, { answers: server.answers, answer_times: server.answer_times ?? {} });
      const localCompletion = local.completed_at && !server.completed_at;
      await db.assessments.put({
        // A plain row of the table (offline preparation) does not erase the names a fuller read stored.
        ...local,
        ...server,
        ...(localCompletion
          ? {
              completed_at: local.completed_at,
              score: local.score,
              answers: local.answers,
              answer_times: local.answer_times,
            }
          : merged),
        // a start made on this device (maybe not yet sent) survives a refresh from the server
        started_at: earlierStart(local.started_at, server.started_at),
        ownerId,
      });
    }
  });
}

/** Progress, submissions, suggestions: while an entry for the row is queued, the local row wins. */
export async function cacheProgress(ownerId: string, rows: readonly ProgressFields[], db = getOfflineDb()) {
  await db.transaction('rw', db.progress, db.outbox, async () => {
    const queued = await queuedTargets(db, ownerId);
    const fresh = rows.filter((row) => !queued.has(progressTarget(row.session_id, row.activity_id)));
    await db.progress.bulkPut(fresh.map((row) => ({ ...row, ownerId })));
  });
}

export async function cacheSuggestions(ownerId: string, rows: readonly SuggestionFields[], db = getOfflineDb()) {
  await db.transaction('rw', db.suggestions, db.outbox, async () => {
    const queued = await queuedTargets(db, ownerId);
    await db.suggestions.bulkPut(rows.filter((row) => !queued.has(row.id)).map((row) => ({ ...row, ownerId })));
  });
}
