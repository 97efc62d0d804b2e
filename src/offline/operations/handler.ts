import type { OfflineDb, OwnedTableName } from '../db';
import type { OutboxEntry, PushFailure } from '../outbox/types';
import type { Operation, OperationKind, PayloadMap } from './payloads';

/** A PostgREST write, described so the real client and the test model run the same thing. */
export type RestRequest =
  | { method: 'update'; table: string; match: Record<string, string>; body: Record<string, unknown> }
  | { method: 'upsert'; table: string; onConflict: string; ignoreDuplicates?: boolean; body: Record<string, unknown> };

/** Everything one operation kind needs: the local effect and how it reaches the server. */
export interface OperationHandler<K extends OperationKind> {
  kind: K;
  /** the Dexie tables applyLocal touches (joined to the commit transaction). */
  tables: readonly OwnedTableName[];
  /** Why this operation must not apply (e.g. the assessment is completed), or null. */
  supersededReason(db: OfflineDb, op: Operation<K>, queuedForTarget: readonly OutboxEntry[]): Promise<string | null>;
  /** Makes implied values explicit from the local row before queuing (runs in the transaction). */
  prepare?(db: OfflineDb, op: Operation<K>): Promise<Operation<K>>;
  applyLocal(db: OfflineDb, op: Operation<K>): Promise<void>;
  /** The payload of `queued` with `op` folded in, or null when they must stay separate. */
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
