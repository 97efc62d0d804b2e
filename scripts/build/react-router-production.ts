import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds with react-router's production files. Its package exports only `dist/development` (as of
 * 7.18, a known upstream gap), whose renders run the development warnings and checks (ENABLE_DEV_WARNINGS) on every
 * route render: main-thread time on a phone for nothing. The build maps both of the app's entry
 * points (react-router, and react-router/dom through react-router-dom) to the same files of `dist/production`;
 * the development server and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const production = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
