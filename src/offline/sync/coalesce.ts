import { latestOf } from '../operations/handler';
import { handlerFor } from '../operations/registry';
import { operationOf } from '../outbox/entry';
import { MAX_COALESCED_IDS, type OutboxEntry } from '../outbox/types';

/** What one pushed operation stands for: the queued entries folded into it, in queue order. */
export interface PushUnit {
  /** the operation sent: the first member with the later members' content folded in. */
  entry: OutboxEntry;
  members: OutboxEntry[];
}

/**
 * Folds the queue's head for a push: an entry joins the unit of its target's previous entry in the
 * head when that unit is of the same kind and the kind folds them (`coalesce`), so forty answers to
 * one assessment go as one operation. An entry of another kind between them (a completion) keeps
 * them apart, as it did when commits folded into the queued entry. The unit goes at its first
 * member's place and is keyed by its newest operation's receipt id (batch.ts, receiptIdOf): a replay of the same content is
 * a no-op on the server, content folded in after an earlier push is applied.
 */
export function coalesceHead(entries: readonly OutboxEntry[]): PushUnit[] {
  const units: PushUnit[] = [];
  const openUnitOf = new Map<string, PushUnit>();
  for (const entry of entries) {
    const open = openUnitOf.get(entry.target);
    const folded = open ? foldedInto(open.entry, entry) : null;
    if (open && folded) {
      open.entry = folded;
      open.members.push(entry);
      continue;
    }
    const unit: PushUnit = { entry, members: [entry] };
    units.push(unit);
    openUnitOf.set(entry.target, unit);
  }
  return units;
}

/** `earlier` with `later` folded in, when they are of one kind and the kind folds them; else null. */
function foldedInto(earlier: OutboxEntry, later: OutboxEntry): OutboxEntry | null {
  if (earlier.kind !== later.kind) return null;
  const payload = handlerFor(later).coalesce?.(operationOf(earlier), operationOf(later)) ?? null;
  if (payload === null) return null;
  return {
    ...earlier,
    payload,
    actedAt: latestOf(earlier.actedAt, later.actedAt),
    coalescedIds: [...earlier.coalescedIds, later.id, ...later.coalescedIds].slice(-MAX_COALESCED_IDS),
    coalescedCount: countOf(earlier) + 1 + countOf(later),
  } as OutboxEntry;
}

const countOf = (entry: OutboxEntry): number => entry.coalescedCount ?? entry.coalescedIds.length;
