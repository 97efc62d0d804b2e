/**
 * The worker's own outbox flush, used when no page is open. The offline layer provides it (a
 * worker-safe module: Dexie + fetch, no DOM, no localStorage; the session it pushes with is read
 * from IndexedDB). sw.ts injects it with setWorkerFlush(); until then the worker leaves the
 * queue to the next page that starts.
 */
export interface WorkerFlushResult {
  /** true when the queue was drained (or holds only failed entries the user must see). */
  ok: boolean;
  /** entries still waiting to be sent. */
  pending: number;
}

export type WorkerFlush = () => Promise<WorkerFlushResult>;

let workerFlush: WorkerFlush | null = null;

export function setWorkerFlush(flush: WorkerFlush | null): void {
  workerFlush = flush;
}

export function getWorkerFlush(): WorkerFlush | null {
  return workerFlush;
}
