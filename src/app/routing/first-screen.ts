/**
 * How long the first render waits for the code of the screen the app opens on. React holds back content
 * for about 300 ms after it has shown a Suspense fallback; a first render that comes before the screen's
 * chunk shows that fallback, and the screen then appears 300 ms after it, however soon its code arrived
 * (cold start: ~400 ms lost in one start out of two). Waiting for the code instead, up to this
 * long, renders the screen directly; a download slower than this gets the fallback as before.
 */
export const FIRST_SCREEN_WAIT_MS = 300;

/** Resolves when `screenReady` does, or after `waitMs`, whichever comes first; never rejects. */
export function whenFirstScreenReady(
  screenReady: Promise<unknown>,
  waitMs: number = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    screenReady.then(done, done);
  });
}
