// The build precompresses what the static server sends, and weighs what a first visit to
// /login downloads from Vite's manifest (entry + static imports + boot catalog + the route's lazy chunk).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress.ts';
import { firstVisitFiles, type ViteManifest } from '../../scripts/build/first-visit.ts';
import { checkLoginBudget, jsBudget } from '../../scripts/build/js-budget.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'build-output-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const write = (file: string, content: string | Buffer) => writeFileSync(path.join(dist, file), content);

describe('precompressDir', () => {
  it('writes .br and .gz beside each compressible file, decompressing to the original', async () => {
    const js = `export const words = ${JSON.stringify('parola '.repeat(500))};`;
    write('assets/index-Ab12.js', js);
    write('sw.js', js);
    await precompressDir(dist);
    for (const file of ['assets/index-Ab12.js', 'sw.js']) {
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).toString()).toBe(js);
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).toString()).toBe(js);
    }
  });

  it("leaves alone tiny files, images, and the build's dot folders", async () => {
    write('assets/tiny.js', 'export {}');
    write('assets/logo.png', Buffer.alloc(4096, 7));
    write('.vite/manifest.json', JSON.stringify({ padding: 'x'.repeat(4096) }));
    expect(await precompressDir(dist)).toEqual([]);
    expect(existsSync(path.join(dist, 'assets', 'logo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dist, '.vite', 'manifest.json.gz'))).toBe(false);
  });
});

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-react.js'],
    dynamicImports: [
      'src/features/admin/screens/OrgAdminScreen.tsx',
      'src/locales/it/messages.po?boot',
      'src/app/service-worker/register.ts',
    ],
    css: ['assets/index-1.css'],
  },
  '_vendor-react.js': { file: 'assets/vendor-react-2.js' },
  '_vendor-charts.js': { file: 'assets/vendor-charts-3.js' },
  '_forms.js': { file: 'assets/forms-4.js', imports: ['_vendor-react.js'] },
  'src/locales/it/messages.po?boot': { file: 'assets/messages-5.js', isDynamicEntry: true },
  'src/app/service-worker/register.ts': {
    file: 'assets/register-8.js',
    isDynamicEntry: true,
    imports: ['_vendor-react.js'],
  },
  'src/features/auth/screens/UserLoginScreen.tsx': {
    file: 'assets/UserLoginScreen-6.js',
    isDynamicEntry: true,
    imports: ['_forms.js'],
    css: ['assets/login-6.css'],
  },
  'src/features/admin/screens/OrgAdminScreen.tsx': {
    file: 'assets/OrgAdminScreen-7.js',
    isDynamicEntry: true,
    imports: ['_vendor-charts.js'],
  },
};

describe('firstVisitFiles', () => {
  it('counts the entry, its static imports, the boot catalog and the worker registration, never other dynamic imports', () => {
    const visit = firstVisitFiles(manifest);
    expect(visit.js).toEqual([
      'assets/index-1.js',
      'assets/messages-5.js',
      'assets/register-8.js',
      'assets/vendor-react-2.js',
    ]);
    expect(visit.css).toEqual(['assets/index-1.css']);
  });

  it("adds the route's lazy chunk with its static imports and styles", () => {
    const visit = firstVisitFiles(manifest, ['src/features/auth/screens/UserLoginScreen.tsx']);
    expect(visit.js).toEqual([
      'assets/UserLoginScreen-6.js',
      'assets/forms-4.js',
      'assets/index-1.js',
      'assets/messages-5.js',
      'assets/register-8.js',
      'assets/vendor-react-2.js',
    ]);
    expect(visit.css).toEqual(['assets/index-1.css', 'assets/login-6.css']);
    expect(visit.js).not.toContain('assets/vendor-charts-3.js');
    expect(visit.lazyModules).toEqual(['src/features/auth/screens/UserLoginScreen.tsx']);
  });

  it('counts the one stylesheet of a build without CSS code splitting on every visit', () => {
    const single: ViteManifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, css: undefined },
      'style.css': { file: 'assets/style-9.css', src: 'style.css' },
    };
    expect(firstVisitFiles(single).css).toEqual(['assets/style-9.css']);
    expect(firstVisitFiles(single, ['src/features/admin/screens/OrgAdminScreen.tsx']).css).toEqual([
      'assets/style-9.css',
    ]);
  });

  it('ignores route modules that are bundled into the entry (not chunks of their own)', () => {
    expect(firstVisitFiles(manifest, ['src/features/landing/screens/LandingScreen.tsx']).lazyModules).toEqual([]);
  });
});

describe('checkLoginBudget', () => {
  // Random bytes do not compress: n KiB of them weigh n KiB in gzip.
  const random = (kibs: number) => randomBytes(kibs * 1024);

  it("is over when the login route's JS passes the limit in gzip, and names the figure", () => {
    write('.vite/manifest.json', JSON.stringify(manifest));
    for (const chunk of Object.values(manifest)) write(chunk.file, 'export const a = 1;'.repeat(10));
    write('assets/vendor-react-2.js', random(40));
    const under = checkLoginBudget(dist, 120);
    expect(under.over).toBe(false);
    expect(under.message).toMatch(/\/login first visit downloads \d+\.\d KiB gzip/);
    write('assets/forms-4.js', random(150));
    expect(checkLoginBudget(dist, 120).over).toBe(true);
    // Only what /login loads counts: a heavy admin chunk does not.
    write('assets/forms-4.js', 'export {}');
    write('assets/vendor-charts-3.js', random(400));
    expect(checkLoginBudget(dist, 120).over).toBe(false);
  });
});

describe('jsBudget plugin', () => {
  /** Runs the plugin's hooks as Vite would after writing dist/; `this.error` throws as in a build. */
  const runAfterWrite = () => {
    const plugin = jsBudget({ limitKiB: 120 });
    (plugin.configResolved as (config: unknown) => void)({ root: dist, build: { outDir: dist } });
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.writeBundle as (this: unknown) => void).call(context);
  };

  it('fails the build over the limit and prints the figure under it', () => {
    write('.vite/manifest.json', JSON.stringify(manifest));
    for (const chunk of Object.values(manifest)) write(chunk.file, 'export {}');
    write('assets/index-1.js', randomBytes(100 * 1024));
    const logs: string[] = [];
    const original = console.log;
    console.log = (line: string) => logs.push(line);
    try {
      expect(() => runAfterWrite()).not.toThrow();
      write('assets/index-1.js', randomBytes(130 * 1024));
      expect(() => runAfterWrite()).toThrow(/\/login first visit downloads .* EXCEEDED/);
    } finally {
      console.log = original;
    }
    expect(logs.join('\n')).toMatch(/JS budget: \/login first visit downloads \d+\.\d KiB gzip/);
  });
});
