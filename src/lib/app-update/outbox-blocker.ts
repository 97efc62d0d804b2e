import { msg } from '@lingui/core/macro';
import { updateGuards as defaultGuards, type UpdateGuards } from './update-guards';

export const OUTBOX_BLOCKER = 'outbox';

/** What the blocker reads of the sync state (the app passes src/offline's syncState). */
export interface PendingSource {
  getSnapshot(): { pending: number };
  subscribe(listener: () => void): () => void;
}

/**
 * Unsent outbox entries hold the update back (a new version could read the queue differently).
 * Failed entries do not: they wait for the user, who may keep them for a long time.
 */
export function installOutboxBlocker(state: PendingSource, guards: UpdateGuards = defaultGuards): () => void {
  const unregister = guards.register(
    OUTBOX_BLOCKER,
    () => state.getSnapshot().pending > 0,
    msg`Ci sono modifiche non ancora inviate: l'aggiornamento attende che vengano sincronizzate.`,
  );
  let lastPending = state.getSnapshot().pending;
  const unsubscribe = state.subscribe(() => {
    const pending = state.getSnapshot().pending;
    if (pending > 0 !== lastPending > 0) guards.notifyChanged();
    lastPending = pending;
  });
  return () => {
    unsubscribe();
    unregister();
  };
}
