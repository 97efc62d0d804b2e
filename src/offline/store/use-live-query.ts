import { dequal } from 'dequal';
import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';

interface LiveState<T> {
  /** Whether the query has answered (a read may answer undefined). */
  answered: boolean;
  result: T | undefined;
  error: unknown;
}

interface LiveStore<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): LiveState<T>;
}

const NOTHING_YET: LiveState<never> = { answered: false, result: undefined, error: null };

/** A live query as an external store whose snapshot changes only when the answer's value does. */
function liveStore<T>(querier: () => Promise<T> | T, initial: LiveState<T>): LiveStore<T> {
  let state = initial;
  const settle = (value: T): boolean => {
    if (state.error === null && state.answered && dequal(state.result, value)) return false;
    state = { answered: true, result: value, error: null };
    return true;
  };
  // Dexie's live query never answers during subscribe (its first read starts in a timer), so the first render
  // has `initial`: nothing yet, or the answer for the previous deps.
  const query = liveQuery(querier);
  return {
    getSnapshot: () => state,
    subscribe(onChange) {
      const subscription = query.subscribe(
        (value) => {
          if (settle(value)) onChange();
        },
        (error: unknown) => {
          if (state.error === error) return;
          state = { ...state, error };
          onChange();
        },
      );
      return () => subscription.unsubscribe();
    },
  };
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((dep, i) => Object.is(dep, b[i]));

/**
 * dexie-react-hooks' useLiveQuery, except that an answer equal to the one on screen is no change, and an
 * answer renders as a transition.
 * - Dexie re-runs a live query after every write to the ranges it read, and IndexedDB answers with new
 *   objects each time: a refresh that stores what the device already held (most of a start's refresh) would
 *   re-render every screen that reads it, and all their children, for nothing. Here the component re-renders
 *   only when the answer differs in value.
 * - A transition's render yields to the browser every few milliseconds, where an external store's update
 *   (useSyncExternalStore) renders in one piece: a dashboard whose data arrives then renders in short tasks,
 *   not one long one that would delay a tap on a slow phone (Total Blocking Time).
 * New deps start a new query and keep the previous answer on screen until it comes. undefined until the
 * first answer; an error is thrown to the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList): T | undefined {
  const [live, setLive] = useState(() => ({ deps, store: liveStore<T>(querier, NOTHING_YET) }));
  let store = live.store;
  if (!sameDeps(live.deps, deps)) {
    store = liveStore(querier, store.getSnapshot());
    setLive({ deps, store });
  }
  const [state, setState] = useState(store.getSnapshot);
  useEffect(() => store.subscribe(() => startTransition(() => setState(store.getSnapshot()))), [store]);
  if (state.error) throw state.error;
  return state.result;
}
