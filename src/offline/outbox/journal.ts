import type { Operation } from '../operations/payloads';

/**
 * A write-ahead journal for commit(). An IndexedDB transaction takes a few milliseconds and is
 * aborted if the page unloads meanwhile (a reload right after answering, a tablet closing the tab).
 * So commit() first records the operation synchronously in localStorage, and removes it in the task
 * after the transaction settled; an operation still journalled at the next start may never have
 * reached IndexedDB and is committed again (operations are idempotent, so a repeat is harmless).
 * Where there is no localStorage (the service worker, Node), the journal is simply off.
 */
const PREFIX = 'offline-journal:';

/** The part of the Web Storage API the journal uses (also compiles for the service worker). */
interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): KeyValueStore | null {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
  } catch {
    return null;
  }
}

export function journalWrite(op: Operation): void {
  try {
    storage()?.setItem(PREFIX + op.id, JSON.stringify(op));
  } catch {
    // Storage full or refused: IndexedDB is still the durable copy; only the unload window stays open.
  }
}

export function journalClear(opId: string): void {
  storage()?.removeItem(PREFIX + opId);
}

function journalled(): Operation[] {
  const store = storage();
  if (!store) return [];
  const ops: Operation[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      ops.push(JSON.parse(store.getItem(key) ?? 'null') as Operation);
    } catch {
      store.removeItem(key);
    }
  }
  return ops.filter((op) => op !== null);
}

/** The user's journalled operations, in the order the user acted. */
export function journalledFor(ownerId: string): Operation[] {
  return journalled()
    .filter((op) => op.ownerId === ownerId)
    .sort((a, b) => a.actedAt.localeCompare(b.actedAt));
}

/** Logout of a user whose local data is removed: their journal goes too. */
export function clearJournalFor(ownerId: string): void {
  for (const op of journalledFor(ownerId)) journalClear(op.id);
}
