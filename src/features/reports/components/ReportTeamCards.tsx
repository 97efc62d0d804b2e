import { Trans } from '@lingui/react/macro';
import type { ReportTeamRow } from '../model/types';
import { OpenTeamReport, TeamLastUpdate, TeamReportStatus } from './ReportTeamFields';
import { TemplateVersions } from './TemplateVersions';

/**
 * The assessment reports list on a phone: one card per team with the table's figures as labelled
 * terms, so long template names wrap across the card's width instead of a narrow column.
 */
export function ReportTeamCards({ teams, onOpen }: { teams: ReportTeamRow[]; onOpen: (team: ReportTeamRow) => void }) {
  return (
    <ul className="report-team-cards" data-testid="report-team-cards">
      {teams.map((team) => (
        <li key={team.team_id}>
          <article className="report-team-card" aria-labelledby={`report-team-card-${team.team_id}`}>
            <h2 className="report-team-card__name" id={`report-team-card-${team.team_id}`}>
              {team.team_name}
            </h2>
            <dl>
              <dt>
                <Trans>Membri</Trans>
              </dt>
              <dd>{team.member_count}</dd>
              <dt>
                <Trans>Assessment completati</Trans>
              </dt>
              <dd>{team.completed_assessments}</dd>
              <dt className="report-team-card__wide">
                <Trans>Versioni dei modelli</Trans>
              </dt>
              <dd className="report-team-card__wide">
                <TemplateVersions templates={team.template_versions ?? []} />
              </dd>
              <dt>
                <Trans>Ultimo aggiornamento</Trans>
              </dt>
              <dd>
                <TeamLastUpdate team={team} />
              </dd>
              <dt>
                <Trans>Stato del report</Trans>
              </dt>
              <dd>
                <TeamReportStatus team={team} />
              </dd>
            </dl>
            <OpenTeamReport team={team} onOpen={onOpen} />
          </article>
        </li>
      ))}
    </ul>
  );
}
