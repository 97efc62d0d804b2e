// The tablet's hook for the app shell, apart from ./index: it imports neither Dexie nor the pusher,
// which it loads only on a prepared tablet, once the first screen is painted and the page is idle.
import { useEffect } from 'react';
import { useFirstScreenPainted } from '../../lib/first-paint';
import { isPreparedTablet } from './marker';
import type { WorkshopPushConfig } from './push';

/** The start decision: a prepared tablet (its mark in localStorage), once the first screen is on screen. */
export function shouldPushOnThisRoute(painted: boolean, prepared: () => boolean = isPreparedTablet): boolean {
  return painted && prepared();
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * Pushes a prepared tablet's work on whatever route it shows (the login page after a reload, the
 * preparation page), not only on /workshop, whose screen joins the same push loop. The mark is read
 * again at each render, so a shell that re-renders on navigation starts once a tablet is prepared and
 * stops once it is no longer (its device gone, or refused by the server: /workshop says why).
 */
export function useWorkshopPushOnAnyRoute(config: WorkshopPushConfig): void {
  const start = shouldPushOnThisRoute(useFirstScreenPainted());
  useEffect(() => {
    if (!start) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    const stopHere = () => {
      stop?.();
      stop = null;
    };
    const cancelIdle = whenIdle(() => {
      import('./pusher').then(
        ({ startWorkshopPusher }) => {
          if (cancelled) return;
          stop = startWorkshopPusher(config, (result) => {
            if (result.kind === 'no-device' || result.kind === 'refused') stopHere();
          });
        },
        // A download that fails (offline before the service worker cached it): the next navigation tries again.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stopHere();
    };
  }, [start, config]);
}
