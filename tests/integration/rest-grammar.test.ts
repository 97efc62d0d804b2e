import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { installFixtures, untypedClient } from '../support/fixtures.ts';

let backend: TestBackend;
let db: ReturnType<typeof untypedClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  await installFixtures(backend);
  db = untypedClient(backend, backend.serviceRoleKey);
});
afterAll(async () => backend?.close());

const names = (rows: Array<{ name: string }> | null) => (rows ?? []).map((r) => r.name);

describe('filters', () => {
  it.each([
    ['eq', (q: ReturnType<typeof db.from>) => q.select('name').eq('age', 30), ['Ann']],
    ['neq', (q: ReturnType<typeof db.from>) => q.select('name').neq('age', 30), ['Cid', 'Dee', 'Eve']],
    ['gt', (q: ReturnType<typeof db.from>) => q.select('name').gt('age', 30), ['Cid', 'Dee']],
    ['gte', (q: ReturnType<typeof db.from>) => q.select('name').gte('age', 30), ['Ann', 'Cid', 'Dee']],
    ['lt', (q: ReturnType<typeof db.from>) => q.select('name').lt('age', 30), ['Eve']],
    ['lte', (q: ReturnType<typeof db.from>) => q.select('name').lte('age', 30), ['Ann', 'Eve']],
    ['in', (q: ReturnType<typeof db.from>) => q.select('name').in('name', ['Ann', 'Eve', 'Zed']), ['Ann', 'Eve']],
    ['is null', (q: ReturnType<typeof db.from>) => q.select('name').is('age', null), ['Bob']],
    [
      'not is null',
      (q: ReturnType<typeof db.from>) => q.select('name').not('team_id', 'is', null),
      ['Ann', 'Bob', 'Cid', 'Eve'],
    ],
    ['like', (q: ReturnType<typeof db.from>) => q.select('name').like('email', '%@x.test').like('name', 'A*'), ['Ann']],
    ['ilike', (q: ReturnType<typeof db.from>) => q.select('name').ilike('name', '%E%'), ['Dee', 'Eve']],
    [
      'not in',
      (q: ReturnType<typeof db.from>) => q.select('name').not('name', 'in', '(Ann,Bob)'),
      ['Cid', 'Dee', 'Eve'],
    ],
    ['or', (q: ReturnType<typeof db.from>) => q.select('name').or('age.is.null,name.eq.Cid'), ['Bob', 'Cid']],
    [
      'or with and',
      (q: ReturnType<typeof db.from>) => q.select('name').or('and(age.gt.40,team_id.eq.2),name.eq.Ann'),
      ['Ann', 'Cid'],
    ],
    [
      'quoted values',
      (q: ReturnType<typeof db.from>) => q.select('name').or('name.eq."Ann",name.in.("Bob","Zed, Jr")'),
      ['Ann', 'Bob'],
    ],
    ['match', (q: ReturnType<typeof db.from>) => q.select('name').match({ team_id: 1, age: 30 }), ['Ann']],
  ])('%s', async (_label, build, expected) => {
    const { data, error } = await build(db.from('fx_people')).order('name');
    expect(error).toBeNull();
    expect(names(data as Array<{ name: string }>)).toEqual(expected);
  });

  it('cs and cd on arrays, and JSON paths', async () => {
    const cs = await db.from('fx_teams').select('name').contains('tags', ['red']);
    expect(names(cs.data)).toEqual(['Alpha']);
    const cd = await db.from('fx_teams').select('name').containedBy('tags', ['green', 'red', 'blue']).order('name');
    expect(names(cd.data)).toEqual(['Alpha', 'Beta', 'Gamma']);
    const jsonCs = await db.from('fx_teams').select('name').contains('meta', { city: 'Rome' });
    expect(names(jsonCs.data)).toEqual(['Alpha']);
    const path = await db.from('fx_teams').select('name, city:meta->>city, level:meta->level').eq('meta->>level', '1');
    expect(path.data).toEqual([{ name: 'Beta', city: null, level: 1 }]);
  });
});

