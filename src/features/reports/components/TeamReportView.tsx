import type { BackendClient } from '../../../backend/backend-client';
import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoadState } from '../../../ui';
import { useReportRead } from '../../../offline/store/hooks';
import { loadTeamAssessmentRows } from '../api';
import { buildTeamReport } from '../model/team-report';
import type { TeamAssessmentRow } from '../model/types';
import { DataTime } from './DataTime';
import { ExportBar } from './ExportBar';
import {
  CorrelationSection,
  EvaluationsSection,
  InsightsSection,
  MbtiSection,
  StatsSection,
  TpmSection,
} from './TeamReportSections';
import { WorkshopTeamNotes } from './WorkshopNotes';

export const teamReportKey = (teamId: string) => `report:assessment:${teamId}`;

/** The team report: one RPC, kept on the device, computed here (model/) and exportable. */
export function TeamReportView({ client, userId, teamId }: { client: BackendClient; userId: string; teamId: string }) {
  const query = useReportRead<TeamAssessmentRow[]>(userId, teamReportKey(teamId), () =>
    loadTeamAssessmentRows(client, teamId),
  );
  const report = useMemo(
    () => (query.data ? buildTeamReport(query.data, { id: teamId, name: '' }) : undefined),
    [query.data, teamId],
  );
  return (
    <LoadState query={{ ...query, data: report }} errorText={<Trans>Error loading data</Trans>}>
      {(r) =>
        r.members.length === 0 ? (
          <p className="muted">
            <Trans>Nessun dato per questo team.</Trans>
          </p>
        ) : (
          <div className="team-report" data-testid="team-report">
            <div className="team-report__head">
              <h2>{r.teamName}</h2>
              <DataTime fetchedAt={query.fetchedAt} fromCache={query.fromCache} />
              <ExportBar report={r} fetchedAt={query.fetchedAt} />
            </div>
            <StatsSection report={r} />
            <TpmSection report={r} />
            <MbtiSection report={r} />
            <CorrelationSection report={r} />
            <InsightsSection report={r} />
            <EvaluationsSection report={r} />
            <WorkshopTeamNotes client={client} userId={userId} teamId={teamId} rows={query.data ?? []} />
          </div>
        )
      }
    </LoadState>
  );
}
