import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card } from '../../../ui';
import type { TeamSummary } from '../api';

/** My team: total members, completed assessments, and the team dashboard for its leaders. */
export function TeamSection({ teams, ledTeamIds }: { teams: TeamSummary[]; ledTeamIds: readonly string[] }) {
  return (
    <Card title={<Trans>Il mio team</Trans>}>
      {teams.length === 0 ? (
        <p className="muted">
          <Trans>Non fai ancora parte di un team.</Trans>
        </p>
      ) : (
        <ul className="item-list">
          {teams.map((team) => {
            const leads = ledTeamIds.includes(team.teamId);
            const members = team.totalMembers;
            const completed = team.completedAssessments;
            return (
              <li key={team.teamId} className="item">
                <div>
                  <p className="item__title">{team.teamName}</p>
                  <p className="item__meta muted">
                    <Trans>Membri totali: {members}</Trans> ·{' '}
                    {leads ? (
                      <Trans>Assessment completati del team: {completed}</Trans>
                    ) : (
                      <Trans>I tuoi assessment completati nel team: {completed}</Trans>
                    )}
                  </p>
                </div>
                {leads ? (
                  <Link className="btn btn--secondary" to="/team-leader/dashboard">
                    <span>
                      <Trans>Dashboard del team</Trans>
                    </span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