describe('select, embeds and order', () => {
  it('aliases and casts columns', async () => {
    const { data } = await db.from('fx_people').select('who:name, age::text').eq('id', 1);
    expect(data).toEqual([{ who: 'Ann', age: '30' }]);
  });

  it('embeds many-to-one with a hint, one-to-many, nested and many-to-many', async () => {
    const { data, error } = await db
      .from('fx_people')
      .select(
        'name, team:fx_teams!fx_people_team_id_fkey(name), mentor:fx_teams!mentor_team_id(name), fx_skills(label)',
      )
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ann',
      team: { name: 'Alpha' },
      mentor: { name: 'Beta' },
      fx_skills: [{ label: 'Go' }, { label: 'SQL' }],
    });
    const teams = await db
      .from('fx_teams')
      .select('name, members:fx_people!team_id(name, fx_skills(label))')
      .order('id')
      .limit(2);
    expect(teams.data?.[0]).toMatchObject({
      name: 'Alpha',
      members: [{ name: 'Ann' }, { name: 'Bob', fx_skills: [] }],
    });
  });

  it('counts related rows with rel(count)', async () => {
    const { data } = await db.from('fx_teams').select('name, fx_people!team_id(count)').order('id');
    expect(data).toEqual([
      { name: 'Alpha', fx_people: [{ count: 2 }] },
      { name: 'Beta', fx_people: [{ count: 2 }] },
      { name: 'Gamma', fx_people: [{ count: 0 }] },
    ]);
  });

  it('groups an aggregate by the embedded resources selected beside it, as PostgREST does', async () => {
    const { data, error } = await db.from('fx_people').select('count(), team:fx_teams!team_id(name)');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(data).toEqual(
      expect.arrayContaining([
        { count: 2, team: { name: 'Alpha' } },
        { count: 2, team: { name: 'Beta' } },
        { count: 1, team: null },
      ]),
    );
  });

  it('refuses an ambiguous embed with PGRST201 and an unknown one with PGRST200', async () => {
    const ambiguous = await db.from('fx_people').select('name, fx_teams(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const unknown = await db.from('fx_people').select('name, fx_nothing(name)');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST200');
  });

  it('filters, orders and limits embedded rows, and !inner filters the parent', async () => {
    const { data } = await db
      .from('fx_teams')
      .select('name, fx_people!team_id(name)')
      .eq('id', 1)
      .order('name', { ascending: false, referencedTable: 'fx_people' })
      .limit(1, { referencedTable: 'fx_people' });
    expect(data).toEqual([{ name: 'Alpha', fx_people: [{ name: 'Bob' }] }]);
    const inner = await db
      .from('fx_people')
      .select('name, team:fx_teams!team_id!inner(name)')
      .eq('team.name', 'Beta')
      .order('name');
    expect(names(inner.data)).toEqual(['Cid', 'Eve']);
    const left = await db
      .from('fx_people')
      .select('name, team:fx_teams!team_id(name)')
      .eq('team.name', 'Beta')
      .eq('id', 1);
    expect(left.data).toEqual([{ name: 'Ann', team: null }]);
  });

  it('orders by several columns with nulls first/last', async () => {
    const a = await db
      .from('fx_people')
      .select('name')
      .order('team_id', { ascending: true, nullsFirst: true })
      .order('name', { ascending: false });
    expect(names(a.data)).toEqual(['Dee', 'Bob', 'Ann', 'Eve', 'Cid']);
    const b = await db.from('fx_people').select('name').order('age', { ascending: false, nullsFirst: false });
    expect(names(b.data)).toEqual(['Cid', 'Dee', 'Ann', 'Eve', 'Bob']);
  });

  it('pages with range/limit and counts with Content-Range', async () => {
    const page = await db.from('fx_people').select('name', { count: 'exact' }).order('id').range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(5);
    expect(names(page.data)).toEqual(['Bob', 'Cid']);
    const head = await db.from('fx_people').select('*', { count: 'exact', head: true }).gt('age', 26);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    const res = await fetch(`${backend.url}/rest/v1/fx_people?select=id&order=id`, {
      headers: { apikey: backend.serviceRoleKey, Range: '3-4', Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('3-4/5');
    expect(await res.json()).toEqual([{ id: 4 }, { id: 5 }]);
  });
});

describe('single and maybeSingle', () => {
  it('single returns an object, or PGRST116 (406) unless exactly one row', async () => {
    expect((await db.from('fx_people').select('name').eq('id', 2).single()).data).toEqual({ name: 'Bob' });
    const none = await db.from('fx_people').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const many = await db.from('fx_people').select('name').single();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('maybeSingle returns null for no row and an error for several', async () => {
    const none = await db.from('fx_people').select('name').eq('id', 99).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    expect((await db.from('fx_people').select('name').eq('id', 3).maybeSingle()).data).toEqual({ name: 'Cid' });
    expect((await db.from('fx_people').select('name').maybeSingle()).error?.code).toBe('PGRST116');
  });
});

describe('writes', () => {
  it('inserts one row (201, minimal) and many with representation', async () => {
    const one = await db.from('fx_skills').insert({ id: 10, label: 'TS' });
    expect(one.status).toBe(201);
    expect(one.data).toBeNull();
    const many = await db
      .from('fx_skills')
      .insert([
        { id: 11, label: 'A' },
        { id: 12, label: 'B' },
      ])
      .select('id, label');
    expect(many.status).toBe(201);
    expect(many.data).toEqual([
      { id: 11, label: 'A' },
      { id: 12, label: 'B' },
    ]);
    const single = await db
      .from('fx_people')
      .insert({ id: 20, name: 'Fay', team_id: 3 })
      .select('name, note, team:fx_teams!team_id(name)')
      .single();
    expect(single.data).toEqual({ name: 'Fay', note: 'none', team: { name: 'Gamma' } });
  });

  it('uses column defaults for missing keys with defaultToNull: false', async () => {
    const { data } = await db
      .from('fx_people')
      .insert(
        [
          { id: 21, name: 'Gus', note: 'x' },
          { id: 22, name: 'Hal' },
        ],
        { defaultToNull: false },
      )
      .select('id, note')
      .order('id');
    expect(data).toEqual([
      { id: 21, note: 'x' },
      { id: 22, note: 'none' },
    ]);
  });

  it('updates with filters and returns 204 or the rows', async () => {
    const minimal = await db.from('fx_people').update({ note: 'edited' }).eq('id', 21);
    expect(minimal.status).toBe(204);
    const rep = await db.from('fx_people').update({ age: 33 }).in('id', [21, 22]).select('id, age, note').order('id');
    expect(rep.data).toEqual([
      { id: 21, age: 33, note: 'edited' },
      { id: 22, age: 33, note: 'none' },
    ]);
  });

  it('upserts: merge-duplicates on the key, ignore-duplicates, on_conflict on a unique column', async () => {
    const merged = await db
      .from('fx_skills')
      .upsert([
        { id: 10, label: 'TypeScript' },
        { id: 13, label: 'C' },
      ])
      .select()
      .order('id');
    expect(merged.data).toEqual([
      { id: 10, label: 'TypeScript' },
      { id: 13, label: 'C' },
    ]);
    const ignored = await db
      .from('fx_skills')
      .upsert({ id: 10, label: 'ignored' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const byEmail = await db
      .from('fx_people')
      .upsert({ id: 1, name: 'Ann B', email: 'ann@x.test' }, { onConflict: 'email' })
      .select('id, name')
      .single();
    expect(byEmail.data).toEqual({ id: 1, name: 'Ann B' });
  });

  it('a single() write that does not hit exactly one row is rolled back', async () => {
    const res = await db.from('fx_people').update({ note: 'all' }).gt('id', 0).select('id').single();
    expect(res.error?.code).toBe('PGRST116');
    const { data } = await db.from('fx_people').select('id').eq('note', 'all');
    expect(data).toEqual([]);
  });

  it('deletes with and without representation', async () => {
    const rep = await db.from('fx_skills').delete().in('id', [11, 12]).select('label').order('label');
    expect(rep.data).toEqual([{ label: 'A' }, { label: 'B' }]);
    const minimal = await db.from('fx_skills').delete().eq('id', 13);
    expect(minimal.status).toBe(204);
  });

  it('maps constraint errors: 23505 -> 409, 23503 -> 409, 23502 -> 400', async () => {
    const dup = await db.from('fx_skills').insert({ id: 1, label: 'dup' });
    expect([dup.status, dup.error?.code]).toEqual([409, '23505']);
    const fk = await db.from('fx_people').insert({ id: 30, name: 'X', team_id: 999 });
    expect([fk.status, fk.error?.code]).toEqual([409, '23503']);
    const nn = await db.from('fx_skills').insert({ id: 31 });
    expect([nn.status, nn.error?.code]).toEqual([400, '23502']);
  });
});

describe('rpc', () => {
  it('calls scalar functions with named and default args, by POST and GET', async () => {
    expect((await db.rpc('fx_add', { a: 1, b: 2 })).data).toBe(3);
    expect((await db.rpc('fx_add', { a: 1 })).data).toBe(11);
    expect((await db.rpc('fx_add', { a: 5, b: 5 }, { get: true })).data).toBe(10);
  });

  it('filters, orders and counts set-returning functions', async () => {
    const { data, count } = await db
      .rpc('fx_people_older', { min_age: 26 }, { count: 'exact' })
      .select('name')
      .gt('age', 35)
      .order('name');
    expect(names(data as Array<{ name: string }>)).toEqual(['Cid', 'Dee']);
    expect(count).toBe(2);
  });

  it('runs as the caller, and a void function answers 204', async () => {
    expect((await untypedClient(backend, backend.anonKey).rpc('fx_whoami')).data).toBe('anon:anon');
    const res = await db.rpc('fx_touch');
    expect(res.status).toBe(204);
    const missing = await db.rpc('fx_nothing');
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
  });
});

describe('row-level security through the caller role', () => {
  it('anon is refused with 401, authenticated with 403, and each user sees their own rows', async () => {
    const anon = await untypedClient(backend, backend.anonKey)
      .from('fx_secrets')
      .insert({ id: 1, owner: '00000000-0000-0000-0000-000000000001' });
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const member = await backend.signIn('member@acme.test');
    const { data: me } = await member.auth.getUser();
    const memberDb = untypedClient(backend, backend.anonKey);
    const session = (await member.auth.getSession()).data.session;
    await memberDb.auth.setSession({ access_token: session!.access_token, refresh_token: session!.refresh_token });
    const denied = await memberDb.from('fx_secrets').insert({ id: 2, owner: '00000000-0000-0000-0000-000000000001' });
    expect([denied.status, denied.error?.code]).toEqual([403, '42501']);
    expect((await memberDb.from('fx_secrets').insert({ id: 3, owner: me.user!.id, body: 'mine' })).status).toBe(201);
    await db.from('fx_secrets').insert({ id: 4, owner: '00000000-0000-0000-0000-000000000002', body: 'theirs' });
    expect((await memberDb.from('fx_secrets').select('id')).data).toEqual([{ id: 3 }]);
  });
});
