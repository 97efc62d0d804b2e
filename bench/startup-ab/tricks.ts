/**
 * The start-up tricks bench/startup-ab.ts weighs: each one's name, what it claims to save and where, and how a
 * build does without it (variant.config.ts applies `without` to the app's config).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';

type Config = Omit<UserConfig, 'plugins'> & { plugins: Plugin[] };

export interface Trick {
  name: string;
  /** What it is meant to save, in a few words. */
  claim: string;
  /** The route whose first visit it is meant to help: '/login' signed out, '/user' signed in. */
  route: '/login' | '/user';
  without(config: Config): Config;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

const dropPlugin =
  (name: string) =>
  (config: Config): Config => ({ ...config, plugins: config.plugins.filter((plugin) => plugin.name !== name) });

const withBuild =
  (change: (build: NonNullable<UserConfig['build']>) => NonNullable<UserConfig['build']>) =>
  (config: Config): Config => ({ ...config, build: change({ ...config.build }) });

/** Builds the app's module `from` (relative to the repository) from the bench's `to` (relative to this folder). */
function swapModule(from: string, to: string): Plugin {
  const fromFile = path.join(root, from);
  const toFile = path.join(here, to);
  const stem = path.basename(from).replace(/\.tsx?$/, '');
  return {
    name: `startup-ab:swap:${from}`,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === toFile || !source.includes(stem)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === fromFile ? toFile : null;
    },
  };
}

const swapping =
  (...swaps: [from: string, to: string][]) =>
  (config: Config): Config => ({
    ...config,
    plugins: [...swaps.map(([from, to]) => swapModule(from, to)), ...config.plugins],
  });

/** Every message in `?boot`, none in `?rest`: the catalogs as one part each, as before they were split. */
function wholeCatalogs(): Plugin {
  return {
    name: 'startup-ab:whole-catalogs',
    enforce: 'pre',
    load(id) {
      const match = /^(.*\.po)\?(boot|rest)$/.exec(id);
      if (!match?.[1]) return null;
      return match[2] === 'rest'
        ? 'export const messages = {};'
        : `export { messages } from ${JSON.stringify(match[1])};`;
    },
  };
}

export const TRICKS: Trick[] = [
  {
    name: 'deferred-auth-machine',
    claim: 'XState and the auth machine load with the first sign-in, not with /login',
    route: '/login',
    without: swapping(['src/app/auth/auth-runtime.ts', 'variants/eager-auth-runtime.ts']),
  },
  {
    name: 'restored-view',
    claim: 'a signed-in start renders its screen from the device before the machine has loaded',
    route: '/user',
    without: swapping(['src/features/auth/pre-machine-view.ts', 'variants/no-restored-view.ts']),
  },
  {
    name: 'catalog-parts',
    claim: '/login downloads the boot part of the catalog, not all of it',
    route: '/login',
    without: (config) => ({
      ...config,
      plugins: [wholeCatalogs(), ...dropPlugin('taas:catalog-parts')(config).plugins],
    }),
  },
  {
    name: 'route-preload',
    claim: "index.html hints the opened route's first chunks",
    route: '/user',
    without: dropPlugin('taas:route-preload'),
  },
  {
    name: 'compile-hints',
    claim: "V8 compiles the signed-in start's chunks eagerly, off the main thread",
    route: '/user',
    without: dropPlugin('taas:compile-hints'),
  },
  {
    name: 'no-vite-modulepreload',
    claim: "no <link rel=modulepreload> inserted by Vite's preload helper for each dynamic import",
    route: '/user',
    without: withBuild(({ modulePreload: _dropped, ...build }) => build),
  },
  {
    name: 'min-chunk-size',
    claim: 'small side-effect-free chunks merged: fewer files',
    route: '/user',
    without: withBuild((build) => ({
      ...build,
      rollupOptions: {
        ...build.rollupOptions,
        output: { ...build.rollupOptions?.output, experimentalMinChunkSize: undefined },
      },
    })),
  },
  {
    name: 'pure-react-factories',
    claim: 'createContext, lazy, memo, forwardRef declared pure: more chunks merge',
    route: '/user',
    without: withBuild((build) => ({ ...build, rollupOptions: { ...build.rollupOptions, treeshake: undefined } })),
  },
  {
    name: 'single-stylesheet',
    claim: 'one stylesheet: no stylesheet inserted per lazy screen',
    route: '/user',
    without: withBuild((build) => ({ ...build, cssCodeSplit: true })),
  },
];
