/** What the app tells the /user dashboard about the signed-in user (features do not read each other). */
export interface DashboardUser {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Role types held, in priority order; empty for a plain user. */
  roles: readonly string[];
  isSuperAdmin: boolean;
  isOrgAdmin: boolean;
  isManager: boolean;
  isTeamLeader: boolean;
  isCoach: boolean;
  organizationId: string | null;
  /** Teams the user leads (team_leader role or manager assignment). */
  ledTeamIds: readonly string[];
  /** Signed in from data saved on this device (no network). */
  offline: boolean;
}

export interface DashboardLink {
  to: string;
  kind:
    'assessments' | 'coaching' | 'super-admin' | 'org-admin' | 'manager' | 'team-leader' | 'team-overview' | 'coach';
}

/** The dashboards this user may open, by role. */
export function availableDashboards(
  user: Pick<
    DashboardUser,
    'isSuperAdmin' | 'isOrgAdmin' | 'isManager' | 'isTeamLeader' | 'isCoach' | 'organizationId'
  >,
): DashboardLink[] {
  const links: DashboardLink[] = [
    { to: '/assessment-list', kind: 'assessments' },
    { to: '/coaching-list', kind: 'coaching' },
  ];
  if (user.isSuperAdmin) links.push({ to: '/super-admin', kind: 'super-admin' });
  if (user.isOrgAdmin && user.organizationId)
    links.push({ to: `/org-admin/${user.organizationId}`, kind: 'org-admin' });
  if (user.isManager) links.push({ to: '/manager/teams', kind: 'manager' });
  if (user.isTeamLeader) {
    links.push({ to: '/team-leader/dashboard', kind: 'team-leader' });
    links.push({ to: '/team-overview', kind: 'team-overview' });
  }
  if (user.isCoach) links.push({ to: '/coach', kind: 'coach' });
  return links;
}
