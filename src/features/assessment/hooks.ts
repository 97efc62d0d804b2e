import type { BackendClient } from '../../backend/backend-client';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { holdFirstScreen } from '../../lib/first-paint';
import { useLocalAssessment, useLocalAssessments } from '../../offline/assessments/hooks';
import { useReadyOfflineMarks } from '../../offline/store/hooks';

import { assessmentMachine } from './assessment.machine';
import { selectView, type AssessmentSnapshot } from './assessment.selectors';
import type { AssessmentEmitted } from './assessment.types';
import { createAssessmentData } from './loaders';
import type { StoredAssessment } from './local-store';
import { createAssessmentActors } from './machine-actors';

export interface AssessmentListState {
  /** Newest first; undefined while the device copy is first read. */
  assessments: StoredAssessment[] | undefined;
  /** assessment id -> when it was made ready offline. */
  readyOffline: Record<string, string>;
  refreshing: boolean;
  refreshFailed: boolean;
}

/** The user's assessments from the device copy (live), refreshed from the backend when online. */
export function useAssessmentList(ownerId: string, client: BackendClient, language: string): AssessmentListState {
  const stored = useLocalAssessments(ownerId);
  const [refresh, setRefresh] = useState({ refreshing: true, refreshFailed: false });
  useEffect(() => {
    let live = true;
    const data = createAssessmentData({ client, ownerId });
    data
      .refreshList({ prepareOfflineIn: language })
      .then(() => live && setRefresh({ refreshing: false, refreshFailed: false }))
      .catch(() => live && setRefresh({ refreshing: false, refreshFailed: true }));
    return () => {
      live = false;
    };
  }, [client, ownerId, language]);

  const assessments = useMemo(
    () => (stored as StoredAssessment[] | undefined)?.slice().sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [stored],
  );
  const marks = useReadyOfflineMarks(ownerId);
  const readyOffline = useMemo(
    () =>
      Object.fromEntries((marks ?? []).filter((mark) => mark.scope === 'assessment').map((mark) => [mark.id, mark.at])),
    [marks],
  );
  return { assessments, readyOffline, ...refresh };
}

export interface TakingOptions {
  assessmentId: string | null;
  ownerId: string;
  client: BackendClient;
  language: string;
  /** Receives each emitted event with the snapshot at that moment. */
  onEmitted: (event: AssessmentEmitted, snapshot: AssessmentSnapshot) => void;
}

/** The assessment machine for one screen, wired to the app's effects and to the stored row. */
export function useAssessmentTaking({ assessmentId, ownerId, client, language, onEmitted }: TakingOptions) {
  const data = useMemo(() => createAssessmentData({ client, ownerId }), [client, ownerId]);
  const machine = useMemo(
    () => assessmentMachine.provide({ actors: createAssessmentActors({ client, ownerId, data }) }),
    [client, ownerId, data],
  );
  // The device reads start with the first render, not once the actor has started. Opening the app on
  // this screen, the start's other work waits until the question the device has is painted (holdFirstScreen);
  // with nothing on the device it goes ahead at once, as the question then comes from the network.
  const [releaseFirstScreen] = useState(() => {
    const release = holdFirstScreen();
    if (!assessmentId) release();
    else void data.prefetch(assessmentId, language).then((found) => found || release(), release);
    return release;
  });
  const actor = useActorRef(machine, { input: { assessmentId, language } });

  // Layout effects: listening, then started before the browser paints the loading card, so the first question
  // can show in the next frame. useActorRef's own start (a passive effect, after the paint) then does nothing;
  // its cleanup still stops the actor.
  useLayoutEffect(() => {
    const subscription = actor.on('*', (event) => onEmitted(event, actor.getSnapshot()));
    return () => subscription.unsubscribe();
  }, [actor, onEmitted]);
  useLayoutEffect(() => {
    actor.start();
  }, [actor]);

  // Another tab, another device (after a sync) or a reload merge into the session per question.
  const stored = useLocalAssessment(ownerId, assessmentId);
  useEffect(() => {
    if (stored) actor.send({ type: 'ASSESSMENT.STORED', assessment: stored });
  }, [actor, stored]);

  const snapshot = useSelector(actor, (s) => s);
  const loading = selectView(snapshot) === 'loading';
  useLayoutEffect(() => {
    if (!loading) releaseFirstScreen();
  }, [loading, releaseFirstScreen]);
  useEffect(() => releaseFirstScreen, [releaseFirstScreen]);
  return { actor, snapshot, stored: stored as StoredAssessment | null | undefined };
}
