import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../lib/i18n';
import type { ReportTeamRow } from '../model/types';
import { STATUS_LABELS } from './labels';
import { TemplateVersions } from './TemplateVersions';

/**
 * The assessment reports list on a phone: one card per team with the table's figures as labelled
 * terms, so long template names wrap across the card's width instead of a narrow column.
 */
export function ReportTeamCards({ teams, onOpen }: { teams: ReportTeamRow[]; onOpen: (team: ReportTeamRow) => void }) {
  const { i18n } = useLingui();
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
              <dd>{team.last_update ? formatDate(team.last_update, i18n.locale, 'dateTime') : '—'}</dd>
              <dt>
                <Trans>Stato del report</Trans>
              </dt>
              <dd>
                <span className={`report-status report-status--${team.report_status}`}>
                  {i18n._(STATUS_LABELS[team.report_status])}
                </span>
              </dd>
            </dl>
            <button type="button" className="btn btn--secondary" onClick={() => onOpen(team)}>
              <span>
                <Trans>Visualizza report</Trans>
              </span>
            </button>
          </article>
        </li>
      ))}
    </ul>
  );
}
