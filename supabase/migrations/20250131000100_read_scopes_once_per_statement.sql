-- The read policies of the tables an organisation's screens read in bulk (profiles, teams, team
-- members, user roles, assessments) called the access helpers with each row's columns
-- (private.can_oversee_org(organization_id), private.can_see_team(team_id), ...), so Postgres ran
-- them, and the queries inside them, once per row: at 5,000 people the Membri tab's read and the
-- reports took seconds, and grew faster than the data.
--
-- The helpers below answer the same questions as sets, for the caller, and the policies test each
-- row's column against them inside `(select ...)`, which Postgres evaluates once per statement (an
-- initplan). Who may read what is unchanged; each set is exactly the rows its per-row helper accepted:
--   overseen_org_ids    can_oversee_org without the super admin: active org_admin and manager roles;
--   led_team_ids        leads_team: named leader, active team_leader role, active manager assignment;
--   overseen_team_ids   can_oversee_team without the super admin: the overseen organisations' teams
--                       and the led ones;
--   my_team_ids         the teams led, belonged to (is_team_member) or coached (coaches_team);
--   colleague_ids       the people of those teams: can_oversee_user's leaders and coaches and
--                       shares_team_with's team mates (a profile's own organisation is user_org).
-- The super admin stays a separate `(select private.is_super_admin())`, once per statement too.

create or replace function private.overseen_org_ids()
returns uuid[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct r.organization_id), '{}')
  from public.user_roles r
  where r.user_id = auth.uid() and r.role_type in ('org_admin', 'manager') and r.is_active
    and r.organization_id is not null
$$;
comment on function private.overseen_org_ids() is
  'The organisations whose teams and people the caller oversees (private.can_oversee_org without the super admin), as a set a policy reads once per statement.';

create or replace function private.led_team_ids()
returns uuid[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select t.id from public.teams t where t.team_leader_id = auth.uid()
    union
    select r.team_id from public.user_roles r
    where r.user_id = auth.uid() and r.role_type = 'team_leader' and r.is_active and r.team_id is not null
    union
    select m.team_id from public.team_manager_assignments m where m.manager_id = auth.uid() and m.is_active
  ) x
$$;
comment on function private.led_team_ids() is
  'The teams the caller leads (private.leads_team), as a set a policy reads once per statement.';

create or replace function private.overseen_team_ids()
returns uuid[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select t.id from public.teams t where t.organization_id = any (private.overseen_org_ids())
    union
    select unnest(private.led_team_ids())
  ) x
$$;
comment on function private.overseen_team_ids() is
  'The teams whose results and membership the caller oversees (private.can_oversee_team without the super admin), as a set a policy reads once per statement.';

create or replace function private.my_team_ids()
returns uuid[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select unnest(private.led_team_ids())
    union
    select tm.team_id from public.team_members tm where tm.member_id = auth.uid()
    union
    select s.team_id from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where c.user_id = auth.uid() and s.team_id is not null
  ) x (id)
$$;
comment on function private.my_team_ids() is
  'The teams the caller leads, belongs to or coaches, as a set a policy reads once per statement.';

create or replace function private.colleague_ids()
returns uuid[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct tm.member_id), '{}')
  from public.team_members tm
  where tm.team_id = any (private.my_team_ids())
$$;
comment on function private.colleague_ids() is
  'The people of the teams the caller leads, belongs to or coaches, as a set a policy reads once per statement.';

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'overseen_org_ids()', 'led_team_ids()', 'overseen_team_ids()', 'my_team_ids()', 'colleague_ids()'
  ] loop
    execute format('revoke execute on function private.%s from public, anon', fn);
    execute format('grant execute on function private.%s to authenticated, service_role', fn);
  end loop;
end;
$$;

alter policy "team mates, leaders, coaches and admins read profiles they work with" on public.profiles
  using (
    (select private.is_super_admin())
    or organization_id = any ((select private.overseen_org_ids())::uuid[])
    or user_id = any ((select private.colleague_ids())::uuid[])
  );

alter policy "members, leaders, coaches and admins read the teams they belong to" on public.teams
  using (
    (select private.is_super_admin())
    or organization_id = any ((select private.overseen_org_ids())::uuid[])
    or id = any ((select private.my_team_ids())::uuid[])
  );

alter policy "members read the membership of their own teams" on public.team_members
  using (
    member_id = (select auth.uid())
    or (select private.is_super_admin())
    or team_id = any ((select private.overseen_team_ids())::uuid[])
    or team_id = any ((select private.my_team_ids())::uuid[])
  );

alter policy "users read their own roles and admins those of their organisation" on public.user_roles
  using (
    user_id = (select auth.uid())
    or (select private.is_super_admin())
    or organization_id = any ((select private.overseen_org_ids())::uuid[])
  );

alter policy "users read their own assessments and overseers their teams' results" on public.assessments
  using (
    user_id = (select auth.uid())
    or (select private.is_super_admin())
    or organization_id = any ((select private.overseen_org_ids())::uuid[])
    or team_id = any ((select private.overseen_team_ids())::uuid[])
  );
