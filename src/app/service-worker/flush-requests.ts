import { messageType, type FlushDoneMessage, type FlushOutboxMessage } from '../../../sw/shared/protocol';

// The outbox's Background Sync tag is registered by the sync engine itself (src/offline); the page only
// answers the worker's flush requests.

export interface FlushResponder {
  /** runs the outbox flush (the sync engine's flush(); resolves when it settles). */
  flush: () => Promise<void>;
  /** entries still waiting after the flush (the sync state's pending count). */
  pending: () => number;
}

/**
 * Answers the worker's FLUSH_OUTBOX (sent from its 'sync' event) with FLUSH_DONE once the page's
 * engine has flushed, on the port the worker sent. Returns a detach function.
 */
export function answerFlushRequests(
  responder: FlushResponder,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (messageType(event.data) !== 'FLUSH_OUTBOX') return;
    const { requestId } = event.data as FlushOutboxMessage;
    const reply = (ok: boolean) => {
      const done: FlushDoneMessage = { type: 'FLUSH_DONE', requestId, ok, pending: responder.pending() };
      event.ports[0]?.postMessage(done);
    };
    responder.flush().then(
      () => reply(true),
      () => reply(false),
    );
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
