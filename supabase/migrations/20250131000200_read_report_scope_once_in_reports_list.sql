-- The reports list asked private.in_report_scope about each team of the organisation, and each
-- answer ran its own queries (super admin? admin of the team's organisation? leader?): at 200 teams
-- that was most of the list's time. The list now reads the caller's report scope once, as a set
-- (private.report_scope_team_ids, the teams private.in_report_scope accepts), and keeps the teams in
-- it. Columns, rules, comment and grants are unchanged.

create or replace function private.report_scope_team_ids(_organization_id uuid)
returns uuid[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(t.id), '{}')
  from public.teams t
  where (_organization_id is null or t.organization_id = _organization_id)
    and ((select auth.role() = 'service_role' or private.is_super_admin())
    or t.organization_id in (
      select r.organization_id from public.user_roles r
      where r.user_id = auth.uid() and r.role_type = 'org_admin' and r.is_active
    )
    or t.id = any ((select private.led_team_ids())::uuid[]))
$$;
comment on function private.report_scope_team_ids(uuid) is
  'The teams (of one organisation, or of all when null) whose reports the caller reads, as a set read once per statement: exactly the teams private.in_report_scope accepts (service role and super admins every team, org admins their organisations'' teams, leaders and assigned managers the teams they lead).';
revoke execute on function private.report_scope_team_ids(uuid) from public, anon;
grant execute on function private.report_scope_team_ids(uuid) to authenticated, service_role;

create or replace function public.assessment_report_teams(_organization_id uuid default null)
returns table (
  team_id uuid,
  team_name text,
  team_type text,
  organization_id uuid,
  organization_name text,
  team_leader_id uuid,
  team_leader_first_name text,
  team_leader_last_name text,
  member_count integer,
  members_completed integer,
  members_started integer,
  completed_assessments integer,
  last_update timestamptz,
  report_status text,
  template_versions jsonb
)
language sql stable security invoker set search_path = '' as $$
  with scoped as materialized (
    select t.id, t.name, t.team_type, t.organization_id, t.team_leader_id
    from public.teams t
    where (_organization_id is null or t.organization_id = _organization_id)
      and t.id = any ((select private.report_scope_team_ids(_organization_id))::uuid[])
  ),
  -- Each team member's assessments, read (and their row-level security checked) once: the counts
  -- and the template versions below both come from this one read, and the answers stay behind.
  member_assessments as materialized (
    select tm.team_id, tm.member_id, a.id as assessment_id, a.template_id, a.completed_at,
      (a.completed_at is null and (a.started_at is not null or a.answers <> '{}'::jsonb)) as started,
      greatest(a.created_at, a.started_at, a.completed_at) as touched_at
    from scoped s
    join public.team_members tm on tm.team_id = s.id
    left join public.assessments a on a.user_id = tm.member_id and a.organization_id = s.organization_id
  ),
  per_member as (
    select ma.team_id, ma.member_id,
      count(ma.assessment_id) filter (where ma.completed_at is not null) as completed,
      coalesce(bool_or(ma.started), false) as started,
      max(ma.touched_at) as last_update
    from member_assessments ma
    group by ma.team_id, ma.member_id
  ),
  -- The template versions the members' completed assessments were taken with, once each.
  versions as (
    select v.team_id,
      jsonb_agg(jsonb_build_object('template_id', v.template_id, 'name', v.name, 'version', v.version)
        order by v.name, v.version, v.template_id) as list
    from (
      select distinct ma.team_id, t.id as template_id, t.name, t.version
      from member_assessments ma
      join public.assessment_templates t on t.id = ma.template_id
      where ma.completed_at is not null
    ) v
    group by v.team_id
  ),
  per_team as (
    select m.team_id,
      count(*)::integer as member_count,
      (count(*) filter (where m.completed > 0))::integer as members_completed,
      (count(*) filter (where m.completed = 0 and m.started))::integer as members_started,
      sum(m.completed)::integer as completed_assessments,
      max(m.last_update) as last_update
    from per_member m
    group by m.team_id
  )
  select s.id, s.name, s.team_type, s.organization_id, o.name,
    s.team_leader_id, leader.first_name, leader.last_name,
    coalesce(pt.member_count, 0), coalesce(pt.members_completed, 0), coalesce(pt.members_started, 0),
    coalesce(pt.completed_assessments, 0), pt.last_update,
    case
      when coalesce(pt.member_count, 0) = 0 then 'not_started'
      when pt.members_completed = pt.member_count then 'completed'
      when pt.members_completed > 0 then 'in_progress'
      when pt.members_started > 0 then 'started'
      else 'not_started'
    end,
    coalesce(v.list, '[]'::jsonb)
  from scoped s
  left join per_team pt on pt.team_id = s.id
  left join versions v on v.team_id = s.id
  left join public.organizations o on o.id = s.organization_id
  left join public.profiles leader on leader.user_id = s.team_leader_id
  order by o.name, s.name, s.id
$$;
comment on function public.assessment_report_teams(uuid) is
  'Assessment reports list: the caller''s report-scope teams with member counts, completed assessments, last update, report status (completed / in_progress / started / not_started; rule in the migration) and the template versions the completed assessments were taken with. Security invoker: RLS applies.';
revoke execute on function public.assessment_report_teams(uuid) from public, anon;
grant execute on function public.assessment_report_teams(uuid) to authenticated, service_role;
