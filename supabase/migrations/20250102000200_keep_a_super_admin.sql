-- The platform always keeps one active super admin: the last one cannot be demoted (role made
-- inactive or changed, admin profile deleted or lowered), deleted (account removal cascades here),
-- or made inactive. Enforced here, whoever writes: the UI, REST or the service role.

create or replace function private.active_super_admin_count()
returns bigint language plpgsql stable security definer set search_path = '' as $$
begin
  return (
    select count(distinct s.user_id) from (
      select r.user_id from public.user_roles r where r.role_type = 'super_admin' and r.is_active
      union
      select a.id from public.admin_profiles a where a.admin_level = 'super_admin'
    ) s
    where not exists (select 1 from public.profiles p where p.user_id = s.user_id and p.status = 'inactive')
  );
end;
$$;
revoke execute on function private.active_super_admin_count() from public, anon;
grant execute on function private.active_super_admin_count() to authenticated, service_role;

create or replace function private.keep_a_super_admin()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  -- Serialises concurrent removals, so two transactions cannot each remove "another" last one.
  perform pg_advisory_xact_lock(hashtext('private.keep_a_super_admin'));
  if private.active_super_admin_count() = 0 then
    raise exception 'last_super_admin: the last active super administrator cannot be removed'
      using errcode = '23514';
  end if;
  return null;
end;
$$;
revoke execute on function private.keep_a_super_admin() from public;
comment on function private.keep_a_super_admin() is 'AFTER UPDATE OR DELETE: refuses (23514 last_super_admin:) a change that leaves no active super admin.';

create trigger keep_a_super_admin after update or delete on public.user_roles
  for each row when (old.role_type = 'super_admin' and old.is_active)
  execute function private.keep_a_super_admin();
create trigger keep_a_super_admin after update or delete on public.admin_profiles
  for each row when (old.admin_level = 'super_admin')
  execute function private.keep_a_super_admin();
create trigger keep_a_super_admin after update of status on public.profiles
  for each row when (new.status = 'inactive' and old.status <> 'inactive')
  execute function private.keep_a_super_admin();
