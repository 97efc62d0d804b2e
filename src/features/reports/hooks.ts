import type { BackendClient } from '../../backend/backend-client';
import { useReportRead } from '../../offline/store/hooks';
import { loadReportTeams } from './api';
import type { ReportTeamRow } from './model/types';

/** The caller's report-scope teams (one organisation's when given), device copy first. */
export function useReportTeams(client: BackendClient, userId: string, organizationId?: string | null) {
  return useReportRead<ReportTeamRow[]>(userId, `report:teams:${organizationId ?? 'all'}`, () =>
    loadReportTeams(client, organizationId),
  );
}
