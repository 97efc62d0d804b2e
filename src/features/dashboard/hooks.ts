import type { BackendClient } from '../../backend/backend-client';
import { useCallback, useEffect, useState } from 'react';
import { useLocalAssessments } from '../../offline/assessments/hooks';
import { useLocalFirstRead } from '../../offline/store/hooks';
import type { LocalAssessment } from '../../offline/assessments';
import { inOwnTask } from '../../lib/own-task';
import { loadMyTeams, loadTeamSessions, refreshMyAssessments, type SessionSummary, type TeamSummary } from './api';

export interface MyAssessments {
  /** Read from the device's store: present offline too. undefined while the first local read runs. */
  rows: LocalAssessment[] | undefined;
  refreshing: boolean;
  refreshError: unknown;
  retry: () => void;
}

/** The user's assessments: rendered from the local store, refreshed from the backend when reachable. */
export function useMyAssessments(client: BackendClient, userId: string): MyAssessments {
  const rows = useLocalAssessments(userId);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ refreshing: boolean; refreshError: unknown }>({
    refreshing: true,
    refreshError: null,
  });
  useEffect(
    () =>
      inOwnTask(() => {
        let live = true;
        refreshMyAssessments(client, userId).then(
          () => live && setState({ refreshing: false, refreshError: null }),
          (error: unknown) => live && setState({ refreshing: false, refreshError: error }),
        );
        return () => {
          live = false;
        };
      }),
    [client, userId, attempt],
  );
  const retry = useCallback(() => {
    setState({ refreshing: true, refreshError: null });
    setAttempt((n) => n + 1);
  }, []);
  return { rows, ...state, retry };
}

export interface TeamsAndSessions {
  teams: TeamSummary[];
  sessions: SessionSummary[];
}

/** My team(s) and their coaching sessions: the device's copy first, refreshed when reachable. */
export function useMyTeamsAndSessions(client: BackendClient, userId: string, ledTeamIds: readonly string[]) {
  return useLocalFirstRead<TeamsAndSessions>(userId, `dashboard:teams:${ledTeamIds.join(',')}`, async () => {
    const teams = await loadMyTeams(client, userId, ledTeamIds);
    const sessions = await loadTeamSessions(
      client,
      teams.map((team) => team.teamId),
    );
    return { teams, sessions };
  });
}
