-- An inactive profile keeps no access, a super admin's included: being a super admin exempts a person
-- from their organisation's status (they belong to none), never from their own. Until now a super
-- admin made inactive kept every right with the token they already held, and could set their own
-- profile active again. The two admin checks the app calls answer false for an inactive caller too,
-- so no screen offers what the database would refuse.

create or replace function private.caller_is_active()
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  if exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.status = 'inactive') then
    return false;
  end if;
  return private.is_super_admin() or not exists (
    select 1 from public.profiles p
    join public.organizations o on o.id = p.organization_id
    where p.user_id = auth.uid() and o.status in ('inactive', 'suspended')
  );
end;
$$;
comment on function private.caller_is_active() is 'False for a signed-in user whose profile is inactive (super admins included) or whose organisation is inactive or suspended (super admins exempt).';

create or replace function public.is_super_admin_check()
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce(private.is_super_admin() and private.caller_is_active(), false);
end;
$$;
comment on function public.is_super_admin_check() is 'True when the caller is an active super admin (active role or admin_profiles).';

create or replace function public.is_org_admin_check(org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce(private.is_org_admin(org_id) and private.caller_is_active(), false);
end;
$$;
comment on function public.is_org_admin_check(uuid) is 'True when the caller is active and holds an active org_admin role for the organisation.';
