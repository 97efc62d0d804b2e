import { useEffect, useRef } from 'react';
import { getOfflineDb, readAutoPreparedAt, writeAutoPreparedAt } from '../../offline/store';
import { useActiveSync } from '../../offline/sync/hooks';
import { inOwnTask } from '../../lib/own-task';
import { prepareOffline, type PrepareOptions, type Select } from './api';
import { ASSESSMENT_STEP_KEYS, prepSteps, SESSION_STEP_KEYS } from './plan';
import { useBackendSelect } from './usePrepareOffline';

const sessionSteps = prepSteps.filter((step) => SESSION_STEP_KEYS.includes(step.key));
const assessmentSteps = prepSteps.filter((step) => ASSESSMENT_STEP_KEYS.includes(step.key));

/**
 * A member's own coaching sessions, then their open assessments, each downloaded whole and marked "pronto
 * offline" as soon as its part is stored (a network lost midway keeps what was marked).
 */
export async function prepareMemberOffline(
  userId: string,
  select: Select,
  options: Pick<PrepareOptions, 'prepareSession' | 'db'> = {},
) {
  await prepareOffline(userId, select, { ...options, total: 0, steps: sessionSteps });
  await prepareOffline(userId, select, { ...options, total: 0, steps: assessmentSteps });
}

/**
 * A start this soon after the last automatic preparation does not download everything again (on a phone's
 * data plan, at every reload): the screens refresh what they show, and "Prepara offline" is there to ask.
 */
export const AUTO_PREPARE_AGAIN_AFTER_MS = 15 * 60_000;

/** The automatic preparation, unless the last one finished less than AUTO_PREPARE_AGAIN_AFTER_MS ago. Resolves whether it ran. */
export async function autoPrepareIfDue(
  userId: string,
  select: Select,
  {
    db = getOfflineDb(),
    now = () => Date.now(),
    ...options
  }: Pick<PrepareOptions, 'prepareSession' | 'db'> & { now?: () => number } = {},
): Promise<boolean> {
  const last = await readAutoPreparedAt(db, userId);
  if (last !== null && now() - Date.parse(last) < AUTO_PREPARE_AGAIN_AFTER_MS) return false;
  await prepareMemberOffline(userId, select, { ...options, db });
  await writeAutoPreparedAt(db, userId, new Date(now()).toISOString());
  return true;
}

/**
 * After sign-in (and at a start when the last preparation is older than AUTO_PREPARE_AGAIN_AFTER_MS) the
 * member's open assessments and coaching sessions are prepared for offline use without asking, so what they
 * open later works on a train too; a failure (no network) changes nothing and the next start tries again.
 * `prepareSession` (given by the app) stores what other screens of a session need.
 */
export function AutoPrepareOffline({
  select: given,
  prepareSession,
}: {
  select?: Select;
  prepareSession?: PrepareOptions['prepareSession'];
}) {
  const select = useBackendSelect(given);
  const ownerId = useActiveSync()?.ownerId ?? null;
  const prepareSessionRef = useRef(prepareSession);
  useEffect(() => {
    prepareSessionRef.current = prepareSession;
  });
  useEffect(() => {
    if (!ownerId) return;
    return inOwnTask(
      () =>
        void autoPrepareIfDue(ownerId, select, { prepareSession: prepareSessionRef.current }).catch(() => undefined),
    );
  }, [ownerId, select]);
  return null;
}
