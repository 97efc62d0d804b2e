import { getOfflineDb, type OfflineDb } from './db';
import type {
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
