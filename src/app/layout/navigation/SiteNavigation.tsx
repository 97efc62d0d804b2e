import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../../features/auth/hooks';
import { navigationGroups } from './areas';
import { currentAreaId } from './current-area';
import { NavigationPlaceholder } from './NavigationPlaceholder';
import { NavigationView } from './NavigationView';
import { useBackendReachable } from '../../../backend/use-backend-reachable';
import { useHashTarget } from './use-hash-target';
import './navigation.css';

/**
 * The signed-in frame's navigation, wired to the auth machine, the router's location and reachability. Nothing
 * while the roles are still being read or while the guards hold the user on the terms or a new password
 * (its links would only lead back there); the header keeps its place meanwhile.
 */
export function SiteNavigation() {
  const { roles, rolesLoading, adminCheckPending, profileStatus, termsAccepted, mustSetPassword } = useAuth();
  const location = useLocation();
  const reachable = useBackendReachable();
  const groups = useMemo(() => navigationGroups(roles), [roles]);
  useHashTarget();
  const isAdmin = roles.isSuperAdmin || roles.isOrgAdmin;
  const held = mustSetPassword || (!isAdmin && !termsAccepted);
  if (rolesLoading || adminCheckPending || profileStatus !== 'ready' || held) return <NavigationPlaceholder />;
  return <NavigationView groups={groups} currentId={currentAreaId(groups, location)} reachable={reachable} />;
}
