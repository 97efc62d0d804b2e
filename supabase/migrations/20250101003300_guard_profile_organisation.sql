-- Nobody but a super admin moves a profile to another organisation or to another user, and nobody
-- moves a person who still belongs to teams, manages teams or holds roles in their organisation
-- (those rows would then tie them across organisations).
-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_profile_admin_columns()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated'
     and (new.user_id is distinct from old.user_id or new.organization_id is distinct from old.organization_id)
     and not private.is_super_admin() then
    raise exception 'only a super admin may move a profile to another organisation or user'
      using errcode = '42501';
  end if;
  if current_user = 'authenticated'
     and not private.can_manage_org(old.organization_id)
     and (new.manager_level is distinct from old.manager_level
       or new.status is distinct from old.status
       or new.email is distinct from old.email) then
    raise exception 'only administrators may change manager_level, status or email'
      using errcode = '42501';
  end if;
  if new.organization_id is distinct from old.organization_id and old.organization_id is not null and (
    exists (select 1 from public.team_members m where m.member_id = old.user_id)
    or exists (select 1 from public.team_manager_assignments a where a.manager_id = old.user_id)
    or exists (select 1 from public.teams t where t.team_leader_id = old.user_id)
    or exists (
      select 1 from public.user_roles r
      where r.user_id = old.user_id and r.organization_id = old.organization_id and r.is_active
    )
  ) then
    raise exception 'cross_organisation: the person still belongs to teams or holds roles in their organisation'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_profile_admin_columns() from public;
