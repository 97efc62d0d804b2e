import { backendScreen } from './backend-screen';
import { loadAllMessages } from '../../lib/i18n/activate';
import { lazyScreen } from './lazy-screen';

// Every screen of the route table is a chunk of its own: a first visit downloads only the
// entry and the screen it opens; the service worker precaches the rest in the background.
export const LandingScreen = lazyScreen(() =>
  import('../../features/landing/screens/LandingScreen').then((m) => m.LandingScreen),
);
export const UserLoginScreen = lazyScreen(() =>
  import('../../features/auth/screens/UserLoginScreen').then((m) => m.UserLoginScreen),
);
export const AdminLoginScreen = lazyScreen(() =>
  import('../../features/auth/screens/AdminLoginScreen').then((m) => m.AdminLoginScreen),
);
export const CoachLoginScreen = lazyScreen(() =>
  import('../../features/auth/screens/CoachLoginScreen').then((m) => m.CoachLoginScreen),
);
export const TermsScreen = lazyScreen(() =>
  import('../../features/auth/screens/TermsScreen').then((m) => m.TermsScreen),
);
export const SetPasswordRoute = lazyScreen(() => import('../screens/SetPasswordRoute').then((m) => m.SetPasswordRoute));

// Its first paint reads nothing from the backend: its sections that do load apart (UserDashboardData).
export const UserDashboardRoute = lazyScreen(() =>
  Promise.all([import('../screens/UserDashboardRoute').then((m) => m.UserDashboardRoute), loadAllMessages()]).then(
    ([Screen]) => Screen,
  ),
);
export const AssessmentListRoute = backendScreen(() =>
  import('../offline/AssessmentRoutes').then((m) => m.AssessmentListRoute),
);
export const AssessmentTakingRoute = backendScreen(() =>
  import('../offline/AssessmentRoutes').then((m) => m.AssessmentTakingRoute),
);

export const CoachingListRoute = backendScreen(() =>
  import('../screens/CoachingRoutes').then((m) => m.CoachingListRoute),
);
export const CoachingTimelineRoute = backendScreen(() =>
  import('../screens/CoachingRoutes').then((m) => m.CoachingTimelineRoute),
);
export const CoachingActivityRoute = backendScreen(() =>
  import('../screens/CoachingRoutes').then((m) => m.CoachingActivityRoute),
);
export const TeamCoachingRoute = backendScreen(() =>
  import('../screens/CoachingRoutes').then((m) => m.TeamCoachingRoute),
);

export const TeamOverviewRoute = backendScreen(() => import('../screens/TeamRoutes').then((m) => m.TeamOverviewRoute));
export const TeamLeaderDashboardRoute = backendScreen(() =>
  import('../screens/TeamRoutes').then((m) => m.TeamLeaderDashboardRoute),
);
export const ManagerTeamsRoute = backendScreen(() => import('../screens/TeamRoutes').then((m) => m.ManagerTeamsRoute));
export const CoachRoute = backendScreen(() => import('../screens/TeamRoutes').then((m) => m.CoachRoute));

export const SuperAdminRoute = backendScreen(() => import('../screens/AdminRoutes').then((m) => m.SuperAdminRoute));
export const OrgAdminRoute = backendScreen(() => import('../screens/AdminRoutes').then((m) => m.OrgAdminRoute));

export const MemberResultsRoute = backendScreen(() =>
  import('../screens/ReportRoutes').then((m) => m.MemberResultsRoute),
);
export const TeamLeaderReportsRoute = backendScreen(() =>
  import('../screens/ReportRoutes').then((m) => m.TeamLeaderReportsRoute),
);
export const ManagerTeamReportsRoute = backendScreen(() =>
  import('../screens/ReportRoutes').then((m) => m.ManagerTeamReportsRoute),
);
export const ManagerAssessmentReportsRoute = backendScreen(() =>
  import('../screens/ReportRoutes').then((m) => m.ManagerAssessmentReportsRoute),
);
export const ManagerCoachingReportsRoute = backendScreen(() =>
  import('../screens/ReportRoutes').then((m) => m.ManagerCoachingReportsRoute),
);
export const OrgAdminTeamReportRoute = backendScreen(() =>
  import('../screens/ReportRoutes').then((m) => m.OrgAdminTeamReportRoute),
);
export const CoachTeamReportRoute = backendScreen(() =>
  import('../screens/ReportRoutes').then((m) => m.CoachTeamReportRoute),
);

export const WorkshopPrepareRoute = backendScreen(() =>
  import('../screens/WorkshopRoutes').then((m) => m.WorkshopPrepareRoute),
);
// Public: its messages and the backend's client come with it (WorkshopTabletEntry), not with the boot part.
export const WorkshopTabletRoute = lazyScreen(() =>
  import('../screens/WorkshopTabletEntry').then((m) => m.WorkshopTabletEntry),
);
