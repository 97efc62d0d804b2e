import type { BackendClient } from '../../../backend/backend-client';
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../../ui';
import { AssessmentsSection } from '../components/AssessmentsSection';
import { CoachingSection } from '../components/CoachingSection';
import { InlineError, SavedCopyNote } from '../components/InlineError';
import { TeamSection } from '../components/TeamSection';

import type { DashboardUser } from '../dashboard-types';
import { useMyAssessments, useMyTeamsAndSessions } from '../hooks';
import { DashboardDataSpinner } from './DashboardDataSpinner';

/**
 * The /user sections read from the backend, or from this device's copy when offline: my assessments, my
 * coaching and my team. They appear together once the device's copies are read (a spinner until then), so
 * one does not push the other down when it arrives.
 */
export function DashboardDataSections({ user, client }: { user: DashboardUser; client: BackendClient }) {
  const assessments = useMyAssessments(client, user.userId);
  const teams = useMyTeamsAndSessions(client, user.userId, user.ledTeamIds);
  if (assessments.rows === undefined || !teams.localRead) return <DashboardDataSpinner />;
  return (
    <>
      {teams.fromCache && !user.offline ? <SavedCopyNote /> : null}
      <AssessmentsSection assessments={assessments} />
      {teams.data ? (
        <>
          <CoachingSection sessions={teams.data.sessions} />
          <TeamSection teams={teams.data.teams} ledTeamIds={user.ledTeamIds} />
        </>
      ) : teams.error ? (
        <InlineError onRetry={teams.reload}>
          <strong>
            <Trans>Error loading dashboard</Trans>
          </strong>{' '}
          <Trans>Impossibile caricare il tuo team e il tuo coaching.</Trans>
        </InlineError>
      ) : (
        <Spinner label={<Trans>Caricamento team e coaching...</Trans>} />
      )}
    </>
  );
}
