import type { Operation } from '../operations/payloads';

/** What a push attempt came back with; status 0 means the request never got an answer. */
export type PushOutcome =
  /** rowId: the id of the row the server wrote, when it answers one (a submission keeps the server's). */
  { ok: true; rowId?: string } | { ok: false; status: number; code?: string; message: string };

export type PushFailure = Extract<PushOutcome, { ok: false }>;

export type OutboxStatus = 'pending' | 'failed';

export type OutboxEntry = Operation & {
  /** queue order (auto-increment). */
  seq?: number;
  status: OutboxStatus;
  /**
   * bumped when the entry's content changes, so a push of the older content never deletes it. Entries
   * are no longer changed after the commit (operations fold together at push time, sync/coalesce.ts);
   * entries folded by earlier versions of the app still carry rev > 0.
   */
  rev: number;
  queuedAt: string;
  attempts: number;
  /** the server's answer when the entry failed permanently (or last transient error). */
  lastError: (PushFailure & { at: string }) | null;
  /**
   * ids of the latest operations folded into this entry (at most MAX_COALESCED_IDS, newest last: the
   * last one keys the server's receipt); their content is in `payload`. A new entry has none; the
   * entries sync/coalesce.ts builds for a push, and entries queued by earlier versions, have some.
   */
  coalescedIds: string[];
  /** how many operations were folded in altogether (absent where none were). */
  coalescedCount?: number;
};

export const MAX_COALESCED_IDS = 16;

export type LogOutcome = 'superseded' | 'discarded';

/** Operations that left the outbox without being applied: never silently. */
export interface OutboxLogRow {
  seq?: number;
  ownerId: string;
  opId: string;
  kind: Operation['kind'];
  target: string;
  outcome: LogOutcome;
  reason: string;
  at: string;
  operation: Operation;
  /** later operations that had been folded into this one (their content is in `operation`). */
  coalescedIds: string[];
}

export type CommitResult = { status: 'queued'; entryId: string } | { status: 'superseded'; reason: string };
