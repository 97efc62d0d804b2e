import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.ts';
import { resolveTls } from './tls.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'taas-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** GET over HTTPS trusting only `ca`: fails unless the server's certificate chains to it and names the host. */
function get(url: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm start over HTTPS', () => {
  it('serves the app with a certificate from the local CA, which it keeps and reuses', async () => {
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TaaS</title>');
    const tlsDir = path.join(dir, 'tls');
    const tls = resolveTls({ kind: 'generated' }, '127.0.0.1', tlsDir)!;
    expect(tls.caFile).toBe(path.join(tlsDir, 'ca.pem'));
    const ca = readFileSync(tls.caFile!, 'utf8');
    expect(new X509Certificate(ca).ca).toBe(true);
    const server = new X509Certificate(tls.cert);
    expect(server.checkIssued(new X509Certificate(ca))).toBe(true);
    expect(server.subjectAltName).toContain('IP Address:127.0.0.1');

    const app = await serveStatic(dist, '127.0.0.1', 0, { tls });
    try {
      expect(app.url).toMatch(/^https:\/\//);
      const answer = await get(`${app.url}/`, ca);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<title>TaaS</title>');
      // An unrelated CA is not trusted: the chain is what the tablet checks.
      const other = resolveTls({ kind: 'generated' }, '127.0.0.1', path.join(dir, 'other'))!;
      await expect(get(`${app.url}/`, readFileSync(other.caFile!, 'utf8'))).rejects.toThrow();
    } finally {
      await app.close();
    }
    // A second start reuses the CA a tablet already trusts.
    expect(resolveTls({ kind: 'generated' }, '127.0.0.1', tlsDir)!.caFile).toBe(tls.caFile);
    expect(readFileSync(tls.caFile!, 'utf8')).toBe(ca);
  });

  it("serves the user's own certificate and key", () => {
    const own = resolveTls({ kind: 'generated' }, 'workshop.local', path.join(dir, 'own'))!;
    writeFileSync(path.join(dir, 'c.pem'), own.cert);
    writeFileSync(path.join(dir, 'k.pem'), own.key);
    const given = resolveTls(
      { kind: 'given', certFile: path.join(dir, 'c.pem'), keyFile: path.join(dir, 'k.pem') },
      'x',
      dir,
    )!;
    expect(given).toEqual({ cert: own.cert, key: own.key });
    expect(new X509Certificate(own.cert).subjectAltName).toContain('DNS:workshop.local');
  });
});
