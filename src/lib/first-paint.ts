import { startTransition, useEffect, useState } from 'react';

/**
 * The app's first screen, as the work that may wait for it sees it. main.tsx holds it before the first
 * render and marks it painted after; until then (at most `maxWaitMs`) the backend's requests and the code
 * the first screen does not show wait, so on a slow phone they do not compete with it for the network and
 * the main thread. Where nothing holds it (tests, other entries) it counts as painted already.
 */
let painted = true;
let shown: Promise<void> = Promise.resolve();
let markPainted: () => void = () => undefined;
const listeners = new Set<() => void>();

/** Called at start-up, before the first render. */
export function holdUntilFirstScreenPainted(maxWaitMs = 3000): void {
  painted = false;
  shown = new Promise<void>((resolve) => {
    markPainted = () => {
      if (!painted) {
        painted = true;
        listeners.forEach((listener) => listener());
      }
      resolve();
    };
    setTimeout(markPainted, maxWaitMs);
  });
}

let contentfulPaintSeen = false;
let holds = 0;
const releaseIfShown = () => {
  if (contentfulPaintSeen && holds === 0) markPainted();
};

/** The first screen has been committed and painted (it counts as shown once no screen holds it: holdFirstScreen). */
export function markFirstScreenPainted(): void {
  contentfulPaintSeen = true;
  releaseIfShown();
}

/**
 * A first screen that renders from the device (an assessment's questions) holds the start until what the
 * device had is painted, so the requests and code that wait for the first screen do not compete with it
 * between its loading card and its content. Returns the release (called again, it does nothing); the hold
 * ends after the next paint following it, and at the latest with holdUntilFirstScreenPainted's maxWaitMs.
 * Once the first screen is shown it holds nothing.
 */
export function holdFirstScreen(): () => void {
  if (painted) return () => undefined;
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    afterNextPaint(() => {
      holds -= 1;
      releaseIfShown();
    });
  };
}

/** After the frame that comes next has been painted (a timer queued from its animation frame). */
function afterNextPaint(done: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(done, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(done, 0));
}

/** Resolves once the first screen is on screen (at once when nothing holds it). */
export function firstScreenPainted(): Promise<void> {
  return shown;
}

/**
 * Whether the first screen is on screen: parts that may come a moment later render from then on. The
 * change is a transition, so what they add renders in slices, never as one long task.
 */
export function useFirstScreenPainted(): boolean {
  const [shownHere, setShownHere] = useState(painted);
  useEffect(() => {
    if (shownHere) return;
    const listener = () => startTransition(() => setShownHere(true));
    listeners.add(listener);
    if (painted) listener();
    return () => void listeners.delete(listener);
  }, [shownHere]);
  return shownHere;
}

/**
 * Calls `done` once the page has had its first contentful paint (the browser's paint timing; a frame's
 * paint reaches the screen after the frame's script has run, so the frame itself is not enough), or two
 * frames from now where paint timing is not available. Returns a cleanup that cancels it.
 */
export function afterFirstContentfulPaint(done: () => void): () => void {
  const contentfulPaint = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (contentfulPaint()) {
    done();
    return () => undefined;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => done())));
    return () => cancelAnimationFrame(frame);
  }
  const observer = new PerformanceObserver(() => {
    if (!contentfulPaint()) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'paint' });
  return () => observer.disconnect();
}
