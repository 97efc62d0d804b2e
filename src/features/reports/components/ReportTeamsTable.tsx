import { Trans } from '@lingui/react/macro';
import { TableScroll } from '../../../ui';
import type { ReportTeamRow } from '../model/types';
import { OpenTeamReport, TeamLastUpdate, TeamReportStatus } from './ReportTeamFields';
import { ReportTeamCards } from './ReportTeamCards';
import { TemplateVersions } from './TemplateVersions';

/**
 * The assessment reports list: teams with member counts, completed assessments, the template versions they were
 * taken with, last update and status.
 */
export function ReportTeamsTable({ teams, onOpen }: { teams: ReportTeamRow[]; onOpen: (team: ReportTeamRow) => void }) {
  if (teams.length === 0)
    return (
      <p className="muted">
        <Trans>Nessun team assegnato.</Trans>
      </p>
    );
  // Each row's button is focusable: the scrolling box needs no focus of its own for a keyboard to scroll it.
  // On a phone the same teams are cards (ReportTeamCards): seven columns squeezed the versions word by word.
  return (
    <>
      <ReportTeamCards teams={teams} onOpen={onOpen} />
      <div className="report-teams-wide">
        <TableScroll>
          <table className="report-table" data-testid="report-teams">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Team</Trans>
                </th>
                <th scope="col">
                  <Trans>Membri</Trans>
                </th>
                <th scope="col">
                  <Trans>Assessment completati</Trans>
                </th>
                <th scope="col">
                  <Trans>Versioni dei modelli</Trans>
                </th>
                <th scope="col">
                  <Trans>Ultimo aggiornamento</Trans>
                </th>
                <th scope="col">
                  <Trans>Stato del report</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Azioni</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.team_id}>
                  <th scope="row">{team.team_name}</th>
                  <td>{team.member_count}</td>
                  <td>{team.completed_assessments}</td>
                  <td>
                    <TemplateVersions templates={team.template_versions ?? []} />
                  </td>
                  <td>
                    <TeamLastUpdate team={team} />
                  </td>
                  <td>
                    <TeamReportStatus team={team} />
                  </td>
                  <td>
                    <OpenTeamReport team={team} onOpen={onOpen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  );
}
