// The coach workspace's React hook (kept apart from ./index so the service worker's imports stay free of React).
import { useEffect, useRef } from 'react';
import { getOfflineDb, type OfflineDb } from '../store/db';
import { useLiveQuery } from '../store/use-live-query';

const WORKSPACE_EDIT_KINDS = ['session/edit-schedule', 'activity/edit-logistics'];

/**
 * Calls `onPushed` each time a coach's workspace edit leaves the outbox: the server has then decided
 * which edit of each field is later, and the screen reads its answer instead of the device's guess.
 */
export function useWorkspaceEditsPushed(
  ownerId: string | null,
  onPushed: () => void,
  db: OfflineDb = getOfflineDb(),
): void {
  const queued = useLiveQuery(
    async () =>
      ownerId
        ? db.outbox
            .where('ownerId')
            .equals(ownerId)
            .filter((entry) => WORKSPACE_EDIT_KINDS.includes(entry.kind))
            .count()
        : 0,
    [ownerId, db],
  );
  const before = useRef(queued);
  const callback = useRef(onPushed);
  useEffect(() => {
    callback.current = onPushed;
  });
  useEffect(() => {
    const previous = before.current;
    before.current = queued;
    if (previous !== undefined && queued !== undefined && queued < previous) callback.current();
  }, [queued]);
}
