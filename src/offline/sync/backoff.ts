export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** ±20 %: tabs and devices that failed together do not retry together. */
export const BACKOFF_JITTER = 0.2;

/** Delay before retry number `attempt` (0-based): 2 s doubling to 5 min, jittered, never above 5 min. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  const jittered = base * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random());
  return Math.round(Math.min(BACKOFF_MAX_MS, jittered));
}
