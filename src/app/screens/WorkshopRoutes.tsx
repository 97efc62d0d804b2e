// The workshop tablet's screens composed with what the app knows: the signed-in preparer and their
// logout (preparation), the backend's address and anon key (the device's push), the assessment
// screen for one participant at a time.
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { supabase, supabaseAnonKey, supabaseUrl } from '../../backend/client';
import { createDeferredClient } from '../../backend/deferred-client';
import type { BackendClient } from '../../backend/backend-client';
import { useAuth, useAuthActor } from '../../features/auth/hooks';
import { AssessmentTakingScreen } from '../../features/assessment/screens/AssessmentTakingScreen';
import { ActivityScreen } from '../../features/coaching/screens/ActivityScreen';
import { PrepareTabletScreen } from '../../features/workshop/screens/PrepareTabletScreen';
import { WorkshopTabletScreen } from '../../features/workshop/screens/WorkshopTabletScreen';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { HeaderLogo } from '../layout/HeaderLogo';
import { useLogout } from '../auth/use-logout';

const TABLET = '/workshop';
const pushConfig = { url: supabaseUrl, anonKey: supabaseAnonKey };

/**
 * The client a participant's screens get on the tablet: every request fails as a network failure
 * would. Nobody is signed in, so the server would answer an empty read, and a screen refreshing
 * its cache from that (an activity's forms) would drop what the bundle put there; the tablet's
 * work reaches the server through the signed push only.
 */
const tabletClient: BackendClient = createDeferredClient<BackendClient>(() =>
  Promise.reject(new TypeError('workshop tablet: no user session, reads stay on the device')),
);

/** /workshop/prepare: a coach (for a team of their coaching) or an org admin (any team of the organisation). */
export function WorkshopPrepareRoute() {
  const { user, roles } = useAuth();
  const actor = useAuthActor();
  const logout = useLogout();
  const navigate = useNavigate();
  // The logout's own redirect (to a login page) comes first; the tablet's page then replaces it.
  const handOver = useCallback(async () => {
    await logout();
    await new Promise<void>((resolve) => {
      if (actor.getView().status === 'signedOut') return resolve();
      const stop = actor.subscribe(() => {
        if (actor.getView().status !== 'signedOut') return;
        stop();
        resolve();
      });
    });
    setTimeout(() => navigate(TABLET, { replace: true }), 0);
  }, [actor, logout, navigate]);
  if (!user) return null;
  const organizationId = roles.isOrgAdmin ? roles.organizationId : null;
  if (!roles.isCoach && !organizationId)
    return (
      <main className="workshop-page">
        <p role="alert">
          <Trans>Solo un coach o un amministratore dell'organizzazione può preparare un tablet per il workshop.</Trans>
        </p>
      </main>
    );
  return (
    <ErrorBoundary>
      <PrepareTabletScreen
        client={supabase}
        userId={user.id}
        organizationId={roles.isCoach ? null : organizationId}
        onPrepared={() => void handOver()}
      />
    </ErrorBoundary>
  );
}

/** /workshop: the prepared tablet, whoever is signed in (usually no one). */
export function WorkshopTabletRoute() {
  const renderAssessment = useCallback(
    (ownerId: string, assessmentId: string) => (
      <AssessmentTakingScreen
        key={`${ownerId}/${assessmentId}`}
        assessmentId={assessmentId}
        ownerId={ownerId}
        client={tabletClient}
        logo={<HeaderLogo />}
        listPath={TABLET}
      />
    ),
    [],
  );
  const renderActivity = useCallback(
    (ownerId: string, sessionId: string, activityId: string) => (
      <ActivityScreen
        key={`${ownerId}/${activityId}`}
        ownerId={ownerId}
        sessionId={sessionId}
        activityId={activityId}
        client={tabletClient}
        logo={<HeaderLogo />}
        userMenu={null}
      />
    ),
    [],
  );
  return (
    <ErrorBoundary>
      <WorkshopTabletScreen
        pushConfig={pushConfig}
        renderAssessment={renderAssessment}
        renderActivity={renderActivity}
      />
    </ErrorBoundary>
  );
}
