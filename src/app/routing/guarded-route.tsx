import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteAccess, RouteGuardRule } from '../../features/auth/route-guards';

/** What a guarded route keeps in its `handle`; RouteGuard reads it from the matched routes (useRouteMatches). */
export interface GuardedRouteHandle {
  guard: RouteGuardRule;
}

/**
 * One guarded route in one line: `guarded('team-leader', '/team-overview', <TeamOverviewRoute />)`.
 * A route built without a guard is denied to everyone (see RouteGuard).
 */
export function guarded(
  access: RouteAccess,
  path: string,
  element: ReactNode,
  options: Omit<RouteGuardRule, 'access'> = {},
): RouteObject {
  const handle: GuardedRouteHandle = { guard: { access, ...options } };
  return { path, element, handle };
}

/** A fixed redirect, open to everyone (the target route applies its own guard). */
export function redirectRoute(path: string, to: string): RouteObject {
  return guarded('public', path, <Navigate to={to} replace />);
}
