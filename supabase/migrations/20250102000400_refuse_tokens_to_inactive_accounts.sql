-- Member status (active, inactive, pending): an inactive member cannot sign
-- in, nor can the members of an inactive or suspended organisation. Row-level security already
-- gives such accounts no data (20250101003800); this refuses them a token at all.
--
-- It is Supabase Auth's "custom access token hook" (Dashboard > Authentication > Hooks, or
-- [auth.hook.custom_access_token] in config.toml, uri pg-functions://postgres/public/custom_access_token_hook):
-- called before every token is issued (password sign-in and refresh); an `error` answer refuses it.
-- The embedded backend's auth server calls the same function. Pending members (pre-registered,
-- not yet started) may sign in.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  _user_id uuid := (event ->> 'user_id')::uuid;
  _status text;
  _org_status text;
begin
  select p.status, o.status into _status, _org_status
  from public.profiles p left join public.organizations o on o.id = p.organization_id
  where p.user_id = _user_id;
  if exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role_type = 'super_admin' and r.is_active)
     or exists (select 1 from public.admin_profiles a where a.id = _user_id and a.admin_level = 'super_admin') then
    _org_status := null;
  end if;
  if _status = 'inactive' then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403, 'message', 'account_inactive: this account has been deactivated by an administrator'));
  end if;
  if _org_status in ('inactive', 'suspended') then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403, 'message', 'organization_suspended: the account''s organisation is not active'));
  end if;
  return event;
end;
$$;
comment on function public.custom_access_token_hook(jsonb) is 'Supabase Auth custom access token hook: refuses tokens (403 account_inactive: / organization_suspended:) to inactive profiles and members of inactive or suspended organisations.';

revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;
grant execute on function public.custom_access_token_hook(jsonb) to service_role;
do $$
begin
  -- Supabase Auth connects as supabase_auth_admin; the embedded backend has no such role.
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema public to supabase_auth_admin;
    grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
  end if;
end;
$$;
