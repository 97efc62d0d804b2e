import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { TeamPhase } from '../api';
import { phaseCompletion, type StatusLookup } from '../progress-summary';
import { StatusBadge } from './labels';

/** The phases in order and the user's status on each activity, each opening the activity. */
export function WorkflowTab({
  sessionId,
  phases,
  userId,
  status,
}: {
  sessionId: string;
  phases: TeamPhase[];
  userId: string;
  status: StatusLookup;
}) {
  if (phases.length === 0)
    return (
      <p className="muted">
        <Trans>Nessuna fase disponibile per questo programma.</Trans>
      </p>
    );
  return (
    <ol className="team-workflow">
      {phases.map((phase) => {
        const done = phaseCompletion(phase, userId, status);
        return (
          <li key={phase.id} className="team-workflow__phase">
            <h3>
              <Trans>
                Fase {phase.phase_number}: {phase.title}
              </Trans>
            </h3>
            <p className="muted">
              <Trans>
                {done.completed} di {done.total} attività completate
              </Trans>
            </p>
            {phase.activities.length === 0 ? (
              <p className="muted">
                <Trans>Nessuna attività disponibile</Trans>
              </p>
            ) : (
              <ul className="team-workflow__activities">
                {phase.activities.map((activity) => (
                  <li key={activity.id}>
                    <Link to={`/coaching/${sessionId}/activity/${activity.id}`}>{activity.title}</Link>
                    <StatusBadge status={status(userId, activity.id)} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
