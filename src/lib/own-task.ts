/**
 * Runs an effect's work in a task of its own instead of in the one that committed the screen, and returns
 * the effect's cleanup (which cancels the work if it has not run yet). A screen that mounts several parts
 * at once then runs their start-up work (opening the device's store, building requests, subscribing) as
 * several short tasks rather than one long one, which on a slow phone would delay a tap.
 */
export function inOwnTask(setup: () => void | (() => void)): () => void {
  let cleanup: void | (() => void);
  const timer = setTimeout(() => {
    cleanup = setup();
  }, 0);
  return () => {
    clearTimeout(timer);
    cleanup?.();
  };
}
