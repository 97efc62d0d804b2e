-- An org admin acts only on people all of whose roles lie inside that organisation. A super admin
-- and a coach hold platform roles: every coach is one, because coaches are the platform's staff,
-- created by super admins and assigned to sessions of any organisation, so whoever held a coach's
-- password would reach the organisations the coach works for now or later. A person with such a
-- role, or with an active role in another organisation, is out of an org admin's reach even when
-- their profile sits in that organisation: no profile edit, status change, deletion, role grant or
-- revocation, team membership or management, and the role checks say nothing about them. Super
-- admins keep acting on everyone.

create or replace function private.roles_lie_within(_user_id uuid, _org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _org_id is not null
    and not exists (
      select 1 from public.user_roles r
      where r.user_id = _user_id and r.is_active
        and (r.role_type in ('super_admin', 'coach') or r.organization_id is distinct from _org_id)
    )
    and not exists (select 1 from public.admin_profiles a where a.id = _user_id and a.admin_level = 'super_admin')
    and not exists (select 1 from public.taas_coaches c where c.user_id = _user_id);
end;
$$;
comment on function private.roles_lie_within(uuid, uuid) is 'True when the person holds no platform role (super admin, coach) and no active role outside _org_id.';

-- The caller may act on this person as a member of _org_id: a super admin always, an org admin of
-- _org_id only while all the person's roles lie inside it.
create or replace function private.can_manage_person_in(_user_id uuid, _org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_super_admin()
    or (private.is_org_admin(_org_id) and private.roles_lie_within(_user_id, _org_id));
end;
$$;
comment on function private.can_manage_person_in(uuid, uuid) is 'True for a super admin, or an org admin of _org_id acting on a person whose roles all lie inside it.';

do $$
declare
  fn text;
begin
  foreach fn in array array['roles_lie_within(uuid, uuid)', 'can_manage_person_in(uuid, uuid)'] loop
    execute format('revoke execute on function private.%s from public, anon', fn);
    execute format('grant execute on function private.%s to authenticated, service_role', fn);
  end loop;
end;
$$;

-- Profiles ----------------------------------------------------------------------------------------
drop policy "org admins create profiles in their organisation" on public.profiles;
create policy "org admins create profiles in their organisation" on public.profiles
  for insert to authenticated
  with check (private.can_manage_person_in(user_id, organization_id));

drop policy "org admins update profiles in their organisation" on public.profiles;
create policy "org admins update profiles of people in their reach" on public.profiles
  for update to authenticated
  using (private.can_manage_person_in(user_id, organization_id))
  with check (private.can_manage_person_in(user_id, organization_id));

drop policy "org admins delete profiles in their organisation" on public.profiles;
create policy "org admins delete profiles of people in their reach" on public.profiles
  for delete to authenticated
  using (private.can_manage_person_in(user_id, organization_id));

-- Roles: an org admin grants only the organisation's own roles, never super_admin or coach -------
drop policy "org admins grant roles in their organisation" on public.user_roles;
create policy "org admins grant organisation roles to people in their reach" on public.user_roles
  for insert to authenticated
  with check (
    (select private.is_super_admin())
    or (role_type in ('org_admin', 'manager', 'team_leader', 'team_member')
        and private.can_manage_person_in(user_id, organization_id)
        and (team_id is null or private.team_org(team_id) = organization_id))
  );

drop policy "org admins change roles in their organisation" on public.user_roles;
create policy "org admins change organisation roles of people in their reach" on public.user_roles
  for update to authenticated
  using (
    (select private.is_super_admin())
    or (role_type in ('org_admin', 'manager', 'team_leader', 'team_member')
        and private.can_manage_person_in(user_id, organization_id))
  )
  with check (
    (select private.is_super_admin())
    or (role_type in ('org_admin', 'manager', 'team_leader', 'team_member')
        and private.can_manage_person_in(user_id, organization_id)
        and (team_id is null or private.team_org(team_id) = organization_id))
  );

drop policy "org admins delete roles in their organisation" on public.user_roles;
create policy "org admins delete organisation roles of people in their reach" on public.user_roles
  for delete to authenticated
  using (
    (select private.is_super_admin())
    or (role_type in ('org_admin', 'manager', 'team_leader', 'team_member')
        and private.can_manage_person_in(user_id, organization_id))
  );

-- Team membership and team management ------------------------------------------------------------
drop policy "org admins add team members" on public.team_members;
create policy "org admins add people in their reach to teams" on public.team_members
  for insert to authenticated
  with check (private.can_manage_person_in(member_id, private.team_org(team_id)));

drop policy "org admins change team members" on public.team_members;
create policy "org admins change the team membership of people in their reach" on public.team_members
  for update to authenticated
  using (private.can_manage_person_in(member_id, private.team_org(team_id)))
  with check (private.can_manage_person_in(member_id, private.team_org(team_id)));

drop policy "org admins remove team members" on public.team_members;
create policy "org admins remove people in their reach from teams" on public.team_members
  for delete to authenticated
  using (private.can_manage_person_in(member_id, private.team_org(team_id)));

drop policy "org admins assign managers to teams" on public.team_manager_assignments;
create policy "org admins assign managers in their reach to teams" on public.team_manager_assignments
  for insert to authenticated
  with check (private.can_manage_person_in(manager_id, private.team_org(team_id)));

drop policy "org admins change manager assignments" on public.team_manager_assignments;
create policy "org admins change the assignments of managers in their reach" on public.team_manager_assignments
  for update to authenticated
  using (private.can_manage_person_in(manager_id, private.team_org(team_id)))
  with check (private.can_manage_person_in(manager_id, private.team_org(team_id)));

drop policy "org admins remove manager assignments" on public.team_manager_assignments;
create policy "org admins remove the assignments of managers in their reach" on public.team_manager_assignments
  for delete to authenticated
  using (private.can_manage_person_in(manager_id, private.team_org(team_id)));

-- A team's named leader changes only between people the caller may act on; a rename leaves it alone.
-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_team_leader()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated'
     and (tg_op = 'INSERT' or new.team_leader_id is distinct from old.team_leader_id)
     and ((new.team_leader_id is not null and not private.can_manage_person_in(new.team_leader_id, new.organization_id))
       or (tg_op = 'UPDATE' and old.team_leader_id is not null
           and not private.can_manage_person_in(old.team_leader_id, old.organization_id))) then
    raise exception 'out_of_reach: only a super admin may name or replace a team leader who holds a platform role'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_team_leader() from public;
comment on function private.guard_team_leader() is 'BEFORE INSERT OR UPDATE on teams: a signed-in caller names or replaces a team leader only when they may act on that person (42501 out_of_reach:).';

create trigger guard_team_leader before insert or update of team_leader_id on public.teams
  for each row execute function private.guard_team_leader();

-- The role check answers about another person only to someone who may act on them -----------------
create or replace function public.has_role_check(
  _user_id uuid, _role_type text, _org_id uuid default null, _team_id uuid default null
)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or _user_id is null then
    return false;
  end if;
  if _user_id <> auth.uid() and not private.can_manage_person_in(_user_id, private.user_org(_user_id)) then
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
comment on function public.has_role_check(uuid, text, uuid, uuid) is 'True when _user_id holds an active _role_type (optionally in _org_id / _team_id); callers may ask about themselves, or as a super admin or an org admin about people all of whose roles lie in their organisation.';

-- The admin-users function's check for acting on an existing person -------------------------------
create or replace function public.admin_caller_may_manage_person(_caller uuid, _user_id uuid)
returns boolean language plpgsql stable set search_path = '' as $$
declare
  _org_id uuid := (select p.organization_id from public.profiles p where p.user_id = _user_id);
begin
  if exists (select 1 from public.profiles p where p.user_id = _caller and p.status = 'inactive') then
    return false;
  end if;
  if exists (select 1 from public.user_roles r where r.user_id = _caller and r.role_type = 'super_admin' and r.is_active)
     or exists (select 1 from public.admin_profiles a where a.id = _caller and a.admin_level = 'super_admin') then
    return true;
  end if;
  return _org_id is not null
    and exists (select 1 from public.organizations o where o.id = _org_id and o.status = 'active')
    and exists (
      select 1 from public.user_roles r
      where r.user_id = _caller and r.role_type = 'org_admin' and r.organization_id = _org_id and r.is_active
    )
    and private.roles_lie_within(_user_id, _org_id);
end;
$$;
revoke execute on function public.admin_caller_may_manage_person(uuid, uuid) from public, anon, authenticated;
grant execute on function public.admin_caller_may_manage_person(uuid, uuid) to service_role;
comment on function public.admin_caller_may_manage_person(uuid, uuid) is 'For the admin-users edge function (service role only): a super admin, or an active org admin of the person''s organisation acting on a person whose roles all lie inside it.';
