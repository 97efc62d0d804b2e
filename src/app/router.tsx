import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { FullScreenLayout } from './layout/FullScreenLayout';
import { RouteError } from './errors/RouteError';
import { NotFoundScreen } from './errors/NotFoundScreen';
import { RouteGuard } from './routing/RouteGuard';
import { guarded, redirectRoute } from './routing/guarded-route';
import { preloadOf } from './routing/lazy-screen';
import {
  AdminLoginScreen,
  AssessmentListRoute,
  AssessmentTakingRoute,
  CoachingActivityRoute,
  CoachingListRoute,
  CoachingTimelineRoute,
  CoachLoginScreen,
  CoachRoute,
  CoachTeamReportRoute,
  LandingScreen,
  ManagerAssessmentReportsRoute,
  ManagerCoachingReportsRoute,
  ManagerTeamReportsRoute,
  ManagerTeamsRoute,
  MemberResultsRoute,
  OrgAdminRoute,
  OrgAdminTeamReportRoute,
  SetPasswordRoute,
  SuperAdminRoute,
  TeamCoachingRoute,
  TeamLeaderDashboardRoute,
  TeamLeaderReportsRoute,
  TeamOverviewRoute,
  TermsScreen,
  UserDashboardRoute,
  UserLoginScreen,
  WorkshopPrepareRoute,
  WorkshopTabletRoute,
} from './routing/route-screens';

/**
 * Every route of the app, each with its own guard (`guarded(access, path, element)`, kept in the route's
 * `handle`). RouteGuard reads the matched route's guard; a route that declares none is denied. Where spec
 * part 1 is silent: team screens need a team leader; manager screens a manager or a team leader;
 * /org-admin/* any admin (the data itself is protected by RLS); /terms-and-privacy and /set-password a session.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteError>
        <AppLayout />
      </RouteError>
    ),
    children: [
      {
        element: <RouteGuard />,
        children: [
          guarded('public', '/', <LandingScreen />),
          guarded('public', '/login', <UserLoginScreen />),
          guarded('public', '/register', <UserLoginScreen />),
          guarded('public', '/user-login', <UserLoginScreen />),
          guarded('public', '/admin-login', <AdminLoginScreen />),
          guarded('public', '/coach-login', <CoachLoginScreen />),
          guarded('authenticated', '/terms-and-privacy', <TermsScreen />),
          // The set-password screen (an org admin's welcome) changes the signed-in user's password.
          guarded('authenticated', '/set-password', <SetPasswordRoute />),
          guarded('regular-user', '/user', <UserDashboardRoute />),
          redirectRoute('/assessment', '/assessment-list'),
          guarded('regular-user', '/assessment-list', <AssessmentListRoute />),
          // "Visualizza" of a completed assessment (the member's own results).
          guarded('regular-user', '/assessment-list/:assessmentId/results', <MemberResultsRoute />),
          // Coaching screens (coaching issue).
          guarded('regular-user', '/coaching-list', <CoachingListRoute />),
          redirectRoute('/user/coaching', '/coaching-list'),
          guarded('regular-user', '/user/coaching/session/:sessionId', <TeamCoachingRoute />),
          guarded('team-leader', '/team-coaching', <TeamCoachingRoute />),
          // Team, manager, admin and coach dashboards.
          guarded('team-leader', '/team-overview', <TeamOverviewRoute />),
          guarded('team-leader', '/team-leader/dashboard', <TeamLeaderDashboardRoute />),
          guarded('team-leader', '/team-leader/reports', <TeamLeaderReportsRoute />),
          guarded('manager', '/manager/teams', <ManagerTeamsRoute />),
          guarded('manager', '/manager/teams/:teamId/reports', <ManagerTeamReportsRoute />),
          guarded('manager', '/manager/reports/assessment', <ManagerAssessmentReportsRoute />),
          guarded('manager', '/manager/reports/coaching', <ManagerCoachingReportsRoute />),
          guarded('super-admin', '/super-admin', <SuperAdminRoute />),
          guarded('admin', '/org-admin/:organizationId', <OrgAdminRoute />),
          guarded('admin', '/org-admin/:organizationId/team-overview/:teamId', <OrgAdminTeamReportRoute show="both" />),
          guarded(
            'admin',
            '/org-admin/:organizationId/team-reports/coaching/:teamId',
            <OrgAdminTeamReportRoute show="coaching" />,
          ),
          guarded(
            'admin',
            '/org-admin/:organizationId/team-reports/assessment/:teamId',
            <OrgAdminTeamReportRoute show="assessment" />,
          ),
          guarded('coach', '/coach', <CoachRoute />),
          guarded('coach', '/coach/team-reports/coaching/:teamId', <CoachTeamReportRoute />),
          // A coach or an org admin prepares a workshop tablet (the screen checks which; the rpcs enforce it).
          guarded('regular-user', '/workshop/prepare', <WorkshopPrepareRoute />),
          guarded('public', '*', <NotFoundScreen />),
        ],
      },
    ],
  },
  // Full-screen flows bring their own header (logo, user menu, exit); FullScreenLayout adds the sync bar.
  {
    element: (
      <RouteError>
        <FullScreenLayout />
      </RouteError>
    ),
    children: [
      {
        element: <RouteGuard />,
        children: [
          guarded('regular-user', '/assessment/:assessmentId', <AssessmentTakingRoute />),
          // The prepared workshop tablet: participants take turns with no session (docs/workshop-tablets.md).
          guarded('public', '/workshop', <WorkshopTabletRoute />),
          // The coaching timeline and activity bring their own header (back, logo, user menu).
          // A visitor who is not logged in goes to /login from the coaching timeline.
          guarded('regular-user', '/coaching/:sessionId', <CoachingTimelineRoute />, { signedOutTo: '/login' }),
          guarded('regular-user', '/coaching/:sessionId/activity/:activityId', <CoachingActivityRoute />),
        ],
      },
    ],
  },
];

/**
 * The screen the app opens on starts downloading now, beside the auth check, not after the guard has let it
 * through. Resolves when its code is here (or failed to come: the screen's error then shows it).
 */
export function preloadScreenOf(pathname: string): Promise<unknown> {
  return Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => preloadOf(match.route.element)?.()));
}
