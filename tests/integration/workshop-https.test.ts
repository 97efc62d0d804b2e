/**
 * `npm start -- --https` serves the embedded backend over TLS too (an https page cannot call an http
 * API): with a certificate from the local certificate authority, a client trusting only that CA
 * reaches the REST API, the auth API and the workshop-sync function.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../server/app.ts';
import { resolveTls } from '../../server/cli/tls.ts';
import { loadPreparedDump } from '../support/prepared-db.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'taas-https-'));
let backend: Backend;
let ca: string;

beforeAll(async () => {
  const tls = resolveTls({ kind: 'generated' }, '127.0.0.1', dir)!;
  ca = readFileSync(tls.caFile!, 'utf8');
  backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump(), tls });
});
afterAll(async () => {
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { ca, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the embedded backend over HTTPS', () => {
  it('answers the API at an https:// address a client trusting the local CA accepts', async () => {
    expect(backend.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
    const teams = await call(`${backend.url}/rest/v1/teams?select=id`, { headers });
    expect(teams.status).toBe(200);
    const signIn = await call(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'coach@taas.test', password: 'Password-123' }),
    });
    expect(signIn.status).toBe(200);
    const push = await call(`${backend.url}/functions/v1/workshop-sync`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ device_id: crypto.randomUUID(), batch_id: crypto.randomUUID(), participants: [] }),
    });
    expect(JSON.parse(push.body)).toMatchObject({ code: 'unknown_device' });
  });
});
