// The workshop tablet's screens composed with what the app knows: the signed-in preparer and their
// logout (preparation), the backend's address and anon key (the device's push), the assessment
// screen for one participant at a time.
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { supabase, supabaseAnonKey, supabaseUrl } from '../../backend/client';
import { useAuth, useAuthActor } from '../../features/auth/hooks';
import { AssessmentTakingScreen } from '../../features/assessment/screens/AssessmentTakingScreen';
import { PrepareTabletScreen } from '../../features/workshop/screens/PrepareTabletScreen';
import { WorkshopTabletScreen } from '../../features/workshop/screens/WorkshopTabletScreen';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { HeaderLogo } from '../layout/HeaderLogo';
import { useLogout } from '../auth/use-logout';

const TABLET = '/workshop';
const pushConfig = { url: supabaseUrl, anonKey: supabaseAnonKey };

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
        client={supabase}
        logo={<HeaderLogo />}
        listPath={TABLET}
      />
    ),
    [],
  );
  return (
    <ErrorBoundary>
      <WorkshopTabletScreen pushConfig={pushConfig} renderAssessment={renderAssessment} />
    </ErrorBoundary>
  );
}
