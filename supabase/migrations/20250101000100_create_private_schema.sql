-- Helpers that row-level security policies and triggers call. The `private` schema is not
-- exposed by the API (Supabase exposes only `public` and `graphql_public`), so nobody can call
-- these over REST; policies reach them through explicit grants.
create schema if not exists private;
comment on schema private is 'Security-definer helpers for policies and triggers; not exposed by the API.';

revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- The one trigger function that keeps updated_at current on every table that has it.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at with now().';
-- Functions are executable by public by default; helpers here get explicit grants only.
revoke execute on function private.set_updated_at() from public;
