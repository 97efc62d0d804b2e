import { useEffect, useRef } from 'react';
import { useActiveSync } from '../../offline/hooks';
import { prepareOffline, type PrepareSession, type Select } from './api';
import { prepSteps, SESSION_STEP_KEYS } from './plan';
import { useBackendSelect } from './usePrepareOffline';

const sessionSteps = prepSteps.filter((step) => SESSION_STEP_KEYS.includes(step.key));

/** A member's own coaching sessions, downloaded whole and marked "pronto offline". */
export function prepareMemberSessions(userId: string, select: Select, prepareSession?: PrepareSession) {
  return prepareOffline(userId, select, { total: 0, steps: sessionSteps, prepareSession });
}

/**
 * After sign-in (and on every start while signed in) the member's sessions are prepared for offline
 * use without asking; a failure (no network) changes nothing and the next start tries again.
 * `prepareSession` (given by the app) stores what other screens of a session need.
 */
export function AutoPrepareSessions({ select: given, prepareSession }: { select?: Select; prepareSession?: PrepareSession }) {
  const select = useBackendSelect(given);
  const ownerId = useActiveSync()?.ownerId ?? null;
  const prepareSessionRef = useRef(prepareSession);
  useEffect(() => {
    prepareSessionRef.current = prepareSession;
  });
  useEffect(() => {
    if (!ownerId) return;
    prepareMemberSessions(ownerId, select, prepareSessionRef.current).catch(() => undefined);
  }, [ownerId, select]);
  return null;
}
