import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './errors/RouteError';
import { NotFoundScreen } from './errors/NotFoundScreen';
import { RouteGuard } from './routing/RouteGuard';
import { ComingSoonScreen } from './screens/ComingSoonScreen';
import { UserDashboardRoute } from './screens/UserDashboardRoute';
import { OrgAdminRoute, SuperAdminRoute } from './screens/AdminRoutes';
import { CoachRoute, ManagerTeamsRoute, TeamLeaderDashboardRoute, TeamOverviewRoute } from './screens/TeamRoutes';
import { SetPasswordRoute } from './screens/SetPasswordRoute';
import { LandingScreen } from '../features/landing/screens/LandingScreen';
import { UserLoginScreen } from '../features/auth/screens/UserLoginScreen';
import { AdminLoginScreen } from '../features/auth/screens/AdminLoginScreen';
import { CoachLoginScreen } from '../features/auth/screens/CoachLoginScreen';
import { TermsScreen } from '../features/auth/screens/TermsScreen';
import { AssessmentListRoute, AssessmentTakingRoute } from './offline/AssessmentRoutes';

const soon = (path: string, title: ReactNode): RouteObject => ({ path, element: <ComingSoonScreen title={title} /> });

/**
 * Every route of the app. RouteGuard decides each one from the table in features/auth/route-guards.ts
 * (public, protected by role, or a fixed redirect), so a screen renders only when its guard allows it.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          { path: '/', element: <LandingScreen /> },
          { path: '/login', element: <UserLoginScreen /> },
          { path: '/register', element: <UserLoginScreen /> },
          { path: '/user-login', element: <UserLoginScreen /> },
          { path: '/admin-login', element: <AdminLoginScreen /> },
          { path: '/coach-login', element: <CoachLoginScreen /> },
          { path: '/terms-and-privacy', element: <TermsScreen /> },
          { path: '/set-password', element: <SetPasswordRoute /> },
          { path: '/user', element: <UserDashboardRoute /> },
          { path: '/assessment', element: <Navigate to="/assessment-list" replace /> },
          { path: '/assessment-list', element: <AssessmentListRoute /> },
          // Coaching screens (coaching issue).
          soon('/coaching-list', <Trans>Sessioni di coaching</Trans>),
          { path: '/user/coaching', element: <Navigate to="/coaching-list" replace /> },
          soon('/user/coaching/session/:sessionId', <Trans>Sessione di coaching</Trans>),
          soon('/coaching/:sessionId', <Trans>Percorso di coaching</Trans>),
          soon('/coaching/:sessionId/activity/:activityId', <Trans>Attività di coaching</Trans>),
          soon('/team-coaching', <Trans>Coaching del team</Trans>),
          // Team, manager, admin and coach dashboards.
          { path: '/team-overview', element: <TeamOverviewRoute /> },
          { path: '/team-leader/dashboard', element: <TeamLeaderDashboardRoute /> },
          soon('/team-leader/reports', <Trans>Report del team</Trans>),
          { path: '/manager/teams', element: <ManagerTeamsRoute /> },
          soon('/manager/teams/:teamId/reports', <Trans>Report del team</Trans>),
          soon('/manager/reports/assessment', <Trans>Report assessment</Trans>),
          soon('/manager/reports/coaching', <Trans>Report coaching</Trans>),
          { path: '/super-admin', element: <SuperAdminRoute /> },
          { path: '/org-admin/:organizationId', element: <OrgAdminRoute /> },
          soon('/org-admin/:organizationId/team-overview/:teamId', <Trans>Panoramica del team</Trans>),
          soon('/org-admin/:organizationId/team-reports/coaching/:teamId', <Trans>Report coaching del team</Trans>),
          soon('/org-admin/:organizationId/team-reports/assessment/:teamId', <Trans>Report assessment del team</Trans>),
          { path: '/coach', element: <CoachRoute /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
  // The assessment screen brings its own fixed header (logo, user menu, exit), so it sits outside AppLayout.
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    children: [{ path: '/assessment/:assessmentId', element: <AssessmentTakingRoute /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
