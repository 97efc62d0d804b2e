// Index.html hints the chunks of the opened route's first screen (and the catalog's rest part
// in the stored language) from an inline script that runs before the page's stylesheet, so they download
// beside the entry instead of after it.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { insertBeforeStylesheets, routePattern, routePreload } from '../../scripts/build/route-preload.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROOT = '/project';
const PAGE = [
  '<!doctype html><html><head>',
  '<meta charset="UTF-8" />',
  '<title>app</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body></body></html>',
].join('\n');

function chunk(fileName: string, fields: Partial<OutputChunk> & { css?: string[] } = {}): OutputChunk {
  const { css = [], ...rest } = fields;
  return {
    type: 'chunk',
    fileName,
    code: '',
    isEntry: false,
    imports: [],
    moduleIds: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as OutputChunk;
}

function bundle(): OutputBundle {
  const chunks = [
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/vendor-react.js'],
      moduleIds: [`${ROOT}/src/main.tsx`],
    }),
    chunk('assets/vendor-react.js'),
    chunk('assets/AssessmentRoutes.js', {
      moduleIds: [`${ROOT}/src/app/offline/AssessmentRoutes.tsx`],
      imports: ['assets/dexie.js', 'assets/vendor-react.js'],
      css: ['assets/AssessmentRoutes.css'],
    }),
    chunk('assets/dexie.js'),
    chunk('assets/UserDashboardRoute.js', { moduleIds: [`${ROOT}/src/app/screens/UserDashboardRoute.tsx`] }),
    chunk('assets/messages-it-rest.js', { moduleIds: [`${ROOT}/src/locales/it/messages.po?rest`] }),
    chunk('assets/messages-en-rest.js', { moduleIds: [`${ROOT}/src/locales/en/messages.po?rest`] }),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

function buildPage(modules = ['src/app/offline/AssessmentRoutes.tsx']): string {
  const plugin = routePreload({
    routes: [
      { path: '/assessment/:assessmentId', modules },
      { path: '/assessment-list', modules },
      { path: '/user', modules: ['src/app/screens/UserDashboardRoute.tsx'] },
    ],
    catalogs: { it: 'src/locales/it/messages.po?rest', en: 'src/locales/en/messages.po?rest' },
    languageKey: 'preferred-language',
  });
  (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
  const { handler } = plugin.transformIndexHtml as {
    handler: (html: string, context: { bundle?: OutputBundle }) => string;
  };
  return handler(PAGE, { bundle: bundle() });
}

interface Hint {
  rel: string;
  as?: string;
  href: string;
  crossOrigin?: string;
}

/** Runs the page's inline script as a browser would, at `pathname` with `storage` (given the links added so far); returns the links it added. */
function hintsAt(page: string, pathname: string, storage: (added: readonly Hint[]) => string | null): Hint[] {
  const code = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!code) throw new Error('no inline script');
  const head: Hint[] = [];
  const document = { createElement: () => ({}) as Hint, head: { appendChild: (link: Hint) => head.push({ ...link }) } };
  const localStorage = { getItem: () => storage(head) };
  new Function('location', 'document', 'localStorage', code)({ pathname }, document, localStorage);
  return head;
}

describe('routePattern', () => {
  it('matches the route with any value for its parameters and an optional trailing slash, nothing longer or different', () => {
    const pattern = new RegExp(routePattern('/assessment/:assessmentId'));
    expect(pattern.test('/assessment/54000000-0000-4000-8000-000000000001')).toBe(true);
    expect(pattern.test('/assessment/abc/')).toBe(true);
    expect(pattern.test('/assessment/abc/results')).toBe(false);
    expect(pattern.test('/assessment-list')).toBe(false);
    expect(pattern.test('/x/assessment/abc')).toBe(false);
  });
});

describe('insertBeforeStylesheets', () => {
  it('puts the script after the <meta> tags and before the first module script or stylesheet', () => {
    const page = insertBeforeStylesheets(PAGE, '<script>hint()</script>');
    expect(page.indexOf('<script>hint()</script>')).toBeGreaterThan(page.indexOf('<meta charset'));
    expect(page.indexOf('<script>hint()</script>')).toBeLessThan(page.indexOf('<script type="module"'));
    expect(page.indexOf('<script>hint()</script>')).toBeLessThan(page.indexOf('rel="stylesheet"'));
  });
});

describe('the routePreload plugin', () => {
  it('on an assessment, hints its chunks and their imports (not what the entry loads), its CSS and the Italian catalog', () => {
    const hints = hintsAt(buildPage(), '/assessment/54000000-0000-4000-8000-000000000001', () => null);
    expect(hints).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/AssessmentRoutes.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/dexie.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/AssessmentRoutes.css' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/messages-it-rest.js' },
    ]);
  });

  it('takes the catalog of the stored language, and Italian when storage is blocked', () => {
    const english = hintsAt(buildPage(), '/user', () => 'en').map((hint) => hint.href);
    expect(english).toEqual(['/assets/UserDashboardRoute.js', '/assets/messages-en-rest.js']);
    const blocked = hintsAt(buildPage(), '/user', () => {
      throw new Error('SecurityError');
    }).map((hint) => hint.href);
    expect(blocked).toEqual(['/assets/UserDashboardRoute.js', '/assets/messages-it-rest.js']);
  });

  it('hints nothing on a route it does not list (the login page), and does not read the storage there', () => {
    let reads = 0;
    expect(hintsAt(buildPage(), '/login', () => (reads++, null))).toEqual([]);
    expect(reads).toBe(0);
  });

  // The first localStorage read of a page waits on the browser process: the route's chunks go out before it.
  it("appends the route's hints before it reads the stored language", () => {
    let addedBeforeRead: string[] = [];
    const hints = hintsAt(buildPage(), '/user', (added) => {
      addedBeforeRead = added.map((hint) => hint.href);
      return 'en';
    });
    expect(addedBeforeRead).toEqual(['/assets/UserDashboardRoute.js']);
    expect(hints.map((hint) => hint.href)).toEqual(['/assets/UserDashboardRoute.js', '/assets/messages-en-rest.js']);
  });

  it('fails the build when a listed module is in no chunk (a screen that moved)', () => {
    expect(() => buildPage(['src/app/offline/Moved.tsx'])).toThrow(/no chunk holds src\/app\/offline\/Moved\.tsx/);
  });
});
