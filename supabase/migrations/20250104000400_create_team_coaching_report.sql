-- The coaching report in one request: for each coaching session of a team (or the one
-- named), one row per (active activity of the session's program, team member), with the member's
-- progress, their form submission and their AI suggestions for that activity. The app groups the
-- rows into completion per phase and per activity, finds who is behind, and counts submissions and
-- accepted suggestions.
--
-- progress_status is 'not_started' (and completion_percentage 0) when the member has no progress row.
-- The activity's form is found as the activity screen finds it (form lookup):
-- the form whose activity_id is the activity, else source_form_activity_id, else
-- source_form_template_id, else the activity template's source_form_template_id.
-- suggestions_count / accepted_suggestions_count: the member's ai_suggestions for the activity in
-- that session (or stored without a session); accepted means status 'accepted' or 'user_modified'
-- with accepted_at set.
-- Scope: the team's report scope (private.in_report_scope) and the session's own coach. Security
-- invoker: row-level security applies to every row read.
create or replace function public.team_coaching_report(_team_id uuid, _session_id uuid default null)
returns table (
  session_id uuid,
  session_name text,
  session_status text,
  current_phase integer,
  program_id uuid,
  program_name text,
  phase_id uuid,
  phase_number integer,
  phase_title text,
  activity_id uuid,
  activity_title text,
  activity_type text,
  order_index integer,
  is_required boolean,
  team_leader_only boolean,
  member_id uuid,
  member_first_name text,
  member_last_name text,
  member_team_role text,
  progress_status text,
  completion_percentage integer,
  progress_completed_at timestamptz,
  progress_updated_at timestamptz,
  form_id uuid,
  submission_status text,
  submitted_at timestamptz,
  suggestions_count integer,
  accepted_suggestions_count integer
)
language sql stable security invoker set search_path = '' as $$
  -- Materialized CTEs: each table is read (and its row-level security checked) once per row it
  -- holds, not once per (activity, member) row of the answer.
  with sessions as materialized (
    select s.id, s.name, s.status, s.current_phase, s.program_id, prog.name as program_name
    from public.coaching_sessions s
    left join public.coaching_programs prog on prog.id = s.program_id
    where s.team_id = _team_id and (_session_id is null or s.id = _session_id)
      and (private.in_report_scope(s.team_id) or private.coaches_session(s.id))
  ),
  activities as materialized (
    select s.id as session_id, ph.id as phase_id, ph.phase_number, ph.title as phase_title,
      a.id as activity_id, a.title, a.activity_type, a.order_index, a.is_required, a.team_leader_only,
      coalesce(
        (select f.id from public.assignment_forms f where f.activity_id = a.id order by f.created_at, f.id limit 1),
        a.source_form_activity_id,
        a.source_form_template_id,
        (select t.source_form_template_id from public.coaching_activity_templates t where t.id = a.template_id)
      ) as form_id
    from sessions s
    join public.coaching_phases ph on ph.program_id = s.program_id and ph.is_active
    join public.coaching_activities a on a.phase_id = ph.id and a.is_active
  ),
  members as materialized (
    select tm.member_id, tm.role, p.first_name, p.last_name
    from public.team_members tm
    left join public.profiles p on p.user_id = tm.member_id
    where tm.team_id = _team_id and exists (select 1 from sessions)
  ),
  progress as materialized (
    select g.user_id, g.activity_id, g.session_id, g.status, g.completion_percentage, g.completed_at, g.updated_at
    from public.user_activity_progress g
    where g.session_id in (select s.id from sessions s)
  ),
  submissions as materialized (
    select sub.form_id, sub.user_id, sub.status, sub.submitted_at
    from public.assignment_submissions sub
    where sub.form_id in (select x.form_id from activities x)
  ),
  suggestions as materialized (
    select g.user_id, g.activity_id, g.session_id,
      count(*)::integer as total,
      (count(*) filter (where g.status = 'accepted' or (g.status = 'user_modified' and g.accepted_at is not null)))::integer as accepted
    from public.ai_suggestions g
    where g.activity_id in (select x.activity_id from activities x)
    group by g.user_id, g.activity_id, g.session_id
  )
  select s.id, s.name, s.status, s.current_phase, s.program_id, s.program_name,
    x.phase_id, x.phase_number, x.phase_title, x.activity_id, x.title, x.activity_type, x.order_index, x.is_required, x.team_leader_only,
    m.member_id, m.first_name, m.last_name, m.role,
    coalesce(pr.status, 'not_started'), coalesce(pr.completion_percentage, 0), pr.completed_at, pr.updated_at,
    x.form_id, sub.status, sub.submitted_at,
    coalesce(sg.total, 0), coalesce(sg.accepted, 0)
  from sessions s
  join activities x on x.session_id = s.id
  cross join members m
  left join progress pr on pr.user_id = m.member_id and pr.activity_id = x.activity_id and pr.session_id = s.id
  left join submissions sub on sub.form_id = x.form_id and sub.user_id = m.member_id
  left join lateral (
    select sum(g.total) as total, sum(g.accepted) as accepted from suggestions g
    where g.user_id = m.member_id and g.activity_id = x.activity_id and (g.session_id = s.id or g.session_id is null)
  ) sg on true
  order by s.name, s.id, x.phase_number, x.order_index, x.activity_id, m.last_name, m.first_name, m.member_id
$$;
comment on function public.team_coaching_report(uuid, uuid) is
  'Coaching report: per session of the team, one row per (active activity, member) with progress, form submission and AI suggestion counts. Security invoker: RLS applies; the team''s report scope and the session''s coach only.';

revoke execute on function public.team_coaching_report(uuid, uuid) from public, anon;
grant execute on function public.team_coaching_report(uuid, uuid) to authenticated, service_role;
