import { createAtom } from '@xstate/store';
import { updateGuards as defaultGuards, type UpdateBlocker, type UpdateGuards } from './update-guards';

/** "A new version of the app is installed and waiting": how to make it take over, or null. */
const waiting = createAtom<{ activate: (() => void) | null }>({ activate: null });

export function subscribeUpdateWaiting(listener: () => void): () => void {
  const subscription = waiting.subscribe(() => listener());
  return () => subscription.unsubscribe();
}

export function isUpdateWaiting(): boolean {
  return waiting.get().activate !== null;
}

/** Called by the registration when a new worker waits; `activate` makes it take over. */
export function markUpdateWaiting(activate: () => void): void {
  waiting.set({ activate });
}

export type ApplyUpdateResult = { applied: true } | { applied: false; blockers: UpdateBlocker[] };

/**
 * Activates the waiting version (the page reloads once it controls), only on the user's request
 * and only when no blocker is busy at that very moment: they are asked again here, because the
 * prompt's last look may be seconds old.
 */
export async function applyWaitingUpdate(guards: UpdateGuards = defaultGuards): Promise<ApplyUpdateResult> {
  const blockers = await guards.busyBlockers();
  const { activate } = waiting.get();
  if (blockers.length > 0 || !activate) return { applied: false, blockers };
  activate();
  return { applied: true };
}

/** Tests only: back to "nothing waiting". */
export function resetUpdateWaiting(): void {
  waiting.set({ activate: null });
}
