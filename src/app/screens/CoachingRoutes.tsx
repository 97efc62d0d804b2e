// The member's coaching screens composed with what the app knows: the signed-in user and roles,
// the supabase client, the header's logo and user menu, and the error boundary.
import { useParams } from 'react-router-dom';
import { supabase } from '../../backend/client';
import { useAuth } from '../../features/auth/hooks';
import { ActivityScreen } from '../../features/coaching/screens/ActivityScreen';
import { CoachingListScreen } from '../../features/coaching/screens/CoachingListScreen';
import { TimelineScreen } from '../../features/coaching/screens/TimelineScreen';
import { TeamCoachingScreen } from '../../features/coaching/team-coaching';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { HeaderLogo } from '../layout/HeaderLogo';
import { UserMenu } from '../layout/UserMenu';

/** /coaching-list */
export function CoachingListRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ErrorBoundary>
      <CoachingListScreen ownerId={user.id} client={supabase} />
    </ErrorBoundary>
  );
}

/** /coaching/{sessionId} */
export function CoachingTimelineRoute() {
  const { user, roles } = useAuth();
  const { sessionId = '' } = useParams();
  if (!user) return null;
  return (
    <ErrorBoundary>
      <TimelineScreen
        key={`${user.id}/${sessionId}`}
        ownerId={user.id}
        sessionId={sessionId}
        client={supabase}
        isTeamLeader={roles.isTeamLeader}
        logo={<HeaderLogo />}
        userMenu={<UserMenu />}
      />
    </ErrorBoundary>
  );
}

/** /coaching/{sessionId}/activity/{activityId} */
export function CoachingActivityRoute() {
  const { user } = useAuth();
  const { sessionId = '', activityId = '' } = useParams();
  if (!user) return null;
  return (
    <ErrorBoundary>
      <ActivityScreen
        key={`${user.id}/${sessionId}/${activityId}`}
        ownerId={user.id}
        sessionId={sessionId}
        activityId={activityId}
        client={supabase}
        logo={<HeaderLogo />}
        userMenu={<UserMenu />}
      />
    </ErrorBoundary>
  );
}

/** /user/coaching/session/{sessionId} and /team-coaching (the team's side of a coaching session). */
export function TeamCoachingRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ErrorBoundary>
      <TeamCoachingScreen userId={user.id} />
    </ErrorBoundary>
  );
}
