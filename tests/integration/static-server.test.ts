// Issue 9: `npm start`'s static server answers a bad path with 400/404, never crashes, never serves a
// sibling folder, and sends the security headers the app needs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../server/cli/static-server.ts';

let base: string;
let dist: string;
let app: Awaited<ReturnType<typeof serveStatic>>;
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  dist = path.join(base, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  mkdirSync(path.join(base, 'dist-old'));
  writeFileSync(path.join(base, 'dist-old', 'secret.txt'), 'sibling secret');
  writeFileSync(path.join(base, 'outside.txt'), 'outside secret');
  app = await serveStatic(dist, '127.0.0.1', 0, { backendUrl: 'http://127.0.0.1:54321' });
});
afterAll(async () => {
  await app?.close();
  rmSync(base, { recursive: true, force: true });
});

/** A raw GET: fetch() would normalise the path before sending it. */
function rawGet(target: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server: bad paths', () => {
  it.each(['/%', '/%E0%A4%A', '//', '//evil.example/x', '/..%2f..%2fetc/passwd'])('answers %s without crashing and keeps serving', async (target) => {
    const res = await rawGet(target);
    expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
    expect(res.body).not.toMatch(/secret/);
    expect((await rawGet('/')).status).toBe(200);
  });

  it('answers a malformed percent-encoding with 400', async () => {
    expect((await rawGet('/%')).status).toBe(400);
  });

  it.each(['/..%2fdist-old/secret.txt', '/../dist-old/secret.txt', '/%2e%2e/dist-old/secret.txt', '/..%2foutside.txt', '/..%5cdist-old%5csecret.txt'])('never serves a file outside dist: %s', async (target) => {
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
});
