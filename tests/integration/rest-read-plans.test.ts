/**
 * A faster REST layer: a read's statement is built once per request shape (table, query
 * string, Range, Prefer: count) and reused. The same URL with another Range or count preference gets
 * its own answer, and a column added after a read is served once the schema is reloaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(`
    create table public.fx_plans (id int primary key);
    insert into public.fx_plans select generate_series(1, 5);
  `);
  await backend.reloadSchema();
});
afterAll(async () => backend?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, ...headers },
  });

async function answer(res: Response) {
  return { status: res.status, range: res.headers.get('content-range'), body: (await res.json()) as unknown };
}

describe('a read asked again', () => {
  it('answers each Range and count preference of the same URL on its own', async () => {
    const url = 'fx_plans?select=id&order=id.asc';
    const all = { status: 200, range: '0-4/*', body: [1, 2, 3, 4, 5].map((id) => ({ id })) };
    expect(await answer(await get(url))).toEqual(all);
    expect(await answer(await get(url, { Range: '1-2' }))).toEqual({
      status: 200,
      range: '1-2/*',
      body: [{ id: 2 }, { id: 3 }],
    });
    expect(await answer(await get(url, { Range: '1-2', Prefer: 'count=exact' }))).toEqual({
      status: 206,
      range: '1-2/5',
      body: [{ id: 2 }, { id: 3 }],
    });
    expect(await answer(await get(url))).toEqual(all);
  });

  it('sees rows written since, and a column added since once the schema is reloaded', async () => {
    const url = 'fx_plans?select=*&id=gt.4';
    expect((await answer(await get(url))).body).toEqual([{ id: 5 }]);
    await backend.db.exec(
      `insert into public.fx_plans values (6); alter table public.fx_plans add column label text default 'x'`,
    );
    expect((await answer(await get(url))).body).toEqual(
      [{ id: 5 }, { id: 6 }].map((row) => expect.objectContaining(row)),
    );
    await backend.reloadSchema();
    expect((await answer(await get('fx_plans?select=id,label&id=eq.6'))).body).toEqual([{ id: 6, label: 'x' }]);
  });
});
