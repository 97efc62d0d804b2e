import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoleSummary } from '../../../features/auth/roles';
import { SECTION_PARAM, TAB_PARAM } from '../../../features/admin/tab-params';

/**
 * The route patterns the navigation links to, exactly as src/app/router.tsx declares them (the build reads the
 * router's literal paths, so the router keeps its strings; areas.test.ts checks each one against the route table
 * and its guard).
 */
export const NAV_ROUTES = {
  userDashboard: '/user',
  assessmentList: '/assessment-list',
  memberResults: '/assessment-list/:assessmentId/results',
  coachingList: '/coaching-list',
  teamLeaderDashboard: '/team-leader/dashboard',
  teamOverview: '/team-overview',
  teamLeaderReports: '/team-leader/reports',
  managerTeams: '/manager/teams',
  managerTeamReports: '/manager/teams/:teamId/reports',
  managerAssessmentReports: '/manager/reports/assessment',
  managerCoachingReports: '/manager/reports/coaching',
  coach: '/coach',
  coachTeamReport: '/coach/team-reports/coaching/:teamId',
  superAdmin: '/super-admin',
  orgAdmin: '/org-admin/:organizationId',
  orgAdminTeamOverview: '/org-admin/:organizationId/team-overview/:teamId',
  orgAdminCoachingReport: '/org-admin/:organizationId/team-reports/coaching/:teamId',
  orgAdminAssessmentReport: '/org-admin/:organizationId/team-reports/assessment/:teamId',
} as const;

/** The element of the coach dashboard that "Prepara offline" leads to. */
export const COACH_PREPARE_HASH = 'prepara-offline';

export type NavGroupId = 'super-admin' | 'org-admin' | 'manager' | 'team-leader' | 'coach' | 'member';

export interface NavArea {
  id: string;
  label: MessageDescriptor;
  /** The route pattern of the router this area opens. */
  route: string;
  /** The link: the route with its parameters, the query that selects a tab, a fragment. */
  to: string;
  /** Query parameters that must hold for the area to be the current place (a tab of the screen). */
  query?: Record<string, string>;
  /** The area is the screen's default tab: current when the screen's URL names no tab. */
  defaultTab?: boolean;
  hash?: string;
  /** Other routes where this area is the current place (a team's report opened from the area's list). */
  alsoOn?: string[];
  /**
   * What it does needs the server (managing an organisation, publishing, downloading for offline use): with no
   * network it says so instead of opening a screen that would fail.
   */
  needsNetwork: boolean;
}

export interface NavGroup {
  id: NavGroupId;
  label: MessageDescriptor;
  areas: NavArea[];
}

export type NavRoles = Pick<
  RoleSummary,
  'isSuperAdmin' | 'isOrgAdmin' | 'isManager' | 'isTeamLeader' | 'isTeamMember' | 'isCoach' | 'organizationId'
> & { isImpersonating?: boolean };

/**
 * The route with its parameters filled in (React Router's generatePath would bring its code into the chunk every
 * page loads, /login's included: the router's own chunk).
 */
function fillPath(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (whole, name: string) =>
    params[name] != null ? encodeURIComponent(params[name]) : whole,
  );
}

function area(
  id: string,
  label: MessageDescriptor,
  route: string,
  options: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    defaultTab?: boolean;
    hash?: string;
    alsoOn?: string[];
    needsNetwork?: boolean;
  } = {},
): NavArea {
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const hash = options.hash ? `#${options.hash}` : '';
  return {
    id,
    label,
    route,
    to: `${fillPath(route, options.params ?? {})}${search}${hash}`,
    query: options.query,
    defaultTab: options.defaultTab,
    hash: options.hash,
    alsoOn: options.alsoOn,
    needsNetwork: options.needsNetwork ?? false,
  };
}

