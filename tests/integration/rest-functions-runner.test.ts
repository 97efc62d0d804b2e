import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend.ts';

const functionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'support', 'functions');
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ functionsDir });
});
afterAll(async () => backend?.close());

describe('functions/v1', () => {
  it('runs the default-exported handler with the request, passing Authorization through', async () => {
    const { data, error } = await backend.anonClient().functions.invoke('echo', { body: { hello: 'ciao' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/functions/v1/echo',
      authorization: `Bearer ${backend.anonKey}`,
      body: { hello: 'ciao' },
    });
    const member = await backend.signIn('member@acme.test');
    const signedIn = await member.functions.invoke('echo', { body: {} });
    expect((signedIn.data as { authorization: string }).authorization).not.toBe(`Bearer ${backend.anonKey}`);
  });

  it('answers 404 for an unknown or unsafe name and 401 for a bad token', async () => {
    const headers = { apikey: backend.anonKey };
    expect((await fetch(`${backend.url}/functions/v1/nope`, { method: 'POST', headers })).status).toBe(404);
    expect((await fetch(`${backend.url}/functions/v1/..%2Fsupport`, { method: 'POST', headers })).status).toBe(404);
    const res = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: 'Bearer forged.token.here' },
    });
    expect(res.status).toBe(401);
    // A bad token learns nothing about which functions exist: 401 for an unknown name too.
    const unknown = await fetch(`${backend.url}/functions/v1/nope`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: 'Bearer forged.token.here' },
    });
    expect(unknown.status).toBe(401);
  });
});
