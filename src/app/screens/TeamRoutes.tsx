import { Trans } from '@lingui/react/macro';
import { supabase } from '../../backend/client';
import { useAuth } from '../../features/auth/hooks';
import { CoachDashboardScreen } from '../../features/coach-workspace/screens/CoachDashboardScreen';
import { TeamsScreen } from '../../features/team-overview/screens/TeamsScreen';
import { prepareTeamSession } from '../../features/coaching/team-coaching';

function useLeaderTeams() {
  const { user, roles } = useAuth();
  return { userId: user?.id ?? null, teams: roles.leaderTeams };
}

/** /team-leader/dashboard */
export function TeamLeaderDashboardRoute() {
  const { userId, teams } = useLeaderTeams();
  if (!userId) return null;
  return (
    <TeamsScreen
      client={supabase}
      userId={userId}
      teams={teams}
      title={<Trans>Dashboard team leader</Trans>}
      intro={<Trans>I team che guidi e i loro membri.</Trans>}
    />
  );
}

/** /team-overview */
export function TeamOverviewRoute() {
  const { userId, teams } = useLeaderTeams();
  if (!userId) return null;
  return <TeamsScreen client={supabase} userId={userId} teams={teams} title={<Trans>Panoramica del team</Trans>} />;
}

/** /manager/teams: the teams this manager looks after (manager assignments and led teams). */
export function ManagerTeamsRoute() {
  const { userId, teams } = useLeaderTeams();
  if (!userId) return null;
  return (
    <TeamsScreen
      client={supabase}
      userId={userId}
      teams={teams}
      title={<Trans>Team gestiti</Trans>}
      intro={<Trans>I team che gestisci come manager.</Trans>}
    />
  );
}

/** /coach */
export function CoachRoute() {
  const { user } = useAuth();
  if (!user) return null;
  // the reports' module (and its charts) loads only when the coach prepares
  const prepareTeam = (teamId: string) =>
    import('../../features/reports/prepare').then((m) => m.prepareTeamReports(supabase, user.id, teamId));
  return (
    <CoachDashboardScreen
      client={supabase}
      userId={user.id}
      prepareSession={(sessionId) => prepareTeamSession(supabase, user.id, sessionId)}
      prepareTeam={prepareTeam}
    />
  );
}
