import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteMatchesContext } from './route-matches';

/**
 * Renders the route table under a BrowserRouter (React Router's declarative mode, half the code of its data
 * router: the login page's size budget) and tells the guards which routes matched, as the data router's
 * useMatches() did.
 */
export function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const element = useRoutes(routes, location);
  return <RouteMatchesContext.Provider value={matches}>{element}</RouteMatchesContext.Provider>;
}
