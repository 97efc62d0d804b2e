-- The reports list joined the template of every completed assessment of the organisation row by row
-- (5,000 at 5,000 people), checking the template's row-level security each time, and, when the
-- planner had no statistics for the new rows (the embedded backend runs no autovacuum, so a bulk
-- import leaves none), read the versions again for every team: 1.8 s at 200 teams. The templates
-- used and the organisations named are now read once, and the versions per team and the per-team
-- counts are each computed once (materialized), whatever the statistics. Columns, rules, comment and
-- grants are unchanged.

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
  -- The templates the members' completed assessments were taken with, each read (and its row-level
  -- security checked) once, then the versions each team used.
  used_templates as materialized (
    select t.id, t.name, t.version
    from public.assessment_templates t
    where t.id in (select ma.template_id from member_assessments ma where ma.completed_at is not null)
  ),
  versions as materialized (
    select v.team_id,
      jsonb_agg(jsonb_build_object('template_id', v.template_id, 'name', v.name, 'version', v.version)
        order by v.name, v.version, v.template_id) as list
    from (
      select d.team_id, t.id as template_id, t.name, t.version
      from (select distinct ma.team_id, ma.template_id from member_assessments ma where ma.completed_at is not null) d
      join used_templates t on t.id = d.template_id
    ) v
    group by v.team_id
  ),
  -- The organisations named, each read (and its row-level security checked) once, not once per team.
  orgs as materialized (
    select o.id, o.name from public.organizations o where o.id in (select s.organization_id from scoped s)
  ),
  per_team as materialized (
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
  left join orgs o on o.id = s.organization_id
  left join public.profiles leader on leader.user_id = s.team_leader_id
  order by o.name, s.name, s.id
$$;
comment on function public.assessment_report_teams(uuid) is
  'Assessment reports list: the caller''s report-scope teams with member counts, completed assessments, last update, report status (completed / in_progress / started / not_started; rule in the migration) and the template versions the completed assessments were taken with. Security invoker: RLS applies.';
revoke execute on function public.assessment_report_teams(uuid) from public, anon;
grant execute on function public.assessment_report_teams(uuid) to authenticated, service_role;
