import type { BackendClient } from '../../../backend/backend-client';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LocalActivity, LocalProgress } from '../../../offline/coaching';
import { PageSpinner } from '../../../ui';

import { ActivityHeader } from '../components/ActivityHeader';
import { ActivityTypeLabel, ProgressBadge } from '../components/labels';
import { AssignmentFormContent } from '../content/AssignmentFormContent';
import { PracticeContent } from '../content/PracticeContent';
import { VideoContent } from '../content/VideoContent';
import { WorkshopContent } from '../content/WorkshopContent';
import { useActivityData } from '../hooks';
import { activityPosition } from '../navigation';
import { ActivitySuggestions } from '../suggestions';
import { useActivityProgress } from '../use-activity-progress';
import '../coaching.css';

interface Props {
  ownerId: string;
  sessionId: string;
  activityId: string;
  client: BackendClient;
  logo: ReactNode;
  userMenu: ReactNode;
}

/** /coaching/{sessionId}/activity/{activityId}: one activity with its content and progress. */
export function ActivityScreen({ ownerId, sessionId, activityId, client, logo, userMenu }: Props) {
  const { data, refresh } = useActivityData(client, ownerId, sessionId, activityId);
  if (data === undefined || (!data.activity && !refresh.done))
    return <PageSpinner label={<Trans>Caricamento...</Trans>} />;
  const { activity } = data;
  if (!activity) {
    return (
      <ActivityLoadError
        sessionId={sessionId}
        activityId={activityId}
        message={refresh.error instanceof Error ? refresh.error.message : null}
      />
    );
  }
  const position = activityPosition(data.programPhases, data.programActivities, activity.id);
  return (
    <div className="coaching-screen">
      <ActivityHeader
        sessionId={sessionId}
        phase={data.phase}
        title={activity.title}
        position={position}
        navigationFailed={position === null && refresh.done}
        logo={logo}
        userMenu={userMenu}
      />
      <main id="main" className="coaching-main" tabIndex={-1}>
        <ActivityBody
          key={activity.id}
          client={client}
          ownerId={ownerId}
          sessionId={sessionId}
          activity={activity}
          progress={data.progress}
        />
      </main>
    </div>
  );
}

function ActivityLoadError({
  sessionId,
  activityId,
  message,
}: {
  sessionId: string;
  activityId: string;
  message: string | null;
}) {
  return (
    <main id="main" className="coaching-main">
      <section className="card coaching-load-error" role="alert">
        <h1>
          <Trans>Errore nel Caricamento dell'Attività</Trans>
        </h1>
        <p>{message ?? <Trans>Attività non trovata o non accessibile</Trans>}</p>
        <p className="muted">
          <Trans>ID attività: {activityId}</Trans>
        </p>
        <Link className="btn btn--secondary" to={`/coaching/${sessionId}`}>
          <span>
            <Trans>Torna alla Timeline</Trans>
          </span>
        </Link>
      </section>
    </main>
  );
}

interface BodyProps {
  client: BackendClient;
  ownerId: string;
  sessionId: string;
  activity: LocalActivity;
  progress: LocalProgress | null;
}

function ActivityBody({ client, ownerId, sessionId, activity, progress }: BodyProps) {
  const stored = progress?.status ?? 'not_started';
  const { actor, status, videoPercent, completeQuietly } = useActivityProgress({
    ownerId,
    sessionId,
    activityId: activity.id,
    initialStatus: stored,
    storedStatus: stored,
  });
  const type = activity.activity_type;
  const markCompleted = () => actor.send({ type: 'VIDEO.MARK_COMPLETED' });

  return (
    <article className="activity" data-activity-type={type} data-status={status}>
      <h1>{activity.title}</h1>
      <p className="activity-card__meta">
        <ProgressBadge status={status} />
        <span className="coaching-chip">
          <ActivityTypeLabel type={type} />
        </span>
      </p>
      {activity.description ? <p>{activity.description}</p> : null}
      {activity.instructions ? (
        <section className="activity-instructions">
          <h2>
            <Trans>Istruzioni</Trans>
          </h2>
          <p>{activity.instructions}</p>
        </section>
      ) : null}
      {type === 'video' ? (
        <VideoContent activity={activity} actor={actor} status={status} videoPercent={videoPercent} />
      ) : null}
      {type === 'workshop' ? <WorkshopContent activity={activity} /> : null}
      {type === 'assignment_form' ? (
        <AssignmentFormContent
          client={client}
          ownerId={ownerId}
          activity={activity}
          onSubmitted={() => completeQuietly('FORM.SUBMITTED')}
        />
      ) : null}
      {type === 'assignment' ? (
        <AssignmentFormContent
          client={client}
          ownerId={ownerId}
          activity={activity}
          optional
          onSubmitted={() => completeQuietly('FORM.SUBMITTED')}
        />
      ) : null}
      {type === 'quiz' || type === 'simulation' || type === 'assignment' || type === 'workshop' ? (
        <PracticeContent activity={activity} status={status} onComplete={markCompleted} />
      ) : null}
      {activity.ai_prompt_template_id || type === 'ai_suggestion' ? (
        <ActivitySuggestions
          activity={activity}
          sessionId={sessionId}
          userId={ownerId}
          onAccepted={() => completeQuietly('SUGGESTION.ACCEPTED')}
        />
      ) : null}
    </article>
  );
}
