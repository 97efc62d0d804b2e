// `npm start`'s static server answers a bad path with 400/404, never crashes, never serves a
// sibling folder, and sends the security headers the app needs.
// It serves like a production host: the build's precompressed files by Accept-Encoding,
// immutable caching for hashed assets and none for the page, the worker and the manifest, ETag/304.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../server/cli/static-server.ts';

const BUNDLE = `export const app = ${JSON.stringify('x'.repeat(2000))};`;

let base: string;
let dist: string;
let app: Awaited<ReturnType<typeof serveStatic>>;
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  dist = path.join(base, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // What the build writes: each asset with its .br and .gz siblings.
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.css'), 'body{color:red}');
  writeFileSync(path.join(dist, 'assets', 'engine-Ef56Gh78.wasm'), Buffer.from([0, 97, 115, 109]));
  writeFileSync(path.join(dist, 'assets', 'custom-logic.worker-Ij90Kl12.js'), 'onmessage = () => {}');
  writeFileSync(path.join(dist, 'warm-intl.js'), 'new Intl.NumberFormat().format(1)');
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync('<!doctype html><title>app</title>'));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"app"}');
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([137, 80, 78, 71]));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
  mkdirSync(path.join(base, 'dist-old'));
  writeFileSync(path.join(base, 'dist-old', 'secret.txt'), 'sibling secret');
  writeFileSync(path.join(base, 'outside.txt'), 'outside secret');
  app = await serveStatic(dist, '127.0.0.1', 0, { backendUrl: 'http://127.0.0.1:54321' });
});
afterAll(async () => {
  await app?.close();
  rmSync(base, { recursive: true, force: true });
});

type RawResponse = {
  status: number;
  body: string;
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
};

/** A raw GET: fetch() would normalise the path before sending it, and would decode the body. */
function rawGet(target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: bytes.toString('utf8'), bytes, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server: bad paths', () => {
  it.each(['/%', '/%E0%A4%A', '//', '//evil.example/x', '/..%2f..%2fetc/passwd'])(
    'answers %s without crashing and keeps serving',
    async (target) => {
      const res = await rawGet(target);
      expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
      expect(res.body).not.toMatch(/secret/);
      expect((await rawGet('/')).status).toBe(200);
    },
  );

  it('answers a malformed percent-encoding with 400', async () => {
    expect((await rawGet('/%')).status).toBe(400);
  });

  it.each([
    '/..%2fdist-old/secret.txt',
    '/../dist-old/secret.txt',
    '/%2e%2e/dist-old/secret.txt',
    '/..%2foutside.txt',
    '/..%5cdist-old%5csecret.txt',
  ])('never serves a file outside dist: %s', async (target) => {
    const res = await rawGet(target);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toMatch(/secret/);
  });

  it('still serves files, 404s missing assets and falls back to index.html for navigations', async () => {
    expect(await rawGet('/assets/app.js')).toMatchObject({ status: 200, body: 'console.log(1)' });
    expect((await rawGet('/assets/missing.js')).status).toBe(404);
    expect(await rawGet('/team/42')).toMatchObject({ status: 200, body: '<!doctype html><title>app</title>' });
  });
});

