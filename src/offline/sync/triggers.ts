import { onOutboxChanged } from '../outbox/notify';

export interface VisibilitySource extends EventTarget {
  visibilityState: DocumentVisibilityState;
}

export interface TriggerSources {
  window?: EventTarget;
  document?: VisibilitySource;
  serviceWorker?: EventTarget;
}

export interface TriggerHandlers {
  flush(): void;
  wentOffline(): void;
  outboxChanged(ownerId: string): void;
}

export const FLUSH_MESSAGE = 'FLUSH_OUTBOX';

/** The page's sources; in a worker (no window, no document) only what exists there. */
export function defaultTriggerSources(): TriggerSources {
  const scope = globalThis as {
    window?: EventTarget;
    document?: VisibilitySource;
    navigator?: { serviceWorker?: EventTarget };
  };
  return { window: scope.window, document: scope.document, serviceWorker: scope.navigator?.serviceWorker };
}

/** Wires the flush triggers (online, visible again, the service worker's message, a commit). */
export function attachTriggers(sources: TriggerSources, handlers: TriggerHandlers): () => void {
  const onOnline = () => handlers.flush();
  const onOffline = () => handlers.wentOffline();
  const onVisibility = () => {
    if (sources.document?.visibilityState === 'visible') handlers.flush();
  };
  const onMessage = (event: Event) => {
    const data = (event as MessageEvent<unknown>).data as { type?: unknown } | null | undefined;
    if (data?.type === FLUSH_MESSAGE) handlers.flush();
  };
  sources.window?.addEventListener('online', onOnline);
  sources.window?.addEventListener('offline', onOffline);
  sources.document?.addEventListener('visibilitychange', onVisibility);
  sources.serviceWorker?.addEventListener('message', onMessage);
  const stopOutbox = onOutboxChanged(handlers.outboxChanged);
  return () => {
    sources.window?.removeEventListener('online', onOnline);
    sources.window?.removeEventListener('offline', onOffline);
    sources.document?.removeEventListener('visibilitychange', onVisibility);
    sources.serviceWorker?.removeEventListener('message', onMessage);
    stopOutbox();
  };
}
