import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../server/app.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { loadPreparedDump } from '../support/prepared-db.ts';

/**
 * `Accept: application/vnd.pgrst.plan` answers the EXPLAIN of the request's query only when the
 * backend is told to (PostgREST's db-plan-enabled): the app's backend refuses it, and even where it
 * is on, a plan asked of a write with `options=analyze` leaves the data as it was.
 */
let app: TestBackend;
let planning: Backend;
beforeAll(async () => {
  app = await startTestBackend();
  planning = await startBackend({ port: 0, loadDataDir: await loadPreparedDump(), rest: { planEnabled: true } });
  await planning.db.exec(`create table public.plan_probe (id int primary key, label text not null);
    grant all on public.plan_probe to service_role;
    insert into public.plan_probe values (1, 'kept');`);
  await planning.reloadSchema();
});
afterAll(async () => {
  await app?.close();
  await planning?.close();
});

function call(backend: Backend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = {
    apikey: backend.serviceRoleKey,
    Authorization: `Bearer ${backend.serviceRoleKey}`,
    'Content-Type': 'application/json',
    ...(init.headers as Record<string, string> | undefined),
  };
  return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
}

describe('execution plans', () => {
  it('are refused by the app backend with PGRST107, even to the service role', async () => {
    const accept = 'application/vnd.pgrst.plan+json; for="application/json"';
    const response = await call(app, 'organizations?select=id', { headers: { Accept: accept } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({
      code: 'PGRST107',
      message: `None of these media types are available: ${accept}`,
    });
  });

  it('answer a read with its plan where they are switched on', async () => {
    const response = await call(planning, 'plan_probe?select=id,label', {
      headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    const [plan] = (await response.json()) as Array<{ Plan: { 'Node Type': string } }>;
    expect(plan?.Plan['Node Type']).toBeTruthy();
    const text = await call(planning, 'plan_probe?select=id', { headers: { Accept: 'application/vnd.pgrst.plan' } });
    expect(await text.text()).toMatch(/\(cost=/);
  });

  it('run a write under analyze without keeping what it wrote', async () => {
    const accept = 'application/vnd.pgrst.plan+json; for="application/json"; options=analyze';
    const insert = await call(planning, 'plan_probe', {
      method: 'POST',
      headers: { Accept: accept },
      body: JSON.stringify({ id: 2, label: 'explained' }),
    });
    expect(insert.status).toBe(200);
    const [plan] = (await insert.json()) as Array<{ 'Execution Time'?: number }>;
    expect(plan?.['Execution Time']).toBeTypeOf('number');
    const update = await call(planning, 'plan_probe?id=eq.1', {
      method: 'PATCH',
      headers: { Accept: accept },
      body: JSON.stringify({ label: 'changed' }),
    });
    expect(update.status).toBe(200);
    const { rows } = await planning.db.query<{ id: number; label: string }>('select id, label from public.plan_probe');
    expect(rows).toEqual([{ id: 1, label: 'kept' }]);
  });
});
