import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { TableScroll } from '../../../../ui';
import type { TeamPerson, TeamPhase } from '../api';
import { learners, phaseCompletion, type StatusLookup } from '../progress-summary';
import { StatusBadge } from './labels';

/** Each member's completion per phase and activity (the rows row-level security lets the user read). */
export function ProgressTab({
  phases,
  people,
  status,
  seesEveryone,
}: {
  phases: TeamPhase[];
  people: TeamPerson[];
  status: StatusLookup;
  seesEveryone: boolean;
}) {
  const team = learners(people);
  const headingId = useId();
  return (
    <div className="team-progress">
      {!seesEveryone && (
        <p className="muted">
          <Trans>Vedi i tuoi progressi; il team leader e il coach vedono quelli di tutto il team.</Trans>
        </p>
      )}
      {phases.map((phase) => (
        <section key={phase.id} className="team-progress__phase">
          <h3 id={`${headingId}-${phase.id}`}>
            <Trans>
              Fase {phase.phase_number}: {phase.title}
            </Trans>
          </h3>
          <TableScroll labelledBy={`${headingId}-${phase.id}`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Membro</Trans>
                  </th>
                  {phase.activities.map((activity) => (
                    <th key={activity.id} scope="col">
                      {activity.title}
                    </th>
                  ))}
                  <th scope="col">
                    <Trans>Completate</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {team.map((person) => {
                  const done = phaseCompletion(phase, person.userId, status);
                  return (
                    <tr key={person.userId}>
                      <th scope="row">{person.name}</th>
                      {phase.activities.map((activity) => (
                        <td key={activity.id}>
                          <StatusBadge status={status(person.userId, activity.id)} />
                        </td>
                      ))}
                      <td>
                        {done.completed}/{done.total}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
    </div>
  );
}
