import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { installFixtures } from '../support/fixtures.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  await installFixtures(backend);
});
afterAll(async () => backend?.close());

function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = {
    apikey: backend.serviceRoleKey,
    'Content-Type': 'application/json',
    ...(init.headers as Record<string, string> | undefined),
  };
  return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
}

/** The server still answers, and no transaction or role switch was left behind on the connection. */
async function expectHealthy(): Promise<void> {
  const ok = await call('fx_teams?select=id&order=id');
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  const { rows } = await backend.db.query<{ user: string; claims: string | null }>(
    `select current_user as user, current_setting('request.jwt.claims', true) as claims`,
  );
  expect(rows[0]?.user).toBe('postgres');
  expect(rows[0]?.claims ?? '').toBe('');
  await backend.db.query('begin'); // would warn/fail on a connection already inside a transaction block
  await backend.db.query('rollback');
}

const cases: Array<[string, string, RequestInit, number, string, RegExp]> = [
  ['malformed filter operator', 'fx_people?age=between.1', {}, 400, 'PGRST100', /failed to parse filter/],
  ['unbalanced or', 'fx_people?or=(age.eq.1', {}, 400, 'PGRST100', /failed to parse/],
  ['bad is value', 'fx_people?age=is.maybe', {}, 400, 'PGRST100', /failed to parse/],
  ['malformed select', 'fx_people?select=name,fx_teams(name', {}, 400, 'PGRST100', /failed to parse select/],
  ['malformed order', 'fx_people?order=name.sideways', {}, 400, 'PGRST100', /failed to parse order/],
  ['bad limit', 'fx_people?limit=-1', {}, 400, 'PGRST100', /limit/],
  ['unknown table', 'fx_nope', {}, 404, 'PGRST205', /Could not find the table 'public.fx_nope'/],
  ['unknown column in select', 'fx_people?select=nope', {}, 400, '42703', /column fx_people.nope does not exist/],
  ['unknown column in filter', 'fx_people?nope=eq.1', {}, 400, '42703', /does not exist/],
  ['unknown column in order', 'fx_people?order=nope.desc', {}, 400, '42703', /does not exist/],
  ['unknown relationship', 'fx_people?select=*,fx_nothing(*)', {}, 400, 'PGRST200', /Could not find a relationship/],
  [
    'unknown column in insert',
    'fx_skills',
    { method: 'POST', body: JSON.stringify({ id: 50, nope: 1 }) },
    400,
    'PGRST204',
    /Could not find the 'nope' column of 'fx_skills'/,
  ],
  ['invalid JSON', 'fx_skills', { method: 'POST', body: '{"id": 1,' }, 400, 'PGRST102', /invalid json/i],
  ['wrong value type', 'fx_people?age=eq.abc', {}, 400, '22P02', /invalid input syntax for type integer/],
  [
    'unknown function',
    'rpc/fx_nope',
    { method: 'POST', body: '{}' },
    404,
    'PGRST202',
    /Could not find the function public.fx_nope/,
  ],
  ['other schema', 'fx_people', { headers: { 'Accept-Profile': 'auth' } }, 406, 'PGRST106', /Invalid schema: auth/],
  [
    'injection in column name',
    'fx_people?select=name,"id; drop table fx_teams; --"',
    {},
    400,
    '42703',
    /does not exist/,
  ],
  ['injection in filter column', 'fx_people?name;drop table fx_teams=eq.1', {}, 400, '42703', /does not exist/],
  ['injection in order', 'fx_people?order=name;drop table fx_teams', {}, 400, '42703', /does not exist/],
  [
    'PATCH without a filter',
    'fx_people',
    { method: 'PATCH', body: JSON.stringify({ note: 'all' }) },
    400,
    '21000',
    /^UPDATE requires a WHERE clause$/,
  ],
  [
    'DELETE without a filter',
    'fx_people_skills',
    { method: 'DELETE' },
    400,
    '21000',
    /^DELETE requires a WHERE clause$/,
  ],
  ['injection in table name', 'fx_teams;drop table fx_teams', {}, 404, 'PGRST205', /Could not find the table/],
];

describe('bad requests get a clear 4xx and leave the server healthy', () => {
  it.each(cases)('%s', async (_label, path, init, status, code, message) => {
    const res = await call(path, init);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe(code);
    expect(body.message).toMatch(message);
    await expectHealthy();
  });

  it('treats injection attempts in filter values as plain values', async () => {
    const res = await call(`fx_people?select=name&name=eq.${encodeURIComponent("Ann'; drop table fx_teams; --")}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const like = await call(`fx_people?select=name&or=(name.eq.${encodeURIComponent('x) or (1=1')})`);
    expect(like.status).toBe(400);
    await expectHealthy();
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ id: 60, label: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call('fx_skills', { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/i);
    await expectHealthy();
  });

  it('rolls back a failing write completely and survives many bad requests in parallel', async () => {
    const res = await call('fx_skills', {
      method: 'POST',
      body: JSON.stringify([
        { id: 70, label: 'ok' },
        { id: 70, label: 'dup' },
      ]),
    });
    expect(res.status).toBe(409);
    const { rows } = await backend.db.query('select 1 from public.fx_skills where id = 70');
    expect(rows).toHaveLength(0);
    const results = await Promise.all(cases.map(([, path, init]) => call(path, init).then((r) => r.status)));
    expect(results.every((s) => s >= 400 && s < 500)).toBe(true);
    await expectHealthy();
  });

  it('answers CORS preflight as Supabase does', async () => {
    const res = await fetch(`${backend.url}/rest/v1/fx_people`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,apikey,prefer,x-client-info',
      },
    });
    expect(res.status).toBe(200);
    // The app's own origin is echoed back (never `*`, see server/http/cors.ts).
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization.*apikey.*prefer/);
    const get = await call('fx_people?select=id&limit=1', {
      headers: { Prefer: 'count=exact', Origin: 'http://127.0.0.1:4173' },
    });
    expect(get.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });
});
