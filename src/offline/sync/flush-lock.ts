export const FLUSH_LOCK_NAME = 'outbox-flush';

/** Runs the task while holding the cross-tab flush lock. */
export type RunExclusive = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Web Locks: tabs queue for the lock, so only one pushes at a time and a waiting tab finds the
 * queue already drained. Without Web Locks only this page is serialised; overlapping tabs then
 * cost duplicate pushes, which the idempotent operations absorb.
 */
export function createFlushLock(
  locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks,
): RunExclusive {
  if (locks) return <T>(task: () => Promise<T>) => locks.request(FLUSH_LOCK_NAME, () => task()) as Promise<T>;
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
