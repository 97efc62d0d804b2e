import type { BackendClient } from '../../../backend/backend-client';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadState } from '../../../ui';

import { Breadcrumb } from '../components/Breadcrumb';
import { CoachingReportView } from '../components/CoachingReportView';
import { DataTime } from '../components/DataTime';
import { ReportTeamsTable } from '../components/ReportTeamsTable';
import { ReportTabs } from '../components/ReportTabs';
import { TeamReportView } from '../components/TeamReportView';
import { useReportTeams } from '../hooks';
import '../reports.css';

export interface ReportsListScreenProps {
  client: BackendClient;
  userId: string;
  title: ReactNode;
  /** Which report a team opens into ('both': the two as tabs). */
  kind: 'assessment' | 'coaching' | 'both';
  organizationId?: string | null;
}

/**
 * /team-leader/reports (assessment and coaching as tabs), /manager/reports/assessment, /manager/reports/coaching: the teams of the
 * caller's report scope; "Visualizza report" opens one (?team=id) with a breadcrumb back to the list.
 */
export function ReportsListScreen({ client, userId, title, kind, organizationId }: ReportsListScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const teams = useReportTeams(client, userId, organizationId);
  const teamId = params.get('team');
  const team = teams.data?.find((t) => t.team_id === teamId);
  if (teamId) {
    return (
      <div className="report-page">
        <Breadcrumb listLabel={title} listHref={pathname} current={team?.team_name ?? '…'} />
        <h1>{team?.team_name ?? title}</h1>
        {kind === 'both' ? (
          <ReportTabs client={client} userId={userId} teamId={teamId} />
        ) : kind === 'assessment' ? (
          <TeamReportView client={client} userId={userId} teamId={teamId} />
        ) : (
          <CoachingReportView client={client} userId={userId} teamId={teamId} />
        )}
      </div>
    );
  }
  return (
    <div className="report-page">
      <h1>{title}</h1>
      <DataTime fetchedAt={teams.fetchedAt} fromCache={teams.fromCache} />
      <LoadState query={teams} errorText={<Trans>Error loading teams</Trans>}>
        {(rows) => <ReportTeamsTable teams={rows} onOpen={(t) => navigate(`${pathname}?team=${t.team_id}`)} />}
      </LoadState>
    </div>
  );
}
