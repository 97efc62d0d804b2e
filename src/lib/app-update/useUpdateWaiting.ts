import { useSyncExternalStore } from 'react';
import { applyWaitingUpdate, isUpdateWaiting, subscribeUpdateWaiting, type ApplyUpdateResult } from './update-store';

/** For the update prompt: whether a new version waits, and the guarded action that installs it. */
export function useUpdateWaiting(): { updateWaiting: boolean; applyUpdate: () => Promise<ApplyUpdateResult> } {
  const updateWaiting = useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, () => false);
  return { updateWaiting, applyUpdate: () => applyWaitingUpdate() };
}