describe('static server: security headers', () => {
  // A policy acts on what becomes a document or a worker; on a module chunk, a stylesheet or an image it does
  // nothing, and it was half the headers of each of the ~20 small files before a first question.
  it('sends the CSP with what can become a document or a worker, and not with module chunks, styles and images', async () => {
    const policyOf = async (target: string) => (await rawGet(target)).headers['content-security-policy'];
    for (const target of ['/', '/team/42', '/sw.js', '/warm-intl.js', '/manifest.webmanifest']) {
      expect(await policyOf(target), target).toMatch(/default-src 'self'/);
    }
    expect(await policyOf('/assets/custom-logic.worker-Ij90Kl12.js')).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-eval'",
    );
    for (const target of ['/assets/index-Ab12Cd34.js', '/assets/index-Ab12Cd34.css', '/icons/icon-192.png']) {
      expect(await policyOf(target), target).toBeUndefined();
      expect((await rawGet(target)).headers['x-content-type-options'], target).toBe('nosniff');
    }
  });

  it('sends a CSP fitting the app, nosniff and a referrer policy', async () => {
    const { headers } = await rawGet('/');
    const csp = String(headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321 ws:\/\/127\.0\.0\.1:54321/);
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.youtube\.com/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await rawGet('/assets/app.js')).headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows index.html's inline scripts (the route preload) by their hash, and follows a rebuild", async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'static-inline-'));
    const page = (code: string) =>
      `<!doctype html><head><script>${code}</script><script type="module" src="/assets/app.js"></script></head>`;
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    writeFileSync(path.join(own, 'index.html'), page('hint("assessment")'));
    const server = await serveStatic(own, '127.0.0.1', 0, { backendUrl: 'http://127.0.0.1:54321' });
    try {
      const policy = async () =>
        String((await fetch(`${server.url}/assessment/1`)).headers.get('content-security-policy'));
      expect(await policy()).toMatch(
        new RegExp(`script-src 'self' ${hash('hint("assessment")').replace(/[+/]/g, '\\$&')}(;|$)`),
      );
      writeFileSync(path.join(own, 'index.html'), page('hint("a rebuilt page")'));
      const rebuilt = await policy();
      expect(rebuilt).toContain(hash('hint("a rebuilt page")'));
      expect(rebuilt).not.toContain(hash('hint("assessment")'));
    } finally {
      await server.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('static server: precompressed files', () => {
  it('sends the brotli file to a client that accepts br, with Vary', async () => {
    const res = await rawGet('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(res.bytes).toString('utf8')).toBe(BUNDLE);
    expect(res.bytes.length).toBeLessThan(BUNDLE.length);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await rawGet('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.bytes).toString('utf8')).toBe(BUNDLE);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await rawGet('/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BUNDLE);
  });

  it('compresses the SPA fallback too: a navigation gets index.html.gz', async () => {
    const res = await rawGet('/coaching/42', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(res.bytes).toString('utf8')).toBe('<!doctype html><title>app</title>');
  });
});

describe('static server: caching', () => {
  it('caches hashed assets for a year as immutable', async () => {
    for (const asset of ['/assets/index-Ab12Cd34.js', '/assets/index-Ab12Cd34.css', '/assets/engine-Ef56Gh78.wasm']) {
      expect((await rawGet(asset, { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it.each(['/', '/index.html', '/user', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png'])(
    'revalidates what has no hash in its name: %s',
    async (target) => {
      const res = await rawGet(target);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a revalidation with an unchanged ETag with 304 and no body, keeping the headers', async () => {
    const first = await rawGet('/sw.js');
    const etag = String(first.headers['etag']);
    expect(etag).not.toBe('undefined');
    const again = await rawGet('/sw.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect((await rawGet('/sw.js', { 'If-None-Match': 'W/"0-0"' })).status).toBe(200);
  });

  it('gives each encoding of a file its own ETag', async () => {
    const br = await rawGet('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    const plain = await rawGet('/assets/index-Ab12Cd34.js');
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    expect((await rawGet('/assets/index-Ab12Cd34.js', { 'If-None-Match': String(br.headers['etag']) })).status).toBe(
      200,
    );
  });
});

describe('static server: content types', () => {
  it.each([
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-Ab12Cd34.css', 'text/css; charset=utf-8'],
    ['/assets/engine-Ef56Gh78.wasm', 'application/wasm'],
    ['/icons/icon-192.png', 'image/png'],
  ])('%s is %s', async (target, type) => {
    expect((await rawGet(target)).headers['content-type']).toBe(type);
  });

  it('lets the worker control the whole app', async () => {
    expect((await rawGet('/sw.js')).headers['service-worker-allowed']).toBe('/');
  });

  it("does not serve the build's dot folders", async () => {
    const res = await rawGet('/.vite/manifest.json');
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(/index\.html/);
  });
});
