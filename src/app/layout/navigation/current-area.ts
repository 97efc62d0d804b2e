import { matchPath } from 'react-router-dom';
import type { NavArea, NavGroup } from './areas';

export interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * How well an area names the place: 0 not at all; otherwise more for each part that agrees (the route, the
 * selected tab, the fragment), so that on /org-admin/x?tab=content&section=coaching-programs "Programmi" wins
 * over "Contenuti", and on /coach "Dashboard coach" over "Prepara offline".
 */
function score(area: NavArea, place: Place, params: URLSearchParams): number {
  const onRoute = matchPath({ path: area.route, end: true }, place.pathname) != null;
  if (!onRoute) return (area.alsoOn ?? []).some((route) => matchPath(route, place.pathname)) ? 1 : 0;
  const hash = place.hash.replace(/^#/, '');
  if (area.hash && area.hash !== hash) return 0;
  let points = 1 + (area.hash ? 1 : 0);
  for (const [key, value] of Object.entries(area.query ?? {})) {
    const actual = params.get(key);
    if (actual === value) points += 1;
    else if (actual == null && area.defaultTab) points += 0;
    else return 0;
  }
  return points;
}

/** The id of the area that is the current place (aria-current="page"), or null when none of them is. */
export function currentAreaId(groups: NavGroup[], place: Place): string | null {
  const params = new URLSearchParams(place.search);
  let best: { id: string; points: number } | null = null;
  for (const group of groups)
    for (const area of group.areas) {
      const points = score(area, place, params);
      if (points > 0 && (!best || points > best.points)) best = { id: area.id, points };
    }
  return best?.id ?? null;
}
