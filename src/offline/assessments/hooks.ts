// The assessments' React hooks: live queries, so a sync that lands (or a commit in another tab)
// re-renders. They return undefined while the first read is in flight.
import { getOfflineDb } from '../store/db';
import type { LocalAssessment } from '../store/rows';
import { useLiveQuery } from '../store/use-live-query';
import { countUnsentAnswers } from './unsent-answers';

export function useLocalAssessments(ownerId: string | null): LocalAssessment[] | undefined {
  return useLiveQuery(
    async () =>
      ownerId ? getOfflineDb().assessments.where('[ownerId+user_id]').equals([ownerId, ownerId]).toArray() : [],
    [ownerId],
  );
}

export function useLocalAssessment(ownerId: string | null, id: string | null): LocalAssessment | null | undefined {
  return useLiveQuery(
    async () => (ownerId && id ? ((await getOfflineDb().assessments.get([ownerId, id])) ?? null) : null),
    [ownerId, id],
  );
}

/** How many of one assessment's answers are kept on the device and still wait to be sent, live. */
export function useUnsentAnswers(ownerId: string, assessmentId: string): number {
  return useLiveQuery(() => countUnsentAnswers(ownerId, assessmentId), [ownerId, assessmentId]) ?? 0;
}
