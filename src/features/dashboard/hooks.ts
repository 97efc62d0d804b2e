import { useCallback, useEffect, useState } from 'react';
import { useLocalAssessments } from '../../offline/hooks';
import type { LocalAssessment } from '../../offline';
import { useCachedQuery } from '../../lib/use-cached-query';
import { loadMyTeams, loadTeamSessions, refreshMyAssessments, type SessionSummary, type TeamSummary } from './api';

export interface MyAssessments {
  /** Read from the device's store: present offline too. undefined while the first local read runs. */
  rows: LocalAssessment[] | undefined;
  refreshing: boolean;
  refreshError: unknown;
  retry: () => void;
}

/** The user's assessments: rendered from the local store, refreshed from the backend when reachable. */
export function useMyAssessments(userId: string): MyAssessments {
  const rows = useLocalAssessments(userId);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ refreshing: boolean; refreshError: unknown }>({ refreshing: true, refreshError: null });
  useEffect(() => {
    let live = true;
    refreshMyAssessments(userId).then(
      () => live && setState({ refreshing: false, refreshError: null }),
      (error: unknown) => live && setState({ refreshing: false, refreshError: error }),
    );
    return () => {
      live = false;
    };
  }, [userId, attempt]);
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

/** My team(s) and their coaching sessions, kept on the device for offline visits. */
export function useMyTeamsAndSessions(userId: string, ledTeamIds: readonly string[]) {
  return useCachedQuery<TeamsAndSessions>(userId, `dashboard:teams:${ledTeamIds.join(',')}`, async () => {
    const teams = await loadMyTeams(userId, ledTeamIds);
    const sessions = await loadTeamSessions(teams.map((team) => team.teamId));
    return { teams, sessions };
  });
}
