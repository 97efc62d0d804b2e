import { yieldToMain } from './yield-to-main';

/**
 * Turns for work that must not bunch up in one task: each `nextTurn()` resolves in a task of its own, in
 * the order asked. Starting a request costs the page a few milliseconds of main thread (on a slow phone
 * four times that), so a screen or a refresh that asks for ten at once would otherwise make one long task
 * that delays a tap; taken one per task, a tap is answered between two of them.
 */
export function createTurns(yieldOnce: () => Promise<void> = yieldToMain): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    last = last.then(yieldOnce, yieldOnce);
    return last;
  };
}
