/**
 * The routes whose first-visit weight is measured, each with the source modules the router loads for
 * it. Today the router imports every screen statically, so these modules sit in the entry chunk; once a
 * route is loaded lazily (React Router `lazy` / `import()` of one of these files), its chunk is counted.
 * Keep the list in step with src/app/router.tsx when screens move.
 */
export interface RouteToWeigh {
  route: string;
  modules: string[];
}

export const LOGIN_ROUTE: RouteToWeigh = { route: '/login', modules: ['src/features/auth/screens/UserLoginScreen.tsx'] };

export const ROUTES_TO_WEIGH: RouteToWeigh[] = [
  { route: '/', modules: ['src/features/landing/screens/LandingScreen.tsx'] },
  LOGIN_ROUTE,
  { route: '/admin-login', modules: ['src/features/auth/screens/AdminLoginScreen.tsx'] },
  { route: '/user', modules: ['src/app/screens/UserDashboardRoute.tsx', 'src/features/dashboard/screens/UserDashboardScreen.tsx'] },
  { route: '/assessment-list', modules: ['src/app/offline/AssessmentRoutes.tsx', 'src/features/assessment/screens/AssessmentListScreen.tsx'] },
  { route: '/assessment/:assessmentId', modules: ['src/app/offline/AssessmentRoutes.tsx', 'src/features/assessment/screens/AssessmentTakingScreen.tsx'] },
  { route: '/coaching-list', modules: ['src/app/screens/CoachingRoutes.tsx', 'src/features/coaching/screens/CoachingListScreen.tsx'] },
  { route: '/coaching/:sessionId', modules: ['src/app/screens/CoachingRoutes.tsx', 'src/features/coaching/screens/TimelineScreen.tsx'] },
  { route: '/coaching/:sessionId/activity/:activityId', modules: ['src/app/screens/CoachingRoutes.tsx', 'src/features/coaching/screens/ActivityScreen.tsx'] },
  { route: '/team-overview', modules: ['src/app/screens/TeamRoutes.tsx', 'src/features/team/screens/TeamsScreen.tsx'] },
  { route: '/coach', modules: ['src/app/screens/TeamRoutes.tsx', 'src/features/coach/screens/CoachDashboardScreen.tsx'] },
  { route: '/org-admin/:organizationId', modules: ['src/app/screens/AdminRoutes.tsx', 'src/features/admin/screens/OrgAdminScreen.tsx'] },
  { route: '/super-admin', modules: ['src/app/screens/AdminRoutes.tsx', 'src/features/admin/screens/SuperAdminScreen.tsx'] },
  { route: '/manager/reports/assessment', modules: ['src/app/screens/ReportRoutes.tsx', 'src/features/reports/screens/ReportsListScreen.tsx'] },
  { route: '/manager/teams/:teamId/reports', modules: ['src/app/screens/ReportRoutes.tsx', 'src/features/reports/screens/TeamReportsScreen.tsx'] },
];
