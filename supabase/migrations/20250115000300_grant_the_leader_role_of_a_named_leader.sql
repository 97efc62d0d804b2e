-- Naming a team's leader (the team dialog writes teams.team_leader_id) makes them a leader everywhere
-- leadership is read: the database read team_leader_id, but the app counts an active team_leader role
-- of the team (a leader's screens list the teams of those roles), so a leader named in the team
-- dialog landed on /user. Now the same write grants (or makes active again) their team_leader role
-- for that team and marks them 'leader' in the team if they are in it. Taking leadership away is
-- already one act in every direction (20250111000300_end_what_revoked_grants_gave.sql): the previous
-- leader's role for the team ends when another is named.
create or replace function private.grant_named_leader_role()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.team_leader_id is null or (tg_op = 'UPDATE' and new.team_leader_id is not distinct from old.team_leader_id) then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.team_leader_id is not null then
    update public.user_roles set is_active = false
    where user_id = old.team_leader_id and team_id = new.id and role_type = 'team_leader' and is_active;
  end if;
  update public.user_roles set is_active = true
  where id = (
    select r.id from public.user_roles r
    where r.user_id = new.team_leader_id and r.team_id = new.id and r.role_type = 'team_leader'
    order by r.is_active desc, r.created_at desc limit 1
  ) and not is_active;
  if not exists (
    select 1 from public.user_roles r
    where r.user_id = new.team_leader_id and r.team_id = new.id and r.role_type = 'team_leader' and r.is_active
  ) then
    insert into public.user_roles (user_id, role_type, organization_id, team_id, role_metadata)
    values (new.team_leader_id, 'team_leader', new.organization_id, new.id, jsonb_build_object('role', 'team_leader'));
  end if;
  update public.team_members set role = 'leader'
  where team_id = new.id and member_id = new.team_leader_id and role is distinct from 'leader';
  return null;
end;
$$;
revoke execute on function private.grant_named_leader_role() from public;
comment on function private.grant_named_leader_role() is 'AFTER INSERT OR UPDATE OF team_leader_id on teams: the named leader holds an active team_leader role for the team and the team''s leader role; the previous leader''s role for the team ends.';

create trigger grant_named_leader_role after insert or update of team_leader_id on public.teams
  for each row execute function private.grant_named_leader_role();

-- Leaders named before this rule get their role now.
insert into public.user_roles (user_id, role_type, organization_id, team_id, role_metadata)
select t.team_leader_id, 'team_leader', t.organization_id, t.id, jsonb_build_object('role', 'team_leader')
from public.teams t
where t.team_leader_id is not null and not exists (
  select 1 from public.user_roles r
  where r.user_id = t.team_leader_id and r.team_id = t.id and r.role_type = 'team_leader' and r.is_active
);
