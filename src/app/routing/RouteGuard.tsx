import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../../features/auth/hooks';
import { AUTH_CHECK_LABEL, decideAccess, guardRuleOf } from '../../features/auth/route-guards';
import { PageSpinner } from '../../ui';
import { NotFoundScreen } from '../errors/NotFoundScreen';
import { ProfileErrorPanel } from '../../features/auth/components/ProfileErrorPanel';
import { useLogout } from '../auth/use-logout';
import { useRouteMatches } from './route-matches';

/**
 * The guard of every route below it: the matched route's own
 * `handle.guard` decides between the spinner, the screen, a redirect and the profile error panel. A route that
 * declares no guard is denied: it renders as a page that does not exist.
 */
export function RouteGuard() {
  const matches = useRouteMatches();
  const view = useAuth();
  const { i18n } = useLingui();
  const logout = useLogout();
  const leaf = matches[matches.length - 1];
  const decision = decideAccess(guardRuleOf(leaf?.route.handle), view);
  switch (decision.kind) {
    case 'spinner':
      return <PageSpinner label={i18n._(AUTH_CHECK_LABEL)} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'profile-error-panel':
      return <ProfileErrorPanel onBackToLogin={() => void logout()} />;
    case 'deny':
      return <NotFoundScreen />;
    case 'allow':
      return <Outlet />;
  }
}
