import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { progressTarget } from '../../../offline/operations';
import { commit, newOperation } from '../../../offline/outbox';
import { useLiveRead } from '../../../offline/store/hooks';
import { readParticipantWork, type WorkshopParticipant } from '../../../offline/workshop';
import { Button, Card, toast } from '../../../ui';

export interface ParticipantAreaProps {
  participant: WorkshopParticipant;
  sessionId: string | null;
  /** the assessment being answered (from the page's address), or null for the list. */
  assessmentId: string | null;
  openAssessment: (assessmentId: string) => void;
  /** the app's own answering screen, for this participant only. */
  renderAssessment: (ownerId: string, assessmentId: string) => ReactNode;
  /** the activity opened (its content, its form), or null for the list. */
  activityId: string | null;
  openActivity: (activityId: string | null) => void;
  /** the app's own activity screen (content and assignment form), for this participant only. */
  renderActivity: (ownerId: string, sessionId: string, activityId: string) => ReactNode;
  onEnd: () => void;
}

/**
 * One participant's turn. Everything it shows is read under their user id; the page mounts it
 * keyed by that id, so the next participant starts from nothing the previous one left in memory.
 */
export function ParticipantArea({
  participant,
  sessionId,
  assessmentId,
  openAssessment,
  renderAssessment,
  activityId,
  openActivity,
  renderActivity,
  onEnd,
}: ParticipantAreaProps) {
  const { t } = useLingui();
  const userId = participant.user_id;
  const work = useLiveRead(() => readParticipantWork(userId, sessionId), [userId, sessionId]);

  if (assessmentId) return <>{renderAssessment(userId, assessmentId)}</>;
  if (activityId && sessionId)
    return (
      <div className="workshop-participant">
        <Button variant="secondary" onClick={() => openActivity(null)}>
          <Trans>Torna alle attività di {participant.full_name}</Trans>
        </Button>
        {renderActivity(userId, sessionId, activityId)}
      </div>
    );

  const complete = async (activityId: string) => {
    if (!sessionId) return;
    try {
      await commit(
        newOperation('progress/upsert', {
          target: progressTarget(sessionId, activityId),
          ownerId: userId,
          payload: { session_id: sessionId, activity_id: activityId, status: 'completed' },
        }),
      );
      toast({ title: t`Salvato su questo tablet`, variant: 'success' });
    } catch (error) {
      toast({ title: t`Non salvato: ${error instanceof Error ? error.message : String(error)}`, variant: 'error' });
    }
  };

  return (
    <section className="workshop-participant" aria-label={t`Lavoro di ${participant.full_name}`}>
      <div className="workshop-participant__head">
        <h2>
          <Trans>Ciao {participant.full_name}</Trans>
        </h2>
        <Button variant="secondary" onClick={onEnd}>
          <Trans>Fine turno</Trans>
        </Button>
      </div>
      {work === undefined ? (
        <p aria-live="polite">
          <Trans>Caricamento...</Trans>
        </p>
      ) : (
        <>
          <Card title={<Trans>I tuoi assessment</Trans>} titleLevel={3}>
            {work.assessments.length === 0 ? (
              <p>
                <Trans>Nessun assessment da completare.</Trans>
              </p>
            ) : (
              <ul className="workshop-list">
                {work.assessments.map((a) => (
                  <li key={a.id} data-testid={`workshop-assessment-${a.id}`}>
                    <span>{(a.assessment_type ?? '').toUpperCase()}</span>
                    <Button onClick={() => openAssessment(a.id)}>
                      {a.started_at ? <Trans>Continua</Trans> : <Trans>Inizia</Trans>}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {sessionId ? (
            <Card title={<Trans>Attività del workshop</Trans>} titleLevel={3}>
              {work.activities.length === 0 ? (
                <p>
                  <Trans>Nessuna attività.</Trans>
                </p>
              ) : (
                <ul className="workshop-list">
                  {work.activities.map(({ activity, status }) => (
                    <li key={activity.id} data-testid={`workshop-activity-${activity.id}`}>
                      <span>{activity.title}</span>
                      <Button variant="ghost" onClick={() => openActivity(activity.id)}>
                        <Trans>Apri</Trans>
                      </Button>
                      {status === 'completed' ? (
                        <span className="workshop-done">
                          <Trans>Completata</Trans>
                        </span>
                      ) : (
                        <Button variant="secondary" onClick={() => void complete(activity.id)}>
                          <Trans>Segna come completata</Trans>
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ) : null}
        </>
      )}
    </section>
  );
}
