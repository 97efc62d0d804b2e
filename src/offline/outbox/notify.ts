/** In-page signal "the outbox changed", so the sync engine can flush without polling. */
type Listener = (ownerId: string) => void;

const listeners = new Set<Listener>();

export function onOutboxChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutboxChanged(ownerId: string): void {
  for (const listener of listeners) listener(ownerId);
}
