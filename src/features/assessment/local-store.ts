// The device copy of the feature's data, through the offline layer's typed reads and caches.
import {
  cacheAssessments,
  cacheTemplateVersion,
  readAssessment as readLocalAssessment,
  readQuestions as readLocalQuestions,
  readTemplateVersion,
  type LocalAssessment,
  type LocalScoringRule,
  type TemplateVersionFields,
} from '../../offline/assessments';
import { cacheRows, markReadyOfflineNow } from '../../offline/store';
import type { QuestionQuery, QuestionRow, UserAssessmentRow } from './api';

export { readScoringRules } from '../../offline/assessments';

/** A stored assessment with the names the list shows (absent on rows cached before they existed). */
export type StoredAssessment = LocalAssessment & Partial<Pick<UserAssessmentRow, 'team_name' | 'target_user_name'>>;

export function storeAssessments(ownerId: string, rows: readonly UserAssessmentRow[]): Promise<void> {
  return cacheAssessments(ownerId, rows);
}

export function readAssessment(ownerId: string, id: string): Promise<StoredAssessment | null> {
  return readLocalAssessment(ownerId, id);
}

export function storeQuestions(ownerId: string, rows: readonly QuestionRow[]): Promise<void> {
  return cacheRows('questions', ownerId, rows);
}

export function readQuestions(ownerId: string, query: QuestionQuery): Promise<QuestionRow[]> {
  return readLocalQuestions(ownerId, query);
}

export function storeScoringRules(ownerId: string, rules: readonly Omit<LocalScoringRule, 'ownerId'>[]): Promise<void> {
  return cacheRows('scoringRules', ownerId, rules);
}

/** The template version an assessment was given (type and rule), kept for offline reloads. */
export function storeTemplateVersion(ownerId: string, version: TemplateVersionFields): Promise<void> {
  return cacheTemplateVersion(ownerId, version);
}

export function readStoredTemplateVersion(ownerId: string, templateId: string): Promise<TemplateVersionFields | null> {
  return readTemplateVersion(ownerId, templateId);
}

export function markAssessmentReadyOffline(ownerId: string, assessmentId: string): Promise<void> {
  return markReadyOfflineNow(ownerId, 'assessment', assessmentId);
}
