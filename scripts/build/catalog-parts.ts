/**
 * Saves 10.2 KiB gzip of the JS a first visit to /login downloads (bench/startup-ab.ts, 2026-11-28).
 * The message catalogs in two parts (the login page downloads only what signing in needs):
 * `messages.po?boot` holds the messages of the code a signed-out visitor runs (the app shell, the login
 * and landing screens, shared UI; BOOT_SOURCES), `messages.po?rest` every other message. The app loads the
 * boot part at start and the rest with the first screen that needs it (src/lib/i18n/activate.ts); each
 * .po file stays the one catalog translators edit and `npm run i18n:check` checks.
 * The build fails when a chunk a signed-out visitor loads holds code outside BOOT_SOURCES (its messages
 * would be missing): see checkBootChunks.
 */
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { SIGNED_OUT_ROUTE_MODULES } from './routes-to-weigh.ts';
import { staticClosure } from './static-closure.ts';

/** Source folders whose messages are in the boot part (paths relative to the project root). */
export const BOOT_SOURCES = [
  'src/app/',
  'src/lib/',
  'src/ui/',
  'src/features/auth/',
  'src/features/landing/',
  'src/features/installed-app/',
];

/**
 * The lazy modules a signed-out visitor (or one not past the login yet) loads without the rest part, checked
 * against BOOT_SOURCES: the screens of the public and session-only routes (from the route table), and the
 * parts the app shell loads on any page.
 */
export const SIGNED_OUT_MODULES = [
  ...SIGNED_OUT_ROUTE_MODULES,
  'src/ui/toast/Toaster.tsx',
  'src/features/installed-app/InstallButton.tsx',
  'src/app/service-worker/register.ts',
];

const PART = /\.po\?(boot|rest)$/;
const inBoot = (file: string) => BOOT_SOURCES.some((folder) => file.startsWith(folder));

/**
 * The source files with messages (`withMessages`, from the catalog's origins) outside BOOT_SOURCES that
 * chunks a signed-out visitor loads hold: their messages would be missing.
 */
export function sourcesOutsideBoot(bundle: OutputBundle, root: string, withMessages: Set<string>): string[] {
  const relative = (id: string | null) => (id ? path.relative(root, id).split(path.sep).join('/') : '');
  const loaded = staticClosure(
    bundle,
    (chunk) => chunk.isEntry || SIGNED_OUT_MODULES.includes(relative(chunk.facadeModuleId)),
  );
  const outside = loaded
    .flatMap((chunk) => chunk.moduleIds.map(relative))
    .filter((file) => withMessages.has(file) && !inBoot(file));
  return [...new Set(outside)].sort();
}

/** Compiles the boot or rest part of a .po catalog imported as `…/messages.po?boot` / `?rest`. */
export function catalogParts(): Plugin {
  const config = getConfig();
  const root = config.rootDir ?? process.cwd();
  return {
    name: 'taas:catalog-parts',
    enforce: 'pre',
    async load(id) {
      const part = PART.exec(id)?.[1];
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      const found = getCatalogForFile(path.relative(root, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const [entries, { messages }] = await Promise.all([
        catalog.read(locale),
        catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: config.sourceLocale ?? 'it',
        }),
      ]);
      const wanted = part === 'boot';
      const selected = Object.fromEntries(
        Object.entries(messages).filter(
          ([id]) => (entries[id]?.origin ?? []).some(([origin]) => inBoot(origin)) === wanted,
        ),
      );
      const { source, errors } = createCompiledCatalog(locale, selected, { namespace: 'es' });
      if (errors.length > 0) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code: source, map: null };
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const [catalog] = await getCatalogs(config);
      if (!catalog) this.error('lingui.config.ts names no catalog');
      const entries = await catalog.read(config.sourceLocale ?? 'it');
      const withMessages = new Set(
        Object.values(entries).flatMap((entry) => (entry.origin ?? []).map(([file]) => file)),
      );
      const outside = sourcesOutsideBoot(bundle, root, withMessages);
      if (outside.length > 0)
        this.error(
          `catalog parts: the signed-out chunks hold code outside BOOT_SOURCES, whose messages the boot part lacks: ${outside.join(', ')}`,
        );
    },
  };
}
