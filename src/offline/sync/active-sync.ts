import type { SyncEngine } from './engine';

/** The engine running for the signed-in user, so the sync panel and logout can reach it. */
export interface ActiveSync {
  engine: SyncEngine;
  ownerId: string;
}

let active: ActiveSync | null = null;
const listeners = new Set<() => void>();

/**
 * Whoever starts the engine for a signed-in user (src/app/offline) registers it here, and clears
 * it (null) when the user signs out. Returns an unregister function.
 */
export function setActiveSync(next: ActiveSync | null): () => void {
  active = next;
  for (const listener of listeners) listener();
  return () => {
    if (active === next) setActiveSync(null);
  };
}

export function getActiveSync(): ActiveSync | null {
  return active;
}

export function subscribeActiveSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
