// The read twin of the operation registry: the typed reads features make of the device's copy.
// Features call these (or the live hooks in ./hooks) and never query Dexie themselves.
import { getOfflineDb, type OfflineDb } from './db';
import { markReadyOffline, type ReadyScope } from './meta';
import type { LocalAssessment, LocalScoringRule, QuestionFields } from './rows';

export interface QuestionKey {
  templateId: string;
  evaluationType: string;
  language: string;
}

export async function readAssessment(
  ownerId: string,
  id: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalAssessment | null> {
  return (await db.assessments.get([ownerId, id])) ?? null;
}

/** One template's questions for an evaluation type and language, in their order. */
export async function readQuestions(
  ownerId: string,
  key: QuestionKey,
  db: OfflineDb = getOfflineDb(),
): Promise<QuestionFields[]> {
  const rows = await db.questions
    .where('[ownerId+template_id+evaluation_type+language]')
    .equals([ownerId, key.templateId, key.evaluationType, key.language])
    .sortBy('order_index');
  return rows.map(({ ownerId: _owner, ...row }) => row);
}

export function readScoringRules(ownerId: string, db: OfflineDb = getOfflineDb()): Promise<LocalScoringRule[]> {
  return db.scoringRules.where('ownerId').equals(ownerId).toArray();
}

/** Outbox entries of the user not yet accepted by the server (pending and failed). */
export function countUnsent(ownerId: string, db: OfflineDb = getOfflineDb()): Promise<number> {
  return db.outbox.where('ownerId').equals(ownerId).count();
}

/** "Ready offline" from now: everything needed for this assessment or session is on the device. */
export function markReadyOfflineNow(
  ownerId: string,
  scope: ReadyScope,
  id: string,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  return markReadyOffline(db, ownerId, scope, id, new Date().toISOString());
}
