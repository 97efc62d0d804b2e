import { pushWorkshopOutbox, type WorkshopPushConfig, type WorkshopPushResult } from './push';

/** Between two pushes while the tablet is on: often enough to catch a short moment of network. */
const EVERY_MS = 30_000;
const MAX_ROUNDS = 20;

/**
 * Pushes on start, when the browser reports a network, when the page becomes visible and every 30 s,
 * one push at a time; each result goes to `onResult` (the tablet's banner). Returns the stop function.
 */
export function startWorkshopPusher(
  config: WorkshopPushConfig,
  onResult: (result: WorkshopPushResult) => void,
): () => void {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      // A round sends at most 200 entries per participant: go on while rounds settle something.
      for (let round = 0; round < MAX_ROUNDS && !stopped; round++) {
        const result = await pushWorkshopOutbox(config);
        if (!stopped) onResult(result);
        if (result.kind !== 'pushed' || result.sent === 0 || result.retry > 0) break;
      }
    } catch (error) {
      if (!stopped) onResult({ kind: 'offline', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
  const onVisible = () => document.visibilityState === 'visible' && void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  void run();
  return () => {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
