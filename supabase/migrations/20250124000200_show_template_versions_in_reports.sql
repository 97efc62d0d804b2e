-- The reports say which version of a template an assessment was taken with (a template is edited by
-- publishing a new version, and assessments keep the one they were given): the team report gives each
-- assessment's template_version beside its template_name, and the reports list gives, per team, the
-- template versions its members' completed assessments were taken with (template_versions, a JSON list
-- of {template_id, name, version} ordered by name and version; empty when none). The other columns
-- and rules are those of 20250104000200 and 20250104000300; a function's columns change only by
-- dropping it, so both are created again with their comments and grants.

drop function public.assessment_report_teams(uuid);
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
  with scoped as (
    select t.id, t.name, t.team_type, t.organization_id, t.team_leader_id
    from public.teams t
    where (_organization_id is null or t.organization_id = _organization_id)
      and private.in_report_scope(t.id)
  ),
  per_member as (
    select tm.team_id, tm.member_id,
      count(a.id) filter (where a.completed_at is not null) as completed,
      coalesce(bool_or(a.completed_at is null and (a.started_at is not null or a.answers <> '{}'::jsonb)), false) as started,
      max(greatest(a.created_at, a.started_at, a.completed_at)) as last_update
    from scoped s
    join public.team_members tm on tm.team_id = s.id
    left join public.assessments a on a.user_id = tm.member_id and a.organization_id = s.organization_id
    group by tm.team_id, tm.member_id
  ),
  -- The template versions the members' completed assessments were taken with, once each.
  versions as (
    select v.team_id,
      jsonb_agg(jsonb_build_object('template_id', v.template_id, 'name', v.name, 'version', v.version)
        order by v.name, v.version, v.template_id) as list
    from (
      select distinct tm.team_id, t.id as template_id, t.name, t.version
      from scoped s
      join public.team_members tm on tm.team_id = s.id
      join public.assessments a on a.user_id = tm.member_id and a.organization_id = s.organization_id
        and a.completed_at is not null
      join public.assessment_templates t on t.id = a.template_id
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

drop function public.team_assessment_report(uuid);
create or replace function public.team_assessment_report(_team_id uuid)
returns table (
  team_id uuid,
  team_name text,
  organization_id uuid,
  member_id uuid,
  member_first_name text,
  member_last_name text,
  member_email text,
  member_team_role text,
  member_position text,
  member_department text,
  member_job_description text,
  assessment_id uuid,
  assessment_type text,
  evaluation_type text,
  evaluator_id uuid,
  evaluator_first_name text,
  evaluator_last_name text,
  template_id uuid,
  template_name text,
  template_version integer,
  score numeric,
  results jsonb,
  completed_at timestamptz
)
language sql stable security invoker set search_path = '' as $$
  -- Materialized CTEs: each table is read (and its row-level security checked) once per row it
  -- holds, not once per report row.
  with team as materialized (
    select t.id, t.name, t.organization_id from public.teams t
    where t.id = _team_id and private.in_report_scope(t.id)
  ),
  members as materialized (
    select tm.member_id, tm.role, p.first_name, p.last_name, p.email, p.position, p.department, p.job_description
    from team
    join public.team_members tm on tm.team_id = team.id
    left join public.profiles p on p.user_id = tm.member_id
  ),
  latest as materialized (
    select distinct on (
      coalesce(a.target_user_id, a.user_id), coalesce(a.assessment_type, 'leadership'), coalesce(a.evaluation_type, 'self'), a.user_id
    )
      a.id, coalesce(a.target_user_id, a.user_id) as evaluated_id, coalesce(a.assessment_type, 'leadership') as assessment_type,
      coalesce(a.evaluation_type, 'self') as evaluation_type, a.user_id as evaluator_id, a.template_id, a.score, a.results, a.completed_at
    from team
    join public.assessments a on a.organization_id = team.organization_id
    where a.completed_at is not null
      and coalesce(a.target_user_id, a.user_id) in (select m.member_id from members m)
    order by coalesce(a.target_user_id, a.user_id), coalesce(a.assessment_type, 'leadership'), coalesce(a.evaluation_type, 'self'),
      a.user_id, a.completed_at desc, a.id
  ),
  outside_evaluators as materialized (
    select p.user_id, p.first_name, p.last_name from public.profiles p
    where p.user_id in (select l.evaluator_id from latest l where l.evaluator_id not in (select m.member_id from members m))
  ),
  templates as materialized (
    select t.id, t.name, t.version from public.assessment_templates t where t.id in (select l.template_id from latest l)
  )
  select team.id, team.name, team.organization_id,
    m.member_id, m.first_name, m.last_name, m.email, m.role, m.position, m.department, m.job_description,
    l.id, l.assessment_type, l.evaluation_type, l.evaluator_id,
    coalesce(em.first_name, eo.first_name), coalesce(em.last_name, eo.last_name),
    l.template_id, tpl.name, tpl.version, l.score, l.results, l.completed_at
  from team
  cross join members m
  left join latest l on l.evaluated_id = m.member_id
  left join members em on em.member_id = l.evaluator_id
  left join outside_evaluators eo on eo.user_id = l.evaluator_id
  left join templates tpl on tpl.id = l.template_id
  order by m.last_name, m.first_name, m.member_id, l.assessment_type, l.evaluation_type, l.completed_at, l.id
$$;
comment on function public.team_assessment_report(uuid) is
  'Team report data: per member, their latest completed assessment of each (type, evaluation type, evaluator), with the template version it was taken with, score and stored results; a member without any gets one row with null assessment columns. Security invoker: RLS applies; only report-scope teams answer.';
revoke execute on function public.team_assessment_report(uuid) from public, anon;
grant execute on function public.team_assessment_report(uuid) to authenticated, service_role;
