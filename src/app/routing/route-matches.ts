import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';

/** The routes matching the current address, outermost first (what a data router's useMatches() gives). */
export const RouteMatchesContext = createContext<RouteMatch[] | null>(null);

/** The matched routes, for RouteGuard: outside MatchedRoutes there are none, which a guard reads as "no guard" (denied). */
export function useRouteMatches(): RouteMatch[] {
  return useContext(RouteMatchesContext) ?? [];
}
