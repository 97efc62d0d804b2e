// The device copy of the feature's data, through the offline layer (the only owner of Dexie).
import { cacheAssessments, cacheRows, getOfflineDb, markReadyOffline, type LocalAssessment, type LocalScoringRule } from '../../offline';
import type { QuestionQuery, QuestionRow, UserAssessmentRow } from './api';

/** A stored assessment with the names the list shows (absent on rows cached before they existed). */
export type StoredAssessment = LocalAssessment & Partial<Pick<UserAssessmentRow, 'team_name' | 'target_user_name'>>;

export function storeAssessments(ownerId: string, rows: readonly UserAssessmentRow[]): Promise<void> {
  return cacheAssessments(ownerId, rows);
}

export async function readAssessment(ownerId: string, id: string): Promise<StoredAssessment | null> {
  return (await getOfflineDb().assessments.get([ownerId, id])) ?? null;
}

export function storeQuestions(ownerId: string, rows: readonly QuestionRow[]): Promise<void> {
  return cacheRows('questions', ownerId, rows);
}

export async function readQuestions(ownerId: string, query: QuestionQuery): Promise<QuestionRow[]> {
  const key = [ownerId, query.templateId, query.evaluationType, query.language];
  const rows = await getOfflineDb().questions.where('[ownerId+template_id+evaluation_type+language]').equals(key).sortBy('order_index');
  return rows.map(({ ownerId: _owner, ...row }) => row);
}

export function storeScoringRules(ownerId: string, rules: readonly Omit<LocalScoringRule, 'ownerId'>[]): Promise<void> {
  return cacheRows('scoringRules', ownerId, rules);
}

export function readScoringRules(ownerId: string): Promise<LocalScoringRule[]> {
  return getOfflineDb().scoringRules.where('ownerId').equals(ownerId).toArray();
}

export function markAssessmentReadyOffline(ownerId: string, assessmentId: string): Promise<void> {
  return markReadyOffline(getOfflineDb(), ownerId, 'assessment', assessmentId, new Date().toISOString());
}
