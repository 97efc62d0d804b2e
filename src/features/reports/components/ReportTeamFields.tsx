import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../lib/i18n';
import type { ReportTeamRow } from '../model/types';
import { STATUS_LABELS } from './labels';

/** A team's last update in the reports list (table and phone cards alike). */
export function TeamLastUpdate({ team }: { team: ReportTeamRow }) {
  const { i18n } = useLingui();
  return <>{team.last_update ? formatDate(team.last_update, i18n.locale, 'dateTime') : '—'}</>;
}

/** A team's report status in the reports list. */
export function TeamReportStatus({ team }: { team: ReportTeamRow }) {
  const { i18n } = useLingui();
  return (
    <span className={`report-status report-status--${team.report_status}`}>
      {i18n._(STATUS_LABELS[team.report_status])}
    </span>
  );
}

/** The button that opens a team's report. */
export function OpenTeamReport({ team, onOpen }: { team: ReportTeamRow; onOpen: (team: ReportTeamRow) => void }) {
  return (
    <button type="button" className="btn btn--secondary" onClick={() => onOpen(team)}>
      <span>
        <Trans>Visualizza report</Trans>
      </span>
    </button>
  );
}