function orgAdminAreas(organizationId: string): NavArea[] {
  const params = { organizationId };
  const tab = (id: string, label: MessageDescriptor, query: Record<string, string>, extra = {}) =>
    area(id, label, NAV_ROUTES.orgAdmin, { params, query, needsNetwork: true, ...extra });
  return [
    tab('org-members', msg`Membri`, { [TAB_PARAM]: 'members' }, { defaultTab: true }),
    tab(
      'org-teams',
      msg`Team e report`,
      { [TAB_PARAM]: 'teams' },
      {
        alsoOn: [
          NAV_ROUTES.orgAdminTeamOverview,
          NAV_ROUTES.orgAdminCoachingReport,
          NAV_ROUTES.orgAdminAssessmentReport,
        ],
      },
    ),
    tab('org-assessments', msg`Assessment`, { [TAB_PARAM]: 'tpm' }),
    tab('org-content', msg`Contenuti`, { [TAB_PARAM]: 'content' }),
    tab('org-programs', msg`Programmi`, { [TAB_PARAM]: 'content', [SECTION_PARAM]: 'coaching-programs' }),
    tab('org-sessions', msg`Sessioni`, { [TAB_PARAM]: 'sessions' }),
    tab('org-devices', msg`Dispositivi`, { [TAB_PARAM]: 'devices' }),
  ];
}

/**
 * The areas of each role the user holds, one group per role, in the order of the roles' priority (the screen
 * a user lands on comes first), the member's own activities last. An org admin without an organisation has no
 * admin areas (there is no screen to open).
 */
export function navigationGroups(roles: NavRoles): NavGroup[] {
  const groups: NavGroup[] = [];
  if (roles.isSuperAdmin) {
    const tab = (id: string, label: MessageDescriptor, query: Record<string, string>, defaultTab = false) =>
      area(id, label, NAV_ROUTES.superAdmin, { query, defaultTab, needsNetwork: true });
    groups.push({
      id: 'super-admin',
      label: msg`Super amministratore`,
      areas: [
        tab('super-organizations', msg`Organizzazioni e impersonificazione`, { [TAB_PARAM]: 'organizations' }, true),
        tab('super-content', msg`Contenuti della libreria`, { [TAB_PARAM]: 'content' }),
      ],
    });
  }
  if (roles.isOrgAdmin && roles.organizationId) {
    groups.push({
      id: 'org-admin',
      label: roles.isImpersonating ? msg`Organizzazione impersonificata` : msg`Amministrazione`,
      areas: orgAdminAreas(roles.organizationId),
    });
  }
  if (roles.isManager) {
    groups.push({
      id: 'manager',
      label: msg`Manager`,
      areas: [
        area('manager-teams', msg`Team gestiti`, NAV_ROUTES.managerTeams, { alsoOn: [NAV_ROUTES.managerTeamReports] }),
        area('manager-assessment-reports', msg`Report assessment`, NAV_ROUTES.managerAssessmentReports),
        area('manager-coaching-reports', msg`Report coaching`, NAV_ROUTES.managerCoachingReports),
      ],
    });
  }
  if (roles.isTeamLeader) {
    groups.push({
      id: 'team-leader',
      label: msg`Team leader`,
      areas: [
        area('leader-dashboard', msg`Dashboard team leader`, NAV_ROUTES.teamLeaderDashboard),
        area('leader-team', msg`Il mio team`, NAV_ROUTES.teamOverview),
        area('leader-reports', msg`Report`, NAV_ROUTES.teamLeaderReports),
      ],
    });
  }
  if (roles.isCoach) {
    groups.push({
      id: 'coach',
      label: msg`Coach`,
      areas: [
        area('coach-dashboard', msg`Dashboard coach`, NAV_ROUTES.coach, { alsoOn: [NAV_ROUTES.coachTeamReport] }),
        area('coach-prepare', msg`Prepara offline`, NAV_ROUTES.coach, { hash: COACH_PREPARE_HASH, needsNetwork: true }),
      ],
    });
  }
  // Members, and the leaders and managers who are assessed and coached with their teams; not an admin or a
  // coach alone (they take no assessment), unless they hold no role that has areas of its own.
  if (roles.isTeamMember || roles.isTeamLeader || roles.isManager || groups.length === 0) {
    groups.push({
      id: 'member',
      label: msg`Le mie attività`,
      areas: [
        area('member-dashboard', msg`Dashboard personale`, NAV_ROUTES.userDashboard),
        area('member-assessments', msg`Assessment e risultati`, NAV_ROUTES.assessmentList, {
          alsoOn: [NAV_ROUTES.memberResults],
        }),
        area('member-coaching', msg`Coaching`, NAV_ROUTES.coachingList),
      ],
    });
  }
  return groups;
}
