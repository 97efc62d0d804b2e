import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '../../../ui';
import type { Client } from '../api';
import { Breadcrumb } from '../components/Breadcrumb';
import { CoachingReportView } from '../components/CoachingReportView';
import { TeamReportView } from '../components/TeamReportView';
import { useReportTeams } from '../hooks';
import '../reports.css';

export interface TeamReportsScreenProps {
  client: Client;
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
export function TeamReportsScreen({ client, userId, teamId, organizationId, show, listLabel, listHref, heading }: TeamReportsScreenProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'assessment' | 'coaching'>('assessment');
  const teams = useReportTeams(client, userId, organizationId);
  const name = teams.data?.find((row) => row.team_id === teamId)?.team_name;
  const assessment = <TeamReportView client={client} userId={userId} teamId={teamId} />;
  const coaching = <CoachingReportView client={client} userId={userId} teamId={teamId} />;
  return (
    <div className="report-page">
      <Breadcrumb listLabel={listLabel} listHref={listHref} current={name ?? '…'} />
      <h1>{heading ? <>{heading}{name ? `: ${name}` : ''}</> : name ? <Trans>Report del team {name}</Trans> : <Trans>Report del team</Trans>}</h1>
      {show === 'assessment' ? assessment : show === 'coaching' ? coaching : (
        <Tabs
          label={t`Report del team`}
          selected={tab}
          onSelect={(id) => setTab(id as 'assessment' | 'coaching')}
          items={[
            { id: 'assessment', label: <Trans>Report assessment</Trans>, content: assessment },
            { id: 'coaching', label: <Trans>Report coaching</Trans>, content: coaching },
          ]}
        />
      )}
    </div>
  );
}
