import type { AuthView } from '../../features/auth/auth-view';
import type { DashboardUser } from '../../features/dashboard/dashboard-types';

/** The auth machine's view, as the /user dashboard needs it. */
export function toDashboardUser(view: AuthView): DashboardUser | null {
  if (!view.user) return null;
  const { roles, profile } = view;
  return {
    userId: view.user.id,
    email: profile?.email ?? view.user.email,
    firstName: profile?.first_name ?? null,
    lastName: profile?.last_name ?? null,
    roles: roles.roles,
    isSuperAdmin: roles.isSuperAdmin,
    isOrgAdmin: roles.isOrgAdmin,
    isManager: roles.isManager,
    isTeamLeader: roles.isTeamLeader,
    isCoach: roles.isCoach,
    organizationId: roles.organizationId,
    ledTeamIds: roles.leaderTeams.map((team) => team.teamId),
    offline: view.offline,
  };
}
