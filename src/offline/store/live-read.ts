import { useLiveQuery } from './use-live-query';
import type { DependencyList } from 'react';

/**
 * A typed read of the device's copy (a function exported by src/offline), kept live: a commit,
 * a sync or a cached server answer re-renders the screen. undefined while the first read runs.
 * Features pass the read functions of src/offline, never Dexie queries of their own.
 */
export function useLiveRead<T>(read: () => Promise<T>, deps: DependencyList): T | undefined {
  return useLiveQuery(read, deps as unknown[]);
}
