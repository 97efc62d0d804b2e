import { updateGuards as defaultGuards, type UpdateBlocker, type UpdateGuards } from './update-guards';

/** A tiny external store: "a new version of the app is installed and waiting". */
type Listener = () => void;

let updateWaiting = false;
let activateWaiting: (() => void) | null = null;
const listeners = new Set<Listener>();

export function subscribeUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Called by the registration when a new worker waits; `activate` makes it take over. */
export function markUpdateWaiting(activate: () => void): void {
  updateWaiting = true;
  activateWaiting = activate;
  listeners.forEach((listener) => listener());
}

export type ApplyUpdateResult = { applied: true } | { applied: false; blockers: UpdateBlocker[] };

/**
 * Activates the waiting version (the page reloads once it controls), only on the user's request
 * and only when no blocker is busy at that very moment: they are asked again here, because the
 * prompt's last look may be seconds old.
 */
export async function applyWaitingUpdate(guards: UpdateGuards = defaultGuards): Promise<ApplyUpdateResult> {
  const blockers = await guards.busyBlockers();
  if (blockers.length > 0 || !activateWaiting) return { applied: false, blockers };
  activateWaiting();
  return { applied: true };
}

/** Tests only: back to "nothing waiting". */
export function resetUpdateWaiting(): void {
  updateWaiting = false;
  activateWaiting = null;
}
