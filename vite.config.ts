import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { anonKey } from './scripts/build/anon-key.ts';
import { precompress } from './scripts/build/precompress.ts';
import { jsBudget } from './scripts/build/js-budget.ts';
import { catalogParts } from './scripts/build/catalog-parts.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { routePreload } from './scripts/build/route-preload.ts';
import { FIRST_SCREEN_PRELOADS, SIGNED_IN_START_MODULES } from './scripts/build/routes-to-weigh.ts';
import { LANGUAGE_STORAGE_KEY } from './src/lib/i18n/languages.ts';

// A plain config object (not a function): vitest.config.ts merges it.
export default defineConfig({
  plugins: [
    // The build talks to this installation's embedded backend unless VITE_SUPABASE_URL names another.
    anonKey(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    catalogParts(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/app/service-worker/register.ts registers the worker through workbox-window.
      injectRegister: false,
      manifest: {
        name: 'TaaS Coaching – valutazione e coaching dei team',
        short_name: 'TaaS Coaching',
        description: 'Assessment e percorsi di coaching per i team, anche offline.',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f4e79',
        background_color: '#f6f8fb',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // globPatterns already takes every built and public file once.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff,woff2}'],
      },
      devOptions: { enabled: false },
    }),
    // The static server sends these .br/.gz files; the build fails when the JS a first visit to
    // /login downloads passes 120 KiB gzip (see `npm run bench:routes`).
    precompress(),
    // The chunks of the opened route's first screen download beside the entry, not after it.
    routePreload({
      routes: FIRST_SCREEN_PRELOADS.map(({ route, modules }) => ({ path: route, modules })),
      catalogs: { it: 'src/locales/it/messages.po?rest', en: 'src/locales/en/messages.po?rest' },
      languageKey: LANGUAGE_STORAGE_KEY,
    }),
    jsBudget({ limitKiB: 120 }),
    // Offline cold start: the chunks a signed-in start runs are compiled eagerly, off the main thread.
    compileHints(SIGNED_IN_START_MODULES),
  ],
  build: {
    // Saves 1.3 KiB gzip on /user, 0.8 on /login (bench/startup-ab.ts, 2026-11-28; main thread within the noise).
    // Vite's preload helper inserts a <link rel="modulepreload"> for every JS file a dynamic import
    // needs, and inserting them took a phone tens of milliseconds of main thread right after the first screen
    // (long tasks). Rollup's chunks import every file they need directly (hoisted transitive imports), so the
    // browser asks for all of them at once when the chunk arrives; a route's first screen has its files hinted
    // from index.html (routePreload). With the one stylesheet below, no lazy chunk has styles of its own to insert.
    // index.html still lists the entry's own imports (React's chunk above all), so they download with the entry
    // instead of after it has been parsed.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The gzip column of the build log: the budget (js-budget.ts) and `npm run bench:routes` weigh what counts.
    reportCompressedSize: false,
    // Kept because the line above needs it: with per-screen stylesheets, Vite's helper (which no longer runs for
    // lazy chunks) would be what loads a screen's styles. On its own it measured inside the noise (2026-11-28).
    // One stylesheet for the whole app (35 KB, 7 KB gzip), linked by index.html. Per-screen stylesheets
    // were inserted by Vite's preload helper as each lazy screen loaded: DOM queries and a <link> per import, the
    // screen's code held until its stylesheet had loaded, and every arriving stylesheet restyled and laid out the
    // whole page again (long tasks after the first screen, as the header's parts arrived). Measured interleaved,
    // 18 Lighthouse audits per route and build: an assessment median 91.5 -> 93, /user 89 -> 90. The screens'
    // styles are scoped by their own class names, so applying all of them everywhere changes no page.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: what each chunk imports, for the size budget and `npm run bench:routes`.
    manifest: true,
    rollupOptions: {
      // Saves 1.1 KiB gzip and 5 files on /user (bench/startup-ab.ts, 2026-11-28).
      // React's element factories (and Radix's name helper) run nothing when a module loads: declared pure, the
      // small modules that only create a context or a lazy component count as side-effect free, and Rollup merges
      // their chunks (below) instead of shipping each as a file of its own (a signed-in start: 29 files -> 24, an
      // assessment 35 -> 29).
      treeshake: { manualPureFunctions: ['createContext', 'lazy', 'memo', 'forwardRef', '__name'] },
      output: {
        // Saves 5.2 KiB gzip and 33 files on /user, 1.2 KiB on /login (bench/startup-ab.ts, 2026-11-28).
        // Offline cold start: Rollup merges a chunk without side effects under this size into one
        // loaded in similar conditions. A signed-in start fetched 48 files, now 29 (each a request the page
        // makes and Cache Storage answers); /login is no heavier (105 KiB gzip). Measured interleaved: ~8 %
        // off the cold start. The build then notes that two modules the logout hooks import dynamically stay
        // in their static importer's chunk: expected, that chunk is what the dynamic import loads.
        experimentalMinChunkSize: 100_000,
        // Libraries change less often than the app: separate chunks keep them cached across releases.
        // Only the ones every page needs: a catch-all vendor chunk would be a static import of the entry
        // and pull the libraries of lazy screens (charts, PDF export) into the first visit.
        manualChunks(id: string) {
          // The scoring code is loaded when an assessment is scored (src/features/assessment/scorer.ts), not with the
          // first question: left to the small-chunk merge above, it would rejoin the assessment screen's chunk. A
          // manual chunk also takes in every module it imports that has no manual chunk of its own: the option
          // shapes the question widgets share with it, and Vite's preload helper that every page uses, so both
          // are given one (the helper goes with React, which every page loads).
          if (id.includes('/src/features/assessment/scoring/normalize-options')) return 'assessment-options';
          // The custom-logic sandbox loads on first use, on its own (only custom-logic rules need it).
          if (id.includes('/src/features/assessment/scoring/custom-logic/web-worker-runner'))
            return 'web-worker-runner';
          if (id.includes('/src/features/assessment/scoring/')) return 'scoring';
          if (id.includes('vite/preload-helper')) return 'vendor-react';
          if (!id.includes('node_modules')) return undefined;
          // tslib: the entry's Radix pieces use it too; left alone it lands in the supabase chunk and drags it into the entry.
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|tslib)\//.test(id))
            return 'vendor-react';
          if (id.includes('node_modules/@supabase/')) return 'vendor-supabase';
          return undefined;
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 4173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
