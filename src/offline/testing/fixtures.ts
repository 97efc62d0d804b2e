import { OfflineDb } from '../store/db';
import type { Operation, OperationKind, PayloadMap } from '../operations/payloads';
import type { LocalAssessment, LocalSuggestion } from '../store/rows';

let dbCounter = 0;

/** A database of its own per test (fake-indexeddb). */
export function freshDb(): OfflineDb {
  dbCounter += 1;
  return new OfflineDb(`offline-test-${dbCounter}-${crypto.randomUUID()}`);
}

export const OWNER = '00000000-0000-4000-8000-00000000000a';
export const OTHER_OWNER = '00000000-0000-4000-8000-00000000000b';
export const ASSESSMENT = '11111111-1111-4111-8111-111111111111';

/** 2026-01-01T09:00:<s>Z: readable, ordered action times. */
export const at = (seconds: number): string => new Date(Date.UTC(2026, 0, 1, 9, 0, seconds)).toISOString();

export function assessmentRow(overrides: Partial<LocalAssessment> = {}): LocalAssessment {
  return {
    ownerId: OWNER,
    id: ASSESSMENT,
    user_id: OWNER,
    team_id: null,
    completed_at: null,
    score: null,
    answers: {},
    answer_times: {},
    assessment_type: 'tpm',
    template_id: null,
    time_limit_minutes: null,
    started_at: at(0),
    evaluation_type: 'self',
    assignment_id: null,
    target_user_id: null,
    created_at: at(0),
    ...overrides,
  };
}

export function suggestionRow(id: string, overrides: Partial<LocalSuggestion> = {}): LocalSuggestion {
  return {
    ownerId: OWNER,
    id,
    activity_id: 'activity-1',
    user_id: OWNER,
    generated_content: {},
    user_modifications: null,
    status: 'new',
    accepted_at: null,
    status_changed_at: null,
    created_at: at(0),
    ...overrides,
  };
}

export function op<K extends OperationKind>(
  kind: K,
  target: string,
  payload: PayloadMap[K],
  actedAt: string,
  ownerId = OWNER,
): Operation<K> {
  return { id: crypto.randomUUID(), kind, target, payload, actedAt, ownerId } as Operation<K>;
}
