import type { BackendClient } from '../../../backend/backend-client';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Card, LoadState } from '../../../ui';
import { useLocalFirstRead } from '../../../offline/store/hooks';
import { loadTeamsWithMembers, type TeamWithMembers } from '../api';
import './team-overview.css';

export interface TeamsScreenProps {
  client: BackendClient;
  userId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The teams this user leads or manages (from the role checks). */
  teams: ReadonlyArray<{ teamId: string; teamName: string | null }>;
}

/** /team-leader/dashboard, /team-overview and /manager/teams: the teams looked after and their members. */
export function TeamsScreen({ client, userId, title, intro, teams }: TeamsScreenProps) {
  const ids = teams.map((team) => team.teamId);
  const query = useLocalFirstRead(userId, `teams:${ids.join(',')}`, () => loadTeamsWithMembers(client, ids));
  return (
    <div className="team-page">
      <h1>{title}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
      {ids.length === 0 ? (
        <p className="muted">
          <Trans>Nessun team assegnato.</Trans>
        </p>
      ) : (
        <LoadState query={query} errorText={<Trans>Error loading teams</Trans>}>
          {(rows) => rows.map((team) => <TeamCard key={team.teamId} team={team} />)}
        </LoadState>
      )}
    </div>
  );
}

function TeamCard({ team }: { team: TeamWithMembers }) {
  const count = team.members.length;
  return (
    <Card title={team.teamName}>
      <p className="muted">
        <Trans>Membri: {count}</Trans>
      </p>
      <ul className="team-members">
        {team.members.map((member) => {
          const done = member.completedAssessments;
          return (
            <li key={member.userId} className="team-members__item">
              <div>
                <p className="team-members__name">{member.name}</p>
                <p className="muted team-members__meta">{member.email}</p>
              </div>
              <span className="muted">
                <Trans>Assessment completati: {done}</Trans>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
