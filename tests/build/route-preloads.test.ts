// @vitest-environment jsdom
// index.html hints the first screen's chunks of every signed-in route (scripts/build/route-preload.ts),
// from a list kept beside the router: a route added without its entry would quietly lose its hints.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PRELOADS } from '../../scripts/build/routes-to-weigh';
import { routes } from '../../src/app/router';
import type { GuardedRouteHandle } from '../../src/app/routing/guarded-route';

/** Signed-in screens that belong to the catalog's boot part and load with the entry's hints. */
const BOOT_SCREENS = ['/terms-and-privacy', '/set-password'];

function signedInPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const access = (route.handle as GuardedRouteHandle | undefined)?.guard.access;
    const own = route.path && access && access !== 'public' && !BOOT_SCREENS.includes(route.path) ? [route.path] : [];
    return [...own, ...signedInPaths(route.children ?? [])];
  });
}

describe('the route preload list', () => {
  it('names every signed-in route of the router, and no route the router lacks', () => {
    const listed = FIRST_SCREEN_PRELOADS.map(({ route }) => route).sort();
    expect(listed).toEqual(signedInPaths(routes).sort());
  });
});
