-- The three role checks the client calls as RPCs. Each answers a yes/no
-- question; nobody learns another user's roles unless they administer that user.

create or replace function public.is_super_admin_check()
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce(private.is_super_admin(), false);
end;
$$;
comment on function public.is_super_admin_check() is 'True when the caller is a super admin (active role or admin_profiles).';

create or replace function public.is_org_admin_check(org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce(private.is_org_admin(org_id), false);
end;
$$;
comment on function public.is_org_admin_check(uuid) is 'True when the caller holds an active org_admin role for the organisation.';

create or replace function public.has_role_check(
  _user_id uuid, _role_type text, _org_id uuid default null, _team_id uuid default null
)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or _user_id is null then
    return false;
  end if;
  if _user_id <> auth.uid() and not private.can_manage_org(private.user_org(_user_id)) then
    return false;
  end if;
  if _role_type = 'super_admin' and _org_id is null and _team_id is null
     and exists (select 1 from public.admin_profiles a where a.id = _user_id and a.admin_level = 'super_admin') then
    return true;
  end if;
  if _role_type = 'coach' and _org_id is null and _team_id is null
     and exists (select 1 from public.taas_coaches c where c.user_id = _user_id and c.is_active) then
    return true;
  end if;
  return exists (
    select 1 from public.user_roles r
    where r.user_id = _user_id and r.role_type = _role_type and r.is_active
      and (_org_id is null or r.organization_id = _org_id)
      and (_team_id is null or r.team_id = _team_id)
  );
end;
$$;
comment on function public.has_role_check(uuid, text, uuid, uuid) is 'True when _user_id holds an active _role_type (optionally in _org_id / _team_id); callers may ask about themselves or users they administer.';

revoke execute on function public.is_super_admin_check() from public, anon;
revoke execute on function public.is_org_admin_check(uuid) from public, anon;
revoke execute on function public.has_role_check(uuid, text, uuid, uuid) from public, anon;
grant execute on function public.is_super_admin_check() to authenticated, service_role;
grant execute on function public.is_org_admin_check(uuid) to authenticated, service_role;
grant execute on function public.has_role_check(uuid, text, uuid, uuid) to authenticated, service_role;
