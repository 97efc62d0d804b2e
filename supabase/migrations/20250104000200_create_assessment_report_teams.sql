-- The assessment reports list: one row per team of the caller's report scope
-- (private.in_report_scope), in one request. Security invoker: every table is read under the
-- caller's row-level security, so the figures count only rows the caller may see.
--
-- The figures count the assessments taken by the team's current members (assessments.user_id is a
-- member) within the team's organisation:
--   member_count            team_members of the team;
--   members_completed       members with at least one completed assessment;
--   members_started         members with none completed but one started (started_at set or answers saved);
--   completed_assessments   completed assessments of the members;
--   last_update             the latest time one of those assessments was assigned, started or completed
--                           (greatest of created_at, started_at, completed_at), null when none.
-- report_status, from the members:
--   'completed'    the team has members and every one of them has completed an assessment;
--   'in_progress'  some, not all, have completed one;
--   'started'      none has completed one, at least one has started one;
--   'not_started'  nobody has started anything, or the team has no members.
-- _organization_id narrows the list to one organisation (the org admin screens, and a super admin
-- impersonating an org admin).
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
  report_status text
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
    end
  from scoped s
  left join per_team pt on pt.team_id = s.id
  left join public.organizations o on o.id = s.organization_id
  left join public.profiles leader on leader.user_id = s.team_leader_id
  order by o.name, s.name, s.id
$$;
comment on function public.assessment_report_teams(uuid) is
  'Assessment reports list: the caller''s report-scope teams with member counts, completed assessments, last update and report status (completed / in_progress / started / not_started; rule in the migration). Security invoker: RLS applies.';

revoke execute on function public.assessment_report_teams(uuid) from public, anon;
grant execute on function public.assessment_report_teams(uuid) to authenticated, service_role;
