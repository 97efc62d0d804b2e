import type { OfflineDb } from '../store/db';
import type { LocalAssessment, LocalSuggestion } from '../store/rows';

export class MissingLocalRowError extends Error {
  constructor(table: string, id: string) {
    super(`offline: no local ${table} row ${id}; load it before writing`);
    this.name = 'MissingLocalRowError';
  }
}

export async function requireAssessment(db: OfflineDb, ownerId: string, id: string): Promise<LocalAssessment> {
  const row = await db.assessments.get([ownerId, id]);
  if (!row) throw new MissingLocalRowError('assessments', id);
  return row;
}

export async function requireSuggestion(db: OfflineDb, ownerId: string, id: string): Promise<LocalSuggestion> {
  const row = await db.suggestions.get([ownerId, id]);
  if (!row) throw new MissingLocalRowError('ai_suggestions', id);
  return row;
}
