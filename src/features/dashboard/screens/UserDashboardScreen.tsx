import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../../ui';
import { AssessmentsSection } from '../components/AssessmentsSection';
import { CoachingSection } from '../components/CoachingSection';
import { DashboardsSection } from '../components/DashboardsSection';
import { InlineError, SavedCopyNote } from '../components/InlineError';
import { ProfileSection } from '../components/ProfileSection';
import { TeamSection } from '../components/TeamSection';
import type { Client } from '../api';
import { availableDashboards, type DashboardUser } from '../dashboard-types';
import { useMyAssessments, useMyTeamsAndSessions } from '../hooks';
import '../dashboard.css';

/**
 * /user: profile, roles, my assessments, my coaching, my team and the dashboards this user may open.
 * Everything shown is read from the backend, or from this device's copy when offline.
 */
export function UserDashboardScreen({ user, client }: { user: DashboardUser; client: Client }) {
  const assessments = useMyAssessments(client, user.userId);
  const teams = useMyTeamsAndSessions(client, user.userId, user.ledTeamIds);
  return (
    <div className="dashboard">
      <h1>
        <Trans>La tua area</Trans>
      </h1>
      {user.offline || teams.fromCache ? <SavedCopyNote /> : null}
      <div className="dashboard__grid">
        <ProfileSection user={user} />
        <AssessmentsSection assessments={assessments} />
        {teams.data ? (
          <>
            <CoachingSection sessions={teams.data.sessions} />
            <TeamSection teams={teams.data.teams} ledTeamIds={user.ledTeamIds} />
          </>
        ) : teams.error ? (
          <InlineError onRetry={teams.reload}>
            <Trans>Impossibile caricare il tuo team e il tuo coaching.</Trans>
          </InlineError>
        ) : (
          <Spinner label={<Trans>Caricamento team e coaching...</Trans>} />
        )}
        <DashboardsSection links={availableDashboards(user)} />
      </div>
    </div>
  );
}
