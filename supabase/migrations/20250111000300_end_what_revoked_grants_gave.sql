-- Several rows grant the same power, so revoking one must end the others that stood for it, in the
-- same transaction, whoever revokes (the admin screens, REST, the service role):
--   team leadership   teams.team_leader_id, an active team_leader role for the team and the
--                     'leader' team role: revoking the role, demoting the member, naming another
--                     leader or removing the person from the team ends all three;
--   a team's roles    removing a person from a team deactivates their roles for that team;
--   manager           revoking a manager's last active manager role of an organisation deactivates
--                     their team assignments there (each one made them a leader of a team);
--   coach             revoking a person's last active coach role deactivates their coach row;
--   super admin       revoking the last active super_admin role removes the super admin profile,
--                     and removing or lowering that profile deactivates the super_admin roles.
-- Without this a revoked leader kept leading through team_leader_id, a revoked manager through
-- their assignments, and a super admin through the other of their two rows.

-- Leadership is recorded in three places (teams.team_leader_id, the team_leader role, the 'leader'
-- team role); each trigger below that ends it clears all three.
create or replace function private.end_grants_of_revoked_role()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  -- Still granting the same thing: nothing ends.
  if tg_op = 'UPDATE' and new.is_active and new.user_id = old.user_id and new.role_type = old.role_type
     and new.organization_id is not distinct from old.organization_id and new.team_id is not distinct from old.team_id then
    return null;
  end if;
  if old.role_type = 'team_leader' and old.team_id is not null and not exists (
    select 1 from public.user_roles r
    where r.user_id = old.user_id and r.team_id = old.team_id and r.role_type = 'team_leader' and r.is_active
  ) then
    update public.teams set team_leader_id = null where id = old.team_id and team_leader_id = old.user_id;
    update public.user_roles set is_active = false
      where user_id = old.user_id and team_id = old.team_id and role_type = 'team_leader' and is_active;
    update public.team_members set role = 'member'
      where team_id = old.team_id and member_id = old.user_id and role = 'leader';
  elsif old.role_type = 'manager' and old.organization_id is not null and not exists (
    select 1 from public.user_roles r
    where r.user_id = old.user_id and r.organization_id = old.organization_id and r.role_type = 'manager' and r.is_active
  ) then
    update public.team_manager_assignments m set is_active = false
    where m.manager_id = old.user_id and m.is_active
      and exists (select 1 from public.teams t where t.id = m.team_id and t.organization_id = old.organization_id);
  elsif old.role_type = 'coach' and not exists (
    select 1 from public.user_roles r where r.user_id = old.user_id and r.role_type = 'coach' and r.is_active
  ) then
    update public.taas_coaches set is_active = false where user_id = old.user_id and is_active;
  elsif old.role_type = 'super_admin' and not exists (
    select 1 from public.user_roles r where r.user_id = old.user_id and r.role_type = 'super_admin' and r.is_active
  ) then
    delete from public.admin_profiles where id = old.user_id and admin_level = 'super_admin';
  end if;
  return null;
end;
$$;
revoke execute on function private.end_grants_of_revoked_role() from public;
comment on function private.end_grants_of_revoked_role() is 'AFTER UPDATE OR DELETE on user_roles: a revoked role ends the rows that granted the same power (leadership, manager assignments, coach row, super admin profile).';

create trigger end_revoked_grants after update or delete on public.user_roles
  for each row when (old.is_active) execute function private.end_grants_of_revoked_role();

create or replace function private.end_grants_of_super_admin_profile()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.admin_level = 'super_admin' and new.id = old.id then
    return null;
  end if;
  update public.user_roles set is_active = false where user_id = old.id and role_type = 'super_admin' and is_active;
  return null;
end;
$$;
revoke execute on function private.end_grants_of_super_admin_profile() from public;
comment on function private.end_grants_of_super_admin_profile() is 'AFTER UPDATE OR DELETE on admin_profiles: a super admin profile removed or lowered deactivates the person''s super_admin roles.';

create trigger end_revoked_grants after update or delete on public.admin_profiles
  for each row when (old.admin_level = 'super_admin') execute function private.end_grants_of_super_admin_profile();

-- Leaving a team, or leaving its lead, ends what the person held for that team.
create or replace function private.end_grants_of_team_membership()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' or new.team_id <> old.team_id or new.member_id <> old.member_id then
    update public.teams set team_leader_id = null where id = old.team_id and team_leader_id = old.member_id;
    update public.user_roles set is_active = false
      where user_id = old.member_id and team_id = old.team_id and role_type = 'team_leader' and is_active;
    update public.team_members set role = 'member'
      where team_id = old.team_id and member_id = old.member_id and role = 'leader';
    update public.user_roles set is_active = false
      where user_id = old.member_id and team_id = old.team_id and role_type = 'team_member' and is_active;
  elsif old.role = 'leader' and new.role <> 'leader' then
    update public.teams set team_leader_id = null where id = old.team_id and team_leader_id = old.member_id;
    update public.user_roles set is_active = false
      where user_id = old.member_id and team_id = old.team_id and role_type = 'team_leader' and is_active;
    update public.team_members set role = 'member'
      where team_id = old.team_id and member_id = old.member_id and role = 'leader';
  end if;
  return null;
end;
$$;
revoke execute on function private.end_grants_of_team_membership() from public;
comment on function private.end_grants_of_team_membership() is 'AFTER UPDATE OR DELETE on team_members: a person removed from a team loses its leadership and team roles; one whose team role stops being leader loses the leadership.';

create trigger end_team_grants after update or delete on public.team_members
  for each row execute function private.end_grants_of_team_membership();

create or replace function private.end_grants_of_replaced_leader()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.user_roles set is_active = false
    where user_id = old.team_leader_id and team_id = old.id and role_type = 'team_leader' and is_active;
  update public.team_members set role = 'member'
    where team_id = old.id and member_id = old.team_leader_id and role = 'leader';
  return null;
end;
$$;
revoke execute on function private.end_grants_of_replaced_leader() from public;
comment on function private.end_grants_of_replaced_leader() is 'AFTER UPDATE OF team_leader_id on teams: the leader no longer named loses the team_leader role and team role for the team.';

create trigger end_replaced_leader after update of team_leader_id on public.teams
  for each row when (old.team_leader_id is not null and new.team_leader_id is distinct from old.team_leader_id)
  execute function private.end_grants_of_replaced_leader();
