/**
 * What a first visit to a route downloads, read from Vite's build manifest (dist/.vite/manifest.json):
 * the entry chunk and its static imports, what the app loads at boot whatever the route (BOOT_MODULES), and the
 * route's own lazy chunk with its static imports once the router loads that route lazily.
 * Used by the build's size budget (vite.config.ts) and by `npm run bench:routes`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Modules every first visit loads whatever the route: the boot part of the Italian catalog (the source
 * locale; src/lib/i18n/activate.ts) at start, and, once the page has loaded, the service worker's
 * registration (src/main.tsx). Later in the visit, yet unasked, still counts.
 */
export const BOOT_MODULES = ['src/locales/it/messages.po?boot', 'src/app/service-worker/register.ts'];

/** The manifest key of the app's one stylesheet when `build.cssCodeSplit` is off. */
const SINGLE_STYLESHEET = 'style.css';

export function readManifest(dist: string): ViteManifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with build.manifest enabled (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/** The manifest keys a set of chunks needs before running: themselves and their static imports, transitively (never dynamic ones). */
function staticClosure(manifest: ViteManifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

export interface FirstVisit {
  js: string[];
  css: string[];
  /** The route modules that are chunks of their own (lazy); the others are bundled into what loads anyway. */
  lazyModules: string[];
}

/** The files (relative to dist/) a first visit to a route downloads; `routeModules` are the source files the router would load lazily for it. */
export function firstVisitFiles(manifest: ViteManifest, routeModules: string[] = []): FirstVisit {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('the build manifest has no entry chunk');
  const lazyModules = routeModules.filter((key) => manifest[key]?.isDynamicEntry);
  const keys = staticClosure(manifest, [...entries, ...BOOT_MODULES, ...lazyModules]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  // Without CSS code splitting (vite.config.ts) the build has one stylesheet, which index.html links on every page.
  const single = manifest[SINGLE_STYLESHEET];
  if (single) css.add(single.file);
  return { js: [...js].sort(), css: [...css].sort(), lazyModules };
}

export interface Weight {
  raw: number;
  gzip: number;
}

/** Bytes on disk and gzip-compressed at the level the build precompresses with (what a gzip-only client downloads). */
export function weigh(dist: string, files: string[]): Weight {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
