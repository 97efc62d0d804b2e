/**
 * The routes whose first-visit weight is measured, each with the source modules the router loads for
 * it (src/app/routing/route-screens.tsx: every screen is a lazy chunk; the ones that read the backend
 * load BackendScope, i.e. supabase-js, with them; signed in, the header's own chunks come too).
 * A module that is not a chunk of its own is bundled into what loads anyway and adds nothing here.
 * Keep the list in step with src/app/routing/route-screens.tsx when screens move.
 */
export interface RouteToWeigh {
  route: string;
  modules: string[];
}

export const LOGIN_ROUTE: RouteToWeigh = {
  route: '/login',
  modules: ['src/features/auth/screens/UserLoginScreen.tsx'],
};

const BACKEND = 'src/app/BackendScope.tsx';
// Signed in, the auth machine (src/app/auth/auth-runtime.ts) and the catalog's rest part (src/lib/i18n/activate.ts) load too.
export const SIGNED_IN_MODULES = [
  'src/app/auth/app-auth.ts',
  'src/features/auth/actor-handle.ts',
  'src/locales/it/messages.po?rest',
  BACKEND,
  'src/backend/client.ts',
  'src/app/layout/HeaderLogo.tsx',
  'src/app/layout/AppSyncIndicator.tsx',
  'src/app/layout/SignedInControls.tsx',
  'src/app/offline/SignedInServices.tsx',
];
const signedIn = (route: string, ...modules: string[]): RouteToWeigh => ({
  route,
  modules: [...SIGNED_IN_MODULES, ...modules],
});

/** What a member's signed-in start runs: the modules every signed-in page loads, the dashboard and the assessment screens. */
export const SIGNED_IN_START_MODULES = [
  ...SIGNED_IN_MODULES,
  'src/app/screens/UserDashboardRoute.tsx',
  'src/app/offline/AssessmentRoutes.tsx',
];

export const ROUTES_TO_WEIGH: RouteToWeigh[] = [
  { route: '/', modules: ['src/features/landing/screens/LandingScreen.tsx'] },
  LOGIN_ROUTE,
  { route: '/admin-login', modules: ['src/features/auth/screens/AdminLoginScreen.tsx'] },
  signedIn('/user', 'src/app/screens/UserDashboardRoute.tsx'),
  signedIn('/assessment-list', 'src/app/offline/AssessmentRoutes.tsx'),
  signedIn('/assessment/:assessmentId', 'src/app/offline/AssessmentRoutes.tsx'),
  signedIn('/coaching-list', 'src/app/screens/CoachingRoutes.tsx'),
  signedIn('/coaching/:sessionId/activity/:activityId', 'src/app/screens/CoachingRoutes.tsx'),
  signedIn('/team-overview', 'src/app/screens/TeamRoutes.tsx'),
  signedIn('/coach', 'src/app/screens/TeamRoutes.tsx'),
  signedIn('/org-admin/:organizationId', 'src/app/screens/AdminRoutes.tsx'),
  signedIn(
    '/manager/reports/assessment',
    'src/app/screens/ReportRoutes.tsx',
    'src/features/reports/screens/ReportsListScreen.tsx',
  ),
  signedIn(
    '/manager/teams/:teamId/reports',
    'src/app/screens/ReportRoutes.tsx',
    'src/features/reports/screens/TeamReportsScreen.tsx',
  ),
];

const ASSESSMENTS = 'src/app/offline/AssessmentRoutes.tsx';
const COACHING = 'src/app/screens/CoachingRoutes.tsx';
const TEAMS = 'src/app/screens/TeamRoutes.tsx';
const ADMIN = 'src/app/screens/AdminRoutes.tsx';
const REPORTS = 'src/app/screens/ReportRoutes.tsx';
const REPORTS_LIST = 'src/features/reports/screens/ReportsListScreen.tsx';
const TEAM_REPORTS = 'src/features/reports/screens/TeamReportsScreen.tsx';
const MEMBER_RESULTS = 'src/features/reports/screens/MemberResultsScreen.tsx';
const backendScreen = (path: string, ...modules: string[]): RouteToWeigh => ({
  route: path,
  modules: [BACKEND, ...modules],
});

/**
 * What the first screen of each signed-in route of src/app/router.tsx waits for before it paints
 * (route-screens.tsx: the screen's chunk, and BackendScope for the screens that read the backend; the
 * catalog's rest part comes with every one): index.html preloads these for the route being opened
 * (scripts/build/route-preload.ts). route-preloads.test.ts checks every signed-in route is here.
 */
export const FIRST_SCREEN_PRELOADS: RouteToWeigh[] = [
  { route: '/user', modules: ['src/app/screens/UserDashboardRoute.tsx'] },
  backendScreen('/assessment-list', ASSESSMENTS),
  backendScreen('/assessment/:assessmentId', ASSESSMENTS),
  backendScreen('/assessment-list/:assessmentId/results', REPORTS, MEMBER_RESULTS),
  backendScreen('/coaching-list', COACHING),
  backendScreen('/user/coaching/session/:sessionId', COACHING),
  backendScreen('/team-coaching', COACHING),
  backendScreen('/coaching/:sessionId', COACHING),
  backendScreen('/coaching/:sessionId/activity/:activityId', COACHING),
  backendScreen('/team-overview', TEAMS),
  backendScreen('/team-leader/dashboard', TEAMS),
  backendScreen('/manager/teams', TEAMS),
  backendScreen('/coach', TEAMS),
  backendScreen('/super-admin', ADMIN),
  backendScreen('/org-admin/:organizationId', ADMIN),
  backendScreen('/team-leader/reports', REPORTS, REPORTS_LIST),
  backendScreen('/manager/teams/:teamId/reports', REPORTS, TEAM_REPORTS),
  backendScreen('/manager/reports/assessment', REPORTS, REPORTS_LIST),
  backendScreen('/manager/reports/coaching', REPORTS, REPORTS_LIST),
  backendScreen('/org-admin/:organizationId/team-overview/:teamId', REPORTS, TEAM_REPORTS),
  backendScreen('/org-admin/:organizationId/team-reports/coaching/:teamId', REPORTS, TEAM_REPORTS),
  backendScreen('/org-admin/:organizationId/team-reports/assessment/:teamId', REPORTS, TEAM_REPORTS),
  backendScreen('/coach/team-reports/coaching/:teamId', REPORTS, TEAM_REPORTS),
];
