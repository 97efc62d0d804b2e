/**
 * The embedded backend's keys: generated per installation, the Supabase CLI's public demo
 * keys refused, CORS only for the app's origins, bound to 127.0.0.1, no service key in browser code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JWT_SECRET, DEMO_KEYS } from '../../server/auth/demo-keys.ts';
import { anonKeyFileOf } from '../../server/auth/keys.ts';
import { repoRoot } from '../../server/db/open.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { projectKeys } from '../support/keys.ts';

const [DEMO_ANON_KEY, DEMO_SERVICE_KEY] = DEMO_KEYS as [string, string];

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

describe('keys of this installation', () => {
  it('are kept in .data/keys.json, readable by the owner only, and are what the backend uses', async () => {
    const keys = projectKeys();
    expect(keys.file).toBe(path.join(repoRoot, '.data', 'keys.json'));
    expect(statSync(keys.file).mode & 0o777).toBe(0o600);
    expect(keys.jwtSecret).not.toBe(DEMO_JWT_SECRET);
    expect(keys.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(backend.anonKey).toBe(keys.anonKey);
    expect(backend.serviceRoleKey).toBe(keys.serviceRoleKey);
    const secret = new TextEncoder().encode(keys.jwtSecret);
    expect((await jwtVerify(keys.anonKey, secret)).payload.role).toBe('anon');
    expect((await jwtVerify(keys.serviceRoleKey, secret)).payload.role).toBe('service_role');
  });

  it('give the build the anon key alone, in .data/anon-key, and the build reads no server code', () => {
    const keys = projectKeys();
    expect(readFileSync(anonKeyFileOf(keys.file), 'utf8')).toBe(`${keys.anonKey}\n`);
    const viteConfig = readFileSync(path.join(repoRoot, 'vite.config.ts'), 'utf8');
    expect(viteConfig).not.toMatch(/from '\.\/server\//);
  });

  it('refuse the public demo service key: 401 on /auth/v1/admin/users', async () => {
    const asApikey = await fetch(`${backend.url}/auth/v1/admin/users`, { headers: { apikey: DEMO_SERVICE_KEY } });
    expect(asApikey.status).toBe(401);
    const asBearer = await fetch(`${backend.url}/auth/v1/admin/users`, {
      headers: { apikey: DEMO_SERVICE_KEY, Authorization: `Bearer ${DEMO_SERVICE_KEY}` },
    });
    expect(asBearer.status).toBe(401);
    const { data, error } = await backend.createClient(DEMO_SERVICE_KEY).auth.admin.listUsers();
    expect(error?.status).toBe(401);
    expect(data.users).toEqual([]);
  });

  it('refuse the public demo anon key and anything signed with the public demo secret', async () => {
    expect(
      (await fetch(`${backend.url}/rest/v1/organizations?select=id`, { headers: { apikey: DEMO_ANON_KEY } })).status,
    ).toBe(401);
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(DEMO_JWT_SECRET));
    expect((await fetch(`${backend.url}/auth/v1/admin/users`, { headers: { apikey: forged } })).status).toBe(401);
  });

  it('let the real service key list users (the refusals above are about the key)', async () => {
    const res = await fetch(`${backend.url}/auth/v1/admin/users`, { headers: { apikey: backend.serviceRoleKey } });
    expect(res.status).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization',
      },
    });
  const get = (origin: string) =>
    fetch(`${backend.url}/rest/v1/organizations?select=id`, { headers: { Origin: origin, apikey: backend.anonKey } });

  it('gives a foreign origin no Access-Control-Allow-Origin, on preflight and on the answer', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:4174', 'null']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await get(origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it("answers the app's origins, 127.0.0.1:4173 and localhost:4173, by name", async () => {
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:4173']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
      expect((await get(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('answers a configured origin too', async () => {
    const other = await startTestBackend({ corsOrigins: ['https://taas.example.org'] });
    try {
      const res = await fetch(`${other.url}/rest/v1/organizations?select=id`, {
        headers: { Origin: 'https://taas.example.org', apikey: other.anonKey },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://taas.example.org');
    } finally {
      await other.close();
    }
  });
});

describe('exposure', () => {
  it('listens on 127.0.0.1 unless told otherwise', () => {
    expect(new URL(backend.url).hostname).toBe('127.0.0.1');
  });

  it('ships no service-role key in browser code (src/, sw/)', () => {
    const jwtLike = /eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|tsx|js|json)$/.test(name)) {
          const text = readFileSync(file, 'utf8');
          if (text.includes(backend.serviceRoleKey)) offenders.push(file);
          for (const [, payload] of text.matchAll(jwtLike)) {
            if (
              Buffer.from(payload as string, 'base64url')
                .toString()
                .includes('"service_role"')
            )
              offenders.push(file);
          }
        }
      }
    };
    walk(path.join(repoRoot, 'src'));
    walk(path.join(repoRoot, 'sw'));
    expect(offenders).toEqual([]);
  });
});
