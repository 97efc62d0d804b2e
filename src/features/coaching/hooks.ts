import type { BackendClient } from '../../backend/backend-client';
import { useCallback } from 'react';
import { useLiveRead, useReadyOfflineMarks } from '../../offline/store/hooks';
import type { LocalActivity } from '../../offline/coaching';

import { readActivityData, readFormData, readSessionSummaries, readTimeline } from './local-reads';
import { refreshActivity, refreshForm, refreshSessions, refreshTimeline } from './refresh';
import { useRefresh } from './use-refresh';

/** /coaching-list: the sessions on the device, refreshed from the backend when reachable. */
export function useSessionList(client: BackendClient, ownerId: string) {
  const summaries = useLiveRead(() => readSessionSummaries(ownerId), [ownerId]);
  const refresh = useRefresh(ownerId, () => refreshSessions(client, ownerId));
  const marks = useReadyOfflineMarks(ownerId);
  const readyOffline = new Map(
    (marks ?? []).filter((mark) => mark.scope === 'session').map((mark) => [mark.id, mark.at]),
  );
  return { summaries, readyOffline, refreshing: !refresh.done, refreshFailed: refresh.error != null };
}

/** /coaching/{sessionId}: the device's timeline, refreshed; `missing` sends the user to the list. */
export function useTimeline(client: BackendClient, ownerId: string, sessionId: string) {
  const data = useLiveRead(() => readTimeline(ownerId, sessionId), [ownerId, sessionId]);
  const refresh = useRefresh(`${ownerId}/${sessionId}`, () => refreshTimeline(client, ownerId, sessionId));
  const failed = refresh.done && refresh.error != null;
  const missing = data !== undefined && !data.session && refresh.done && (refresh.value === false || failed);
  return { data, refreshing: !refresh.done, failed, missing, retry: refresh.retry };
}

/** The activity screen's rows; the activity itself is refreshed first (with its phase and program). */
export function useActivityData(client: BackendClient, ownerId: string, sessionId: string, activityId: string) {
  const data = useLiveRead(() => readActivityData(ownerId, sessionId, activityId), [ownerId, sessionId, activityId]);
  const refresh = useRefresh(`${ownerId}/${sessionId}/${activityId}`, async () => {
    const activity = await refreshActivity(client, ownerId, activityId);
    // the navigation and the timeline's rows: best effort, the activity alone can be shown
    await refreshTimeline(client, ownerId, sessionId).catch(() => undefined);
    return activity;
  });
  return { data, refresh };
}

/** The assignment form of an activity: device first, the backend's lookup refreshing it. */
export function useAssignmentForm(client: BackendClient, ownerId: string, activity: LocalActivity) {
  const data = useLiveRead(() => readFormData(ownerId, activity), [ownerId, activity]);
  const load = useCallback(() => refreshForm(client, ownerId, activity), [client, ownerId, activity]);
  const refresh = useRefresh(`${ownerId}/${activity.id}`, load);
  return { data, refreshDone: refresh.done, refreshFailed: refresh.error != null };
}
