/**
 * Brings /user's largest paint 288 ms sooner at a 4x slower CPU and slow 4G, cold cache (A-vs-A noise 84 ms;
 * 10 interleaved pairs, bench/startup-ab.ts, 2026-11-28).
 * Route-aware preloading (Lighthouse on a signed-in page). index.html is the same page for every
 * route, so on its own the browser learns which chunks a route's first screen needs only once the entry
 * and React have downloaded and run: one more round trip, after the largest downloads, before the screen.
 * A small inline script in index.html, run while the page is parsed, adds the hints for the route being
 * opened: <link rel="modulepreload"> for its screen's chunks (with their static imports) and the catalog's
 * rest part in the stored language, <link rel="preload" as="style"> for their CSS, so they download beside
 * the entry. Vite's own preloading later finds these links and adds none twice. The static server allows
 * the script by its hash (server/cli/static-server.ts). Offline, the service worker answers the hints from
 * its cache like any other request.
 */
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import type { Language } from '../../src/lib/i18n/languages.ts';
import { staticClosure } from './static-closure.ts';

export interface FirstScreenPreload {
  /** A route of src/app/router.tsx, with :params. */
  path: string;
  /** The source modules its first screen waits for (paths relative to the project root). */
  modules: string[];
}

export interface RoutePreloadOptions {
  routes: FirstScreenPreload[];
  /** Per language, the catalog part every preloaded route waits for; the first one is the default language. */
  catalogs: Record<Language, string>;
  /** localStorage key of the preferred language (src/lib/i18n/languages.ts). */
  languageKey: string;
}

/** A route path as a regular expression on location.pathname (a trailing slash allowed). */
export function routePattern(route: string): string {
  const segments = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

interface ChunkFiles {
  js: string[];
  css: string[];
}

/** A module as Rollup names it: the absolute path, with the query of a virtual part (messages.po?rest). */
function moduleId(root: string, file: string): string {
  const [modulePath = file, query] = file.split('?');
  return path.resolve(root, modulePath) + (query ? `?${query}` : '');
}

/** The files loading `modules` fetches that the page does not already load with its entry. */
function filesFor(bundle: OutputBundle, root: string, modules: string[], entry: Set<OutputChunk>): ChunkFiles {
  const wanted = new Set(modules.map((file) => moduleId(root, file)));
  const closure = staticClosure(bundle, (chunk) => chunk.moduleIds.some((id) => wanted.has(id)));
  const held = new Set(closure.flatMap((chunk) => chunk.moduleIds));
  const missing = modules.filter((file) => !held.has(moduleId(root, file)));
  if (missing.length > 0) throw new Error(`route preload: no chunk holds ${missing.join(', ')}`);
  const chunks = closure.filter((chunk) => !entry.has(chunk));
  return {
    js: chunks.map((chunk) => chunk.fileName),
    css: chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  };
}

/**
 * The inline script: finds the route of location.pathname and appends its hints to <head>, then the catalog's.
 * The route's hints go first: the first localStorage read of a page waits on the browser process (1-20 ms
 * measured on a busy machine), and the route's chunks need not wait for it.
 */
export function preloadScript(
  routes: [pattern: string, files: string[]][],
  catalogs: Record<string, string[]>,
  languageKey: string,
  defaultLanguage: string,
): string {
  return (
    `(function(){var r=${JSON.stringify(routes)},c=${JSON.stringify(catalogs)},l;` +
    `function h(f){for(var j=0;j<f.length;j++){var k=document.createElement('link');if(/\\.css$/.test(f[j])){k.rel='preload';k.as='style'}else k.rel='modulepreload';` +
    `k.crossOrigin='';k.href='/'+f[j];document.head.appendChild(k)}}` +
    `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(location.pathname)){h(r[i][1]);` +
    `try{l=localStorage.getItem(${JSON.stringify(languageKey)})}catch(e){}h(c[l]||c[${JSON.stringify(defaultLanguage)}]);break}})()`
  );
}

/**
 * Before the page's first stylesheet or module script, after its <meta> tags: an inline script after a
 * stylesheet would wait for it to load, and <meta charset> must stay within the page's first 1,024 bytes.
 */
export function insertBeforeStylesheets(html: string, script: string): string {
  const at = html.search(/<(script\b|link\b[^>]*\brel="?(stylesheet|modulepreload))/i);
  const index = at >= 0 ? at : html.indexOf('</head>');
  if (index < 0) throw new Error('route preload: index.html has no <head>');
  return `${html.slice(0, index)}${script}\n    ${html.slice(index)}`;
}

export function routePreload({ routes, catalogs, languageKey }: RoutePreloadOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'taas:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = new Set(staticClosure(bundle, (chunk) => chunk.isEntry));
        // Routes whose first screens load the same files share one entry: one pattern matching any of them.
        const byFiles = new Map<string, { patterns: string[]; files: string[] }>();
        for (const { path: route, modules } of routes) {
          const { js, css } = filesFor(bundle, root, modules, entry);
          const files = [...js, ...css];
          const group = byFiles.get(files.join()) ?? { patterns: [], files };
          group.patterns.push(routePattern(route));
          byFiles.set(files.join(), group);
        }
        const table = [...byFiles.values()].map(({ patterns, files }): [string, string[]] => [
          patterns.map((pattern) => `(?:${pattern})`).join('|'),
          files,
        ]);
        const catalogFiles = Object.fromEntries(
          Object.entries(catalogs).map(([language, module]) => [language, filesFor(bundle, root, [module], entry).js]),
        );
        const [defaultLanguage] = Object.keys(catalogs);
        const script = `<script>${preloadScript(table, catalogFiles, languageKey, defaultLanguage ?? 'it')}</script>`;
        return insertBeforeStylesheets(html, script);
      },
    },
  };
}
