// Requests whose cost grows without bound are refused with a 400 that says what was refused,
// and the backend keeps answering. Costs themselves are printed by bench/abuse.ts, not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
let memberToken: string;
beforeAll(async () => {
  backend = await startTestBackend();
  const member = await backend.signIn(DEMO_ACCOUNTS.member);
  memberToken = (await member.auth.getSession()).data.session!.access_token;
  await backend.db.exec(`
    create table public.fx_bulk_parents (id int primary key);
    create table public.fx_bulk (id int primary key, parent_id int references public.fx_bulk_parents (id));
    insert into public.fx_bulk_parents select generate_series(1, 10);
    insert into public.fx_bulk select n, n % 10 + 1 from generate_series(1, 10001) as n;
  `);
  await backend.reloadSchema();
});
afterAll(async () => backend?.close());

type Who = 'anon' | 'member' | 'service';
function get(who: Who, path: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: who === 'service' ? backend.serviceRoleKey : backend.anonKey,
    'Content-Type': 'application/json',
  };
  if (who === 'member') headers.Authorization = `Bearer ${memberToken}`;
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string>) },
  });
}

async function expectRefused(res: Response, message: RegExp): Promise<void> {
  const body = (await res.json()) as { code: string; message: string };
  expect({ status: res.status, code: body.code }).toEqual({ status: 400, code: '54000' });
  expect(body.message).toMatch(message);
  const health = await fetch(`${backend.url}/health`);
  expect(health.status).toBe(200);
}

/** teams?select=id,team_members(id,teams(id,team_members(...))) with `depth` embedded levels. */
function nestedEmbed(depth: number): string {
  let inner = 'id';
  for (let level = depth; level >= 1; level--) inner = `id,${level % 2 ? 'team_members' : 'teams'}(${inner})`;
  return `teams?select=${inner}`;
}

/** or=(or(or(...(id.eq.<uuid>)...))) with `depth` levels of parentheses. */
function nestedOr(depth: number): string {
  return `organizations?select=id&or=(${'or('.repeat(depth - 1)}id.eq.00000000-0000-0000-0000-000000000000${')'.repeat(depth - 1)})`;
}

describe('embedded resources', () => {
  it('serves six levels of embedding to a member', async () => {
    const res = await get('member', nestedEmbed(6));
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses a member seven levels, saying the depth is what was refused', async () => {
    await expectRefused(await get('member', nestedEmbed(7)), /nested deeper than 6 levels/);
  });

  it('refuses an 80-level embed as anon with the real reason, not a lost prepared statement', async () => {
    const res = await get('anon', nestedEmbed(80));
    await expectRefused(res, /nested deeper than 6 levels/);
  });

  it('refuses more than 40 embedded resources in one select', async () => {
    const many = Array.from({ length: 41 }, (_, i) => `m${i}:team_members(id)`).join(',');
    await expectRefused(await get('member', `teams?select=id,${many}`), /More than 40 embedded resources/);
  });
});

describe('rows per response', () => {
  it('serves 10,000 rows', async () => {
    const res = await get('service', 'fx_bulk?select=id&limit=10000');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(10_000);
  });

  it('refuses 10,001 rows', async () => {
    await expectRefused(await get('service', 'fx_bulk?select=id'), /more than 10000 rows/);
  });

  it('counts embedded rows: 5,001 rows each embedding its parent are refused', async () => {
    await expectRefused(
      await get('service', 'fx_bulk?select=id,fx_bulk_parents(id)&id=lte.5001'),
      /more than 10000 rows, embedded rows included/,
    );
  });

  it('counts rows embedded in arrays: 10 parents embedding 10,001 children are refused', async () => {
    await expectRefused(await get('service', 'fx_bulk_parents?select=id,fx_bulk(id)'), /more than 10000 rows/);
  });
});

describe('nested or= / and= filters', () => {
  it('serves ten levels', async () => {
    const res = await get('anon', nestedOr(10));
    expect(res.status).toBe(200);
  });

  it('refuses eleven levels, naming the filter', async () => {
    await expectRefused(await get('anon', nestedOr(11)), /Filter "or" nests conditions deeper than 10 levels/);
  });

  it('refuses 3,900 levels as anon, five at once, and keeps answering', async () => {
    const all = await Promise.all(Array.from({ length: 5 }, () => get('anon', nestedOr(3900))));
    for (const res of all) await expectRefused(res, /deeper than 10 levels/);
  });
});

describe('JSON bodies', () => {
  it('refuses a 5,000-deep JSON body with a 400, not a 500 stack overflow', async () => {
    const body = `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    await expectRefused(
      await get('service', 'organizations?id=eq.00000000-0000-0000-0000-000000000000', { method: 'PATCH', body }),
      /JSON body nested deeper than 64 levels/,
    );
    await expectRefused(
      await get('anon', 'organizations', { method: 'POST', body }),
      /JSON body nested deeper than 64 levels/,
    );
  });
});
