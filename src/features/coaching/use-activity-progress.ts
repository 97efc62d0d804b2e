import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { commit, newOperation } from '../../offline/outbox';
import { progressTarget } from '../../offline/operations';
import type { ProgressStatus } from '../../offline/coaching';
import { toast } from '../../ui';
import { activityProgressMachine, type SaveProgressInput } from './activity-progress.machine';
import { progressPercentage } from './progress-rules';

/** The progress/upsert operation of one status change, with the time the user acted. */
export function saveProgress(ownerId: string, sessionId: string, activityId: string) {
  return async ({ status, actedAt }: SaveProgressInput): Promise<void> => {
    await commit(
      newOperation('progress/upsert', {
        target: progressTarget(sessionId, activityId),
        ownerId,
        actedAt,
        payload: {
          session_id: sessionId,
          activity_id: activityId,
          status,
          completion_percentage: progressPercentage(status),
        },
      }),
    );
  };
}

interface Options {
  ownerId: string;
  sessionId: string;
  activityId: string;
  /** the stored status when the screen opened (the machine starts there). */
  initialStatus: ProgressStatus;
  /** the stored status as it changes (another tab, a sync). */
  storedStatus: ProgressStatus;
}

/**
 * The progress machine of one activity screen, saving through commit(). Completions that already
 * show their own toast (form sent, suggestion accepted) save quietly; failures always say so.
 */
export function useActivityProgress({ ownerId, sessionId, activityId, initialStatus, storedStatus }: Options) {
  const machine = useMemo(
    () =>
      activityProgressMachine.provide({
        actors: { saveProgress: fromSave(saveProgress(ownerId, sessionId, activityId)) },
      }),
    [ownerId, sessionId, activityId],
  );
  const actor = useActorRef(machine, { input: { initialStatus } });
  const quiet = useRef(false);

  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (event.type === 'progress.save-failed')
        toast({ title: msg`Errore nel salvataggio del progresso`, variant: 'error' });
      else if (!quiet.current) toast({ title: msg`Progresso salvato con successo`, variant: 'success' });
      quiet.current = false;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    actor.send({ type: 'PROGRESS.STORED', status: storedStatus });
  }, [actor, storedStatus]);

  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const videoPercent = useSelector(actor, (snapshot) => snapshot.context.videoPercent);
  const playing = useSelector(actor, (snapshot) => snapshot.matches({ video: 'playing' }));
  const completeQuietly = (type: 'FORM.SUBMITTED' | 'SUGGESTION.ACCEPTED') => {
    quiet.current = true;
    actor.send({ type });
  };
  return { actor, status, videoPercent, playing, completeQuietly };
}

const fromSave = (save: (input: SaveProgressInput) => Promise<void>) =>
  fromPromise<void, SaveProgressInput>(({ input }) => save(input));
