// The assessment screens composed with what the app knows: the signed-in user, the supabase
// client, the header's logo and user menu, the update guard and the error boundary.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { supabase } from '../../backend/client';
import { useAuth } from '../../features/auth/hooks';
import { AssessmentListScreen } from '../../features/assessment/screens/AssessmentListScreen';
import { AssessmentTakingScreen } from '../../features/assessment/screens/AssessmentTakingScreen';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { HeaderLogo } from '../layout/HeaderLogo';
import { UserMenu } from '../layout/UserMenu';
import { registerUpdateBlocker } from '../../lib/app-update/update-guards';

export function AssessmentListRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ErrorBoundary>
      <AssessmentListScreen ownerId={user.id} client={supabase} />
    </ErrorBoundary>
  );
}

export function AssessmentTakingRoute() {
  const { user } = useAuth();
  const { assessmentId } = useParams();
  const registerBusy = useCallback((isBusy: () => boolean) => registerUpdateBlocker('assessment-taking', isBusy), []);
  if (!user) return null;
  return (
    <ErrorBoundary>
      <AssessmentTakingScreen
        key={`${user.id}/${assessmentId ?? ''}`}
        assessmentId={assessmentId ?? null}
        ownerId={user.id}
        client={supabase}
        logo={<HeaderLogo />}
        userMenu={<UserMenu />}
        registerBusy={registerBusy}
      />
    </ErrorBoundary>
  );
}
