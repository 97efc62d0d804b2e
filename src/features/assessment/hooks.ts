import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocalAssessment, useLocalAssessments, useReadyOfflineMarks } from '../../offline/hooks';
import type { Client } from './api';
import { assessmentMachine } from './assessment.machine';
import type { AssessmentSnapshot } from './assessment.selectors';
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
export function useAssessmentList(ownerId: string, client: Client, language: string): AssessmentListState {
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
    () => Object.fromEntries((marks ?? []).filter((mark) => mark.scope === 'assessment').map((mark) => [mark.id, mark.at])),
    [marks],
  );
  return { assessments, readyOffline, ...refresh };
}

export interface TakingOptions {
  assessmentId: string | null;
  ownerId: string;
  client: Client;
  language: string;
  /** Receives each emitted event with the snapshot at that moment. */
  onEmitted: (event: AssessmentEmitted, snapshot: AssessmentSnapshot) => void;
}

/** The assessment machine for one screen, wired to the app's effects and to the stored row. */
export function useAssessmentTaking({ assessmentId, ownerId, client, language, onEmitted }: TakingOptions) {
  const machine = useMemo(() => {
    const data = createAssessmentData({ client, ownerId });
    return assessmentMachine.provide({ actors: createAssessmentActors({ client, ownerId, data }) });
  }, [client, ownerId]);
  const actor = useActorRef(machine, { input: { assessmentId, language } });

  useEffect(() => {
    const subscription = actor.on('*', (event) => onEmitted(event, actor.getSnapshot()));
    return () => subscription.unsubscribe();
  }, [actor, onEmitted]);

  // Another tab, another device (after a sync) or a reload merge into the session per question.
  const stored = useLocalAssessment(ownerId, assessmentId);
  useEffect(() => {
    if (stored) actor.send({ type: 'ASSESSMENT.STORED', assessment: stored });
  }, [actor, stored]);

  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, stored: stored as StoredAssessment | null | undefined };
}
