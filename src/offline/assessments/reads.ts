// The typed reads features make of the device's copy of their assessments. Features call these
// (or the live hooks in ./hooks) and never query Dexie themselves.
import { getOfflineDb, type OfflineDb } from '../store/db';
import type { LocalAssessment, LocalScoringRule, QuestionFields } from '../store/rows';

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
