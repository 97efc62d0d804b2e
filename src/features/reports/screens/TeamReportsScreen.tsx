import type { BackendClient } from '../../../backend/backend-client';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

import { Breadcrumb } from '../components/Breadcrumb';
import { CoachingReportView } from '../components/CoachingReportView';
import { ReportTabs } from '../components/ReportTabs';
import { TeamReportView } from '../components/TeamReportView';
import { useReportTeams } from '../hooks';
import '../reports.css';

export interface TeamReportsScreenProps {
  client: BackendClient;
  userId: string;
  teamId: string;
  organizationId?: string | null;
  /** Which report is shown; 'both' offers the two as tabs. */
  show: 'assessment' | 'coaching' | 'both';
  listLabel: ReactNode;
  listHref: string;
  /** The page heading (default: 'Report del team {name}'). */
  heading?: ReactNode;
}

/**
 * One team's reports: /manager/teams/{teamId}/reports (both, as tabs) and the org admin's
 * team-reports/assessment|coaching/{teamId} and team-overview/{teamId}.
 */
export function TeamReportsScreen({
  client,
  userId,
  teamId,
  organizationId,
  show,
  listLabel,
  listHref,
  heading,
}: TeamReportsScreenProps) {
  const teams = useReportTeams(client, userId, organizationId);
  const name = teams.data?.find((row) => row.team_id === teamId)?.team_name;
  const assessment = <TeamReportView client={client} userId={userId} teamId={teamId} />;
  const coaching = <CoachingReportView client={client} userId={userId} teamId={teamId} />;
  return (
    <div className="report-page">
      <Breadcrumb listLabel={listLabel} listHref={listHref} current={name ?? '…'} />
      <h1>
        {heading ? (
          <>
            {heading}
            {name ? `: ${name}` : ''}
          </>
        ) : name ? (
          <Trans>Report del team {name}</Trans>
        ) : (
          <Trans>Report del team</Trans>
        )}
      </h1>
      {show === 'assessment' ? (
        assessment
      ) : show === 'coaching' ? (
        coaching
      ) : (
        <ReportTabs client={client} userId={userId} teamId={teamId} />
      )}
    </div>
  );
}
