/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG } from '../shared/protocol';
import { flushOutbox, PAGE_FLUSH_TIMEOUT_MS, type PageLike } from './flush-outbox';
import { getWorkerFlush } from './worker-flush';

declare let self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Background Sync: when connectivity returns the browser fires 'outbox-sync'. A rejected
 * waitUntil makes the browser retry later (with its own backoff), so an unfinished flush rejects.
 */
export function registerBackgroundSync(): void {
  self.addEventListener('sync', (event) => {
    const syncEvent = event as SyncEvent;
    if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
    syncEvent.waitUntil(
      flushOutbox({
        pages: async () =>
          (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as readonly PageLike[],
        workerFlush: getWorkerFlush(),
        timeoutMs: PAGE_FLUSH_TIMEOUT_MS,
      }).then((outcome) => {
        if (!outcome.ok || outcome.pending > 0) throw new Error(`outbox-sync unfinished: ${outcome.pending} pending`);
      }),
    );
  });
}
