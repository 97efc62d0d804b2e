import type { MessageDescriptor } from '@lingui/core';
import { createAtom } from '@xstate/store';

/** Says whether a feature is busy now (an assessment being answered, unsent work...). */
export type BusyCheck = () => boolean | Promise<boolean>;

export interface UpdateBlocker {
  name: string;
  isBusy: BusyCheck;
  /** why the update waits, shown in the prompt (a generic reason when absent). */
  reason?: MessageDescriptor;
}

export interface UpdateGuards {
  register(name: string, isBusy: BusyCheck, reason?: MessageDescriptor): () => void;
  /** the blockers busy right now; a check that throws counts as busy (never risk losing work). */
  busyBlockers(): Promise<UpdateBlocker[]>;
  subscribe(listener: () => void): () => void;
  /** a feature's busy state changed: prompts re-check now rather than at their next poll. */
  notifyChanged(): void;
}

export function createUpdateGuards(): UpdateGuards {
  const blockers = new Map<string, UpdateBlocker>();
  /** Bumped on every change, so subscribers re-ask busyBlockers(). */
  const changes = createAtom(0);
  const notify = () => changes.set((n) => n + 1);
  return {
    register(name, isBusy, reason) {
      const blocker: UpdateBlocker = { name, isBusy, reason };
      blockers.set(name, blocker);
      notify();
      return () => {
        if (blockers.get(name) === blocker) blockers.delete(name);
        notify();
      };
    },
    async busyBlockers() {
      const all = [...blockers.values()];
      const busy = await Promise.all(
        all.map(async (blocker) => {
          try {
            return await blocker.isBusy();
          } catch {
            return true;
          }
        }),
      );
      return all.filter((_, index) => busy[index]);
    },
    subscribe(listener) {
      const subscription = changes.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    notifyChanged: notify,
  };
}

/** The app's registry: a new version never activates while one of these says "busy". */
export const updateGuards = createUpdateGuards();

/**
 * Registers a blocker under a name (registering the name again replaces it). Returns the
 * unregister function, e.g. for a useEffect cleanup in the assessment screen.
 */
export function registerUpdateBlocker(name: string, isBusy: BusyCheck, reason?: MessageDescriptor): () => void {
  return updateGuards.register(name, isBusy, reason);
}

export function notifyUpdateBlockersChanged(): void {
  updateGuards.notifyChanged();
}
