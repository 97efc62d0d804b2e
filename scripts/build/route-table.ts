/**
 * The app's routes as the build needs them, read from the route table's own source: each `guarded(access, path,
 * <Screen />)` of src/app/router.tsx, the module each lazy screen of src/app/routing/route-screens.tsx imports
 * (with BackendScope for a backendScreen), and the screens that module loads lazily in turn for that export
 * (the report screens). The build reads source text rather than importing the router, which needs a browser;
 * tests/build/route-preloads.test.ts checks this reading against the router itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RouteModules {
  /** A route of src/app/router.tsx, with :params. */
  route: string;
  /** Its guard's access (src/features/auth/route-guards.ts). */
  access: string;
  /** The name route-screens.tsx exports its screen under. */
  screen: string;
  /** The source modules its first screen loads lazily (paths relative to the repository). */
  modules: string[];
}

// import.meta.dirname: a test in jsdom gives this module an http: import.meta.url.
const ROOT = path.resolve(import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ROUTER_FILE = 'src/app/router.tsx';
export const ROUTE_SCREENS_FILE = 'src/app/routing/route-screens.tsx';
export const BACKEND_SCOPE = 'src/app/BackendScope.tsx';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** `from`'s import of `specifier` as a path relative to the repository, with its extension. */
function resolveImport(from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier);
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(path.join(ROOT, file)));
  if (!found) throw new Error(`route table: ${from} imports ${specifier}, which is not a file`);
  return found.split(path.sep).join('/');
}

interface LazyScreenSource {
  module: string;
  exported: string;
  backend: boolean;
}

/** Every lazy screen route-screens.tsx exports: its module, the export it renders, whether it reads the backend. */
export function readLazyScreens(): Map<string, LazyScreenSource> {
  const source = read(ROUTE_SCREENS_FILE);
  const screens = new Map<string, LazyScreenSource>();
  const pattern =
    /export const (\w+) = (lazyScreen|backendScreen)\(\(\) =>\s*(?:Promise\.all\(\[)?import\('([^']+)'\)\.then\(\(m\) => m\.(\w+)\)/g;
  for (const [, name, kind, specifier, exported] of source.matchAll(pattern))
    screens.set(name!, {
      module: resolveImport(ROUTE_SCREENS_FILE, specifier!),
      exported: exported!,
      backend: kind === 'backendScreen',
    });
  return screens;
}

/** The modules `module` loads with React's lazy() that the body of its export `exported` renders. */
function nestedLazyModules(module: string, exported: string): string[] {
  const source = read(module);
  const start = source.search(new RegExp(`export (?:function|const) ${exported}\\b`));
  if (start < 0) return [];
  const next = source.slice(start + 1).search(/\nexport /);
  const body = next < 0 ? source.slice(start) : source.slice(start, start + 1 + next);
  const lazies = source.matchAll(/const (\w+) = lazy\(\(\) =>\s*import\('([^']+)'\)/g);
  return [...lazies]
    .filter(([, name]) => new RegExp(`<${name}\\b`).test(body))
    .map(([, , specifier]) => resolveImport(module, specifier!));
}

/** Every guarded route of the router that renders a lazy screen, in the router's order. */
export function readRouteTable(): RouteModules[] {
  const screens = readLazyScreens();
  const calls = read(ROUTER_FILE).matchAll(/guarded\(\s*'([^']+)',\s*'([^']+)',\s*<(\w+)/g);
  return [...calls].flatMap(([, access, route, screen]) => {
    const lazy = screens.get(screen!);
    if (!lazy) return [];
    const modules = [
      ...(lazy.backend ? [BACKEND_SCOPE] : []),
      lazy.module,
      ...nestedLazyModules(lazy.module, lazy.exported),
    ];
    return [{ route: route!, access: access!, screen: screen!, modules }];
  });
}
