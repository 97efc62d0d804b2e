import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { untypedClient } from '../support/fixtures.ts';

/**
 * rest/v1 serves the schemas it exposes and nothing else: the app's backend exposes `public` only, so
 * its `private` helpers and tables stay out of reach whatever profile a request names, even with the
 * service key. PostgREST refuses a schema it does not expose with 406 PGRST106 and lists the exposed.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

const refusal = {
  code: 'PGRST106',
  message: 'Invalid schema: private',
  details: null,
  hint: 'Only the following schemas are exposed: public',
};

describe('exposed schemas', () => {
  it('refuses a read of the private schema by Accept-Profile, for anon and the service role', async () => {
    for (const key of [backend.anonKey, backend.serviceRoleKey]) {
      const client = untypedClient(backend, key);
      const { data, error, status } = await client.schema('private').from('storage_usage').select();
      expect(status).toBe(406);
      expect(data).toBeNull();
      expect(error).toEqual(refusal);
    }
  });

  it('refuses a call of a private function by Content-Profile', async () => {
    const client = await backend.signIn('member@acme.test');
    const { error, status } = await client.schema('private' as 'public').rpc('active_super_admin_count' as never);
    expect(status).toBe(406);
    expect(error).toEqual(refusal);
  });

  it('refuses a write to the private schema by Content-Profile', async () => {
    const response = await fetch(`${backend.url}/rest/v1/storage_usage`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        'Content-Profile': 'private',
      },
      body: '{}',
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toEqual(refusal);
  });

  it('reads public by default and when it is named, without naming the schema in the answer', async () => {
    const client = backend.anonClient();
    const named = await client.schema('public').from('organizations').select('id').limit(1);
    expect(named.status).toBe(200);
    const response = await fetch(`${backend.url}/rest/v1/organizations?select=id&limit=1`, {
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(200);
    // With one schema exposed there is nothing to negotiate: PostgREST sends no Content-Profile.
    expect(response.headers.get('content-profile')).toBeNull();
  });
});
