// @vitest-environment jsdom
// The build's route lists (preloads, weights, compile hints, catalog parts) come from scripts/build/route-table.ts,
// which reads the router's source: these tests check that reading against the router itself, so a route or a
// screen that moves cannot leave the build with another list than the one the router loads.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BACKEND_SCOPE, readLazyScreens, readRouteTable } from '../../scripts/build/route-table';
import { FIRST_SCREEN_PRELOADS } from '../../scripts/build/routes-to-weigh';
import { routes } from '../../src/app/router';
import type { GuardedRouteHandle } from '../../src/app/routing/guarded-route';
import * as screens from '../../src/app/routing/route-screens';

interface RouterEntry {
  route: string;
  access: string;
  screen: string;
}

/** The router's guarded routes that render a lazy screen, by the name route-screens.tsx exports it under. */
function routerEntries(list: RouteObject[]): RouterEntry[] {
  return list.flatMap((route) => {
    const access = (route.handle as GuardedRouteHandle | undefined)?.guard.access;
    const type = (route.element as { type?: unknown } | null | undefined)?.type;
    const screen = Object.entries(screens).find(([, value]) => value === type)?.[0];
    const own = route.path && access && screen ? [{ route: route.path, access, screen }] : [];
    return [...own, ...routerEntries(route.children ?? [])];
  });
}

describe('the route table the build reads', () => {
  it('has every lazy route of the router, with its guard and its screen, and nothing else', () => {
    const read = readRouteTable().map(({ route, access, screen }) => ({ route, access, screen }));
    expect(read).toEqual(routerEntries(routes));
  });

  // Imports every screen: slow on a busy machine.
  it('names, for each screen, a module that exports the component the screen loads', { timeout: 120_000 }, async () => {
    const lazyScreens = screens as unknown as Record<string, { preload: () => Promise<unknown> }>;
    for (const [name, { module, exported, backend }] of readLazyScreens()) {
      const imported = (await import(`../../${module}`)) as Record<string, unknown>;
      expect(typeof imported[exported], `${module} exports ${exported}`).toBe('function');
      // What the lazy screen itself loads: that export, or a backendScreen's wrapper around it.
      const loaded = (await lazyScreens[name]!.preload()) as { name?: string };
      if (backend) expect(loaded.name, name).toBe('WithBackend');
      else expect(loaded, name).toBe(imported[exported]);
      const entry = readRouteTable().find((route) => route.screen === name);
      if (entry) expect(entry.modules.includes(BACKEND_SCOPE), name).toBe(backend);
    }
  });

  it('preloads every signed-in route past the session-only screens', () => {
    const preloaded = FIRST_SCREEN_PRELOADS.map(({ route }) => route).sort();
    const signedIn = routerEntries(routes)
      .filter(({ access }) => access !== 'public' && access !== 'authenticated')
      .map(({ route }) => route)
      .sort();
    expect(preloaded).toEqual(signedIn);
  });
});
