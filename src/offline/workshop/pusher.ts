import { pushWorkshopOutbox, type WorkshopPushConfig, type WorkshopPushResult } from './push';

/** Between two pushes while the tablet is on: often enough to catch a short moment of network. */
const EVERY_MS = 30_000;
const MAX_ROUNDS = 20;

type Listener = (result: WorkshopPushResult) => void;

interface Loop {
  run: () => Promise<void>;
  stop: () => void;
}

/** The tablet's one push loop: the app shell and /workshop listen to the same one, never push twice at once. */
let loop: Loop | null = null;
const listeners = new Set<Listener>();
const tell = (result: WorkshopPushResult) => listeners.forEach((listener) => listener(result));

function startLoop(config: WorkshopPushConfig): Loop {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      // A round sends what fits in one push: go on while rounds settle something.
      for (let round = 0; round < MAX_ROUNDS && !stopped; round++) {
        const result = await pushWorkshopOutbox(config);
        if (!stopped) tell(result);
        if (result.kind !== 'pushed' || result.sent === 0 || result.retry > 0) break;
      }
    } catch (error) {
      if (!stopped) tell({ kind: 'offline', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
  const onOnline = () => void run();
  const onVisible = () => document.visibilityState === 'visible' && void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  return {
    run,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}

/**
 * Pushes now, when the browser reports a network, when the page becomes visible and every 30 s, one
 * push at a time; each result goes to `onResult`. Every caller joins the same loop (the first one's
 * config starts it) and pushes at once; it stops when the last caller stops. Returns the stop function.
 */
export function startWorkshopPusher(config: WorkshopPushConfig, onResult: Listener): () => void {
  listeners.add(onResult);
  loop ??= startLoop(config);
  void loop.run();
  return () => {
    if (!listeners.delete(onResult) || listeners.size > 0) return;
    loop?.stop();
    loop = null;
  };
}
