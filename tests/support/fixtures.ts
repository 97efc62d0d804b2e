import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from './backend.ts';
import { clientFor } from './backend.ts';

/**
 * Fixture tables for the REST grammar tests (prefixed fx_ so they never meet the product schema):
 * fx_teams 1-n fx_people, fx_people n-1 fx_teams (twice: team_id and mentor_team_id, so hints matter),
 * fx_people n-m fx_skills through fx_people_skills, and a few functions.
 */
export const FIXTURE_SQL = `
create table public.fx_teams (id int primary key, name text not null unique, tags text[] not null default '{}', meta jsonb not null default '{}');
create table public.fx_people (
  id int primary key, name text not null, team_id int references public.fx_teams (id),
  mentor_team_id int constraint fx_people_mentor_fkey references public.fx_teams (id),
  age int, email text unique, note text default 'none', created_at timestamptz not null default now());
create table public.fx_skills (id int primary key, label text not null);
create table public.fx_people_skills (person_id int references public.fx_people (id), skill_id int references public.fx_skills (id), primary key (person_id, skill_id));
create table public.fx_secrets (id int primary key, owner uuid not null, body text);
alter table public.fx_secrets enable row level security;
create policy fx_secrets_own on public.fx_secrets for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
insert into public.fx_teams values (1, 'Alpha', '{red,blue}', '{"level": 2, "city": "Rome"}'), (2, 'Beta', '{green}', '{"level": 1}'), (3, 'Gamma', '{}', '{}');
insert into public.fx_people (id, name, team_id, mentor_team_id, age, email) values
  (1, 'Ann', 1, 2, 30, 'ann@x.test'), (2, 'Bob', 1, null, null, 'bob@x.test'), (3, 'Cid', 2, 1, 50, 'cid@x.test'),
  (4, 'Dee', null, null, 41, 'dee@x.test'), (5, 'Eve', 2, null, 25, null);
insert into public.fx_skills values (1, 'Go'), (2, 'SQL'), (3, 'Rust');
insert into public.fx_people_skills values (1, 1), (1, 2), (3, 2);
create function public.fx_add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function public.fx_people_older(min_age int) returns setof public.fx_people language sql stable as $$ select * from public.fx_people where age > min_age $$;
create function public.fx_whoami() returns text language sql stable as $$ select coalesce(auth.uid()::text, 'anon') || ':' || current_user $$;
create function public.fx_touch() returns void language sql as $$ update public.fx_teams set name = name where false $$;
`;

export async function installFixtures(backend: TestBackend): Promise<void> {
  await backend.db.exec(FIXTURE_SQL);
  await backend.reloadSchema();
}

/** A client without the generated schema types, for tables that exist only in fixtures. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function untypedClient(backend: TestBackend, key: string): SupabaseClient<any, 'public', 'public', any, any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return clientFor(backend.url, key) as unknown as SupabaseClient<any, 'public', 'public', any, any>;
}
