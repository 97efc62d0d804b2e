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

export const LOGIN_ROUTE: RouteToWeigh = { route: '/login', modules: ['src/features/auth/screens/UserLoginScreen.tsx'] };

const BACKEND = 'src/app/BackendScope.tsx';
// Signed in, the auth machine (src/app/auth/auth-runtime.ts) and the catalog's rest part (src/lib/i18n/activate.ts) load too.
export const SIGNED_IN_MODULES = ['src/app/auth/app-auth.ts', 'src/features/auth/actor-handle.ts', 'src/locales/it/messages.po?rest', BACKEND, 'src/backend/client.ts', 'src/app/layout/HeaderLogo.tsx', 'src/app/layout/AppSyncIndicator.tsx', 'src/app/layout/SignedInControls.tsx', 'src/app/offline/SignedInServices.tsx'];
const signedIn = (route: string, ...modules: string[]): RouteToWeigh => ({ route, modules: [...SIGNED_IN_MODULES, ...modules] });

/** What a member's signed-in start runs: the modules every signed-in page loads, the dashboard and the assessment screens. */
export const SIGNED_IN_START_MODULES = [...SIGNED_IN_MODULES, 'src/app/screens/UserDashboardRoute.tsx', 'src/app/offline/AssessmentRoutes.tsx'];

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
  signedIn('/manager/reports/assessment', 'src/app/screens/ReportRoutes.tsx', 'src/features/reports/screens/ReportsListScreen.tsx'),
  signedIn('/manager/teams/:teamId/reports', 'src/app/screens/ReportRoutes.tsx', 'src/features/reports/screens/TeamReportsScreen.tsx'),
];
