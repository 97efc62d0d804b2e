import { lazy } from 'react';
import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { supabase } from '../../backend/client';
import { useAuth } from '../../features/auth/hooks';

// Report screens (and with them the charting library) load when a report route opens, never with the login.
const ReportsListScreen = lazy(() =>
  import('../../features/reports/screens/ReportsListScreen').then((m) => ({ default: m.ReportsListScreen })),
);
const TeamReportsScreen = lazy(() =>
  import('../../features/reports/screens/TeamReportsScreen').then((m) => ({ default: m.TeamReportsScreen })),
);
const MemberResultsScreen = lazy(() =>
  import('../../features/reports/screens/MemberResultsScreen').then((m) => ({ default: m.MemberResultsScreen })),
);

function useUserId() {
  return useAuth().user?.id ?? null;
}

/** /team-leader/reports */
export function TeamLeaderReportsRoute() {
  const userId = useUserId();
  return userId ? (
    <ReportsListScreen client={supabase} userId={userId} kind="both" title={<Trans>Report del team</Trans>} />
  ) : null;
}

/** /manager/reports/assessment */
export function ManagerAssessmentReportsRoute() {
  const userId = useUserId();
  return userId ? (
    <ReportsListScreen client={supabase} userId={userId} kind="assessment" title={<Trans>Report assessment</Trans>} />
  ) : null;
}

/** /manager/reports/coaching */
export function ManagerCoachingReportsRoute() {
  const userId = useUserId();
  return userId ? (
    <ReportsListScreen client={supabase} userId={userId} kind="coaching" title={<Trans>Report coaching</Trans>} />
  ) : null;
}

/** /manager/teams/:teamId/reports */
export function ManagerTeamReportsRoute() {
  const userId = useUserId();
  const { teamId } = useParams();
  if (!userId || !teamId) return null;
  return (
    <TeamReportsScreen
      client={supabase}
      userId={userId}
      teamId={teamId}
      show="both"
      listLabel={<Trans>Team gestiti</Trans>}
      listHref="/manager/teams"
    />
  );
}

/** /org-admin/:organizationId/team-overview/:teamId and team-reports/assessment|coaching/:teamId */
export function OrgAdminTeamReportRoute({ show }: { show: 'assessment' | 'coaching' | 'both' }) {
  const userId = useUserId();
  const { organizationId, teamId } = useParams();
  if (!userId || !teamId || !organizationId) return null;
  const heading =
    show === 'both' ? (
      <Trans>Panoramica del team</Trans>
    ) : show === 'coaching' ? (
      <Trans>Report coaching del team</Trans>
    ) : (
      <Trans>Report assessment del team</Trans>
    );
  return (
    <TeamReportsScreen
      client={supabase}
      userId={userId}
      teamId={teamId}
      organizationId={organizationId}
      show={show}
      heading={heading}
      listLabel={<Trans>Amministrazione</Trans>}
      listHref={`/org-admin/${organizationId}`}
    />
  );
}

/** /coach/team-reports/coaching/:teamId: the coaching report of a team the coach follows (readable offline once prepared). */
export function CoachTeamReportRoute() {
  const userId = useUserId();
  const { teamId } = useParams();
  if (!userId || !teamId) return null;
  const heading = <Trans>Report coaching del team</Trans>;
  return (
    <TeamReportsScreen
      client={supabase}
      userId={userId}
      teamId={teamId}
      show="coaching"
      heading={heading}
      listLabel={<Trans>Dashboard coach</Trans>}
      listHref="/coach"
    />
  );
}

/** /assessment-list/:assessmentId/results: "Visualizza" of a completed assessment. */
export function MemberResultsRoute() {
  const userId = useUserId();
  const { assessmentId } = useParams();
  return userId && assessmentId ? (
    <MemberResultsScreen client={supabase} userId={userId} assessmentId={assessmentId} />
  ) : null;
}
