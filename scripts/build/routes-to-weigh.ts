/**
 * The build's route lists, all derived from the router's route table (route-table.ts reads it): the routes
 * whose first-visit weight is measured, the first screens index.html preloads, and the modules of a signed-in
 * start. Only what lies outside the route table is named here: the signed-in frame every signed-in page loads.
 */
import { readRouteTable, type RouteModules } from './route-table.ts';

export interface RouteToWeigh {
  route: string;
  modules: string[];
}

const TABLE = readRouteTable();

function modulesOf(route: string): string[] {
  const found = TABLE.find((entry) => entry.route === route);
  if (!found) throw new Error(`routes to weigh: ${route} is not a lazy screen's route of src/app/router.tsx`);
  return found.modules;
}

/** A route's guard lets a visitor in without a session: its screen runs with the catalog's boot part. */
const isPublic = (entry: RouteModules) => entry.access === 'public';
/** A session is enough (terms, set-password): these screens come before the signed-in frame, from the boot part. */
const needsSessionOnly = (entry: RouteModules) => entry.access === 'authenticated';

export const LOGIN_ROUTE: RouteToWeigh = { route: '/login', modules: modulesOf('/login') };

// Signed in, the auth machine (src/app/auth/auth-runtime.ts), the catalog's rest part (src/lib/i18n/activate.ts)
// and the signed-in frame (src/app/signed-in-frame.ts) load too.
export const SIGNED_IN_MODULES = [
  'src/app/auth/app-auth.ts',
  'src/features/auth/actor-handle.ts',
  'src/locales/it/messages.po?rest',
  'src/app/BackendScope.tsx',
  'src/backend/client.ts',
  'src/app/layout/HeaderLogo.tsx',
  'src/app/layout/AppSyncIndicator.tsx',
  'src/app/layout/SignedInControls.tsx',
  'src/app/layout/navigation/HeaderStart.tsx',
  'src/app/offline/SignedInServices.tsx',
];

/** What a member's signed-in start runs: the signed-in frame, the dashboard and the assessment screens. */
export const SIGNED_IN_START_MODULES = [
  ...new Set([...SIGNED_IN_MODULES, ...modulesOf('/user'), ...modulesOf('/assessment/:assessmentId')]),
];

/** The lazy modules of the routes a visitor opens before signing in, or before the signed-in frame. */
export const SIGNED_OUT_ROUTE_MODULES = [
  ...new Set(TABLE.filter((entry) => isPublic(entry) || needsSessionOnly(entry)).flatMap((entry) => entry.modules)),
];

/** One route per lazy screen of the table (its first path), signed-in ones with the signed-in frame. */
export const ROUTES_TO_WEIGH: RouteToWeigh[] = TABLE.filter(
  (entry, index) => TABLE.findIndex((other) => other.screen === entry.screen) === index,
).map((entry) => ({
  route: entry.route,
  modules: isPublic(entry) ? entry.modules : [...new Set([...SIGNED_IN_MODULES, ...entry.modules])],
}));

/**
 * What the first screen of each signed-in route waits for before it paints (the screen's chunk, BackendScope
 * for the screens that read the backend, the screens it loads lazily in turn; the catalog's rest part comes
 * with every one): index.html preloads these for the route being opened (scripts/build/route-preload.ts).
 */
export const FIRST_SCREEN_PRELOADS: RouteToWeigh[] = TABLE.filter(
  (entry) => !isPublic(entry) && !needsSessionOnly(entry),
).map(({ route, modules }) => ({ route, modules }));
