import { createAtom } from '@xstate/store';

/**
 * Whether the backend answers, learnt from what happens to requests. `navigator.onLine` only seeds
 * it: a page reloaded offline, a Wi-Fi with no uplink or a captive portal all report "online".
 */
export type Reachability = { status: 'reachable' } | { status: 'unreachable'; reason: string };

export interface ReachabilityStore {
  get(): Reachability;
  /** Calls the listener after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The backend answered a request that no cache could have answered. */
  answered(): void;
  /** A request failed at the network level (or something that is not the backend answered). */
  failed(reason: string): void;
}

const REACHABLE: Reachability = { status: 'reachable' };

export function createReachability(initiallyOnline: boolean = globalThis.navigator?.onLine ?? true): ReachabilityStore {
  const atom = createAtom<Reachability>(
    initiallyOnline ? REACHABLE : { status: 'unreachable', reason: 'the browser reports no network' },
  );
  return {
    get: () => atom.get(),
    subscribe(listener) {
      const subscription = atom.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    answered() {
      if (atom.get().status !== 'reachable') atom.set(REACHABLE);
    },
    failed(reason) {
      if (atom.get().status !== 'unreachable') atom.set({ status: 'unreachable', reason });
    },
  };
}

/** The app's one source of truth: the Supabase client's fetch reports into it, the sync engine reads it. */
export const reachability: ReachabilityStore = createReachability();
