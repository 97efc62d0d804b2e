import type { OfflineDb, OwnedTableName } from '../store/db';
import type { LocalAssessment, LocalProgress, LocalSubmission, LocalSuggestion, SnapshotRow } from '../store/rows';
import type { PushFailure } from '../outbox/types';
import type { Operation, OperationKind, PayloadMap } from './payloads';

/** A PostgREST write, described so the real client and the test model run the same thing. */
export type RestRequest =
  | { method: 'update'; table: string; match: Record<string, string>; body: Record<string, unknown> }
  | { method: 'upsert'; table: string; onConflict: string; ignoreDuplicates?: boolean; body: Record<string, unknown> };

/** The local row each kind works on, as its `load` step reads it (undefined: none yet). */
export interface LoadedRowMap {
  'assessment/save-partial': LocalAssessment;
  'assessment/complete': LocalAssessment;
  'progress/upsert': LocalProgress | undefined;
  'submission/upsert': LocalSubmission | undefined;
  'suggestion/set-status': LocalSuggestion;
  'chat-message/send': undefined;
  'notification/mark-read': SnapshotRow | undefined;
  'session/edit-schedule': SnapshotRow | undefined;
  'activity/edit-logistics': SnapshotRow | undefined;
}

/**
 * Everything one operation kind needs: the local effect and how it reaches the server. A commit
 * reads the local row once (`load`) and hands it to the steps after it.
 */
export interface OperationHandler<K extends OperationKind> {
  kind: K;
  /** the Dexie tables load and applyLocal touch (joined to the commit transaction). */
  tables: readonly OwnedTableName[];
  /** Reads the one local row the operation changes (throws MissingLocalRowError where one is required). */
  load(db: OfflineDb, op: Operation<K>): Promise<LoadedRowMap[K]>;
  /** Why this operation must not apply (e.g. the assessment is completed), or null. */
  supersededReason(op: Operation<K>, row: LoadedRowMap[K]): string | null;
  /** Makes implied values explicit from the local row before queuing. */
  prepare?(op: Operation<K>, row: LoadedRowMap[K]): Operation<K>;
  applyLocal(db: OfflineDb, op: Operation<K>, row: LoadedRowMap[K]): Promise<void>;
  /** The payload of `queued` with the later `op` folded in, or null when they must stay separate (used when pushing, sync/coalesce.ts). */
  coalesce?(queued: Operation<K>, op: Operation<K>): PayloadMap[K] | null;
  toRequest(op: Operation<K>): RestRequest;
  /** A server refusal meaning a later fact already won (dropped with a record, not failed). */
  isSupersededFailure?(failure: PushFailure): boolean;
}

export function later(a: string, b: string): boolean {
  return Date.parse(a) > Date.parse(b);
}

export function latestOf(a: string, b: string): string {
  return later(b, a) ? b : a;
}
