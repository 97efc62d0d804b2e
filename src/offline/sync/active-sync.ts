import { createAtom } from '@xstate/store';
import { getOfflineDb } from '../store/db';
import { reopenOwner } from '../store/signed-out-gate';
import type { SyncEngine } from './engine';

/** The engine running for the signed-in user, so the sync panel and logout can reach it. */
export interface ActiveSync {
  engine: SyncEngine;
  ownerId: string;
}

const active = createAtom<ActiveSync | null>(null);

/**
 * Whoever starts the engine for a signed-in user (src/app/offline) registers it here, and clears
 * it (null) when the user signs out. Returns an unregister function.
 */
export function setActiveSync(next: ActiveSync | null): () => void {
  // A user signing in again on this device may store rows again (purge closed them at logout).
  if (next) reopenOwner(getOfflineDb(), next.ownerId);
  active.set(next);
  return () => {
    if (active.get() === next) active.set(null);
  };
}

export function getActiveSync(): ActiveSync | null {
  return active.get();
}

export function subscribeActiveSync(listener: () => void): () => void {
  const subscription = active.subscribe(() => listener());
  return () => subscription.unsubscribe();
}
