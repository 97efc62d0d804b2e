import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/hooks';
import { AUTH_CHECK_LABEL, decide } from '../../features/auth/route-guards';
import { PageSpinner } from '../../ui';
import { LeaderErrorPanel } from './LeaderErrorPanel';

/**
 * The one guard of every route (spec part 1, "Route guard behaviour"): the route table in
 * features/auth/route-guards.ts decides between the spinner, the screen, a redirect and the team-leader panel.
 */
export function RouteGuard() {
  const { pathname } = useLocation();
  const view = useAuth();
  const { i18n } = useLingui();
  const decision = decide(pathname, view);
  switch (decision.kind) {
    case 'spinner':
      return <PageSpinner label={i18n._(AUTH_CHECK_LABEL)} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'leader-error-panel':
      return <LeaderErrorPanel />;
    case 'allow':
      return <Outlet />;
  }
}
