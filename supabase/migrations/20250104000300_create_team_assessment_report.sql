-- The team report's data in one request: per member of the team, their latest completed
-- assessment of each kind, from which the app computes the stats, the TPM widgets, the MBTI
-- distribution, the TPM-MBTI correlation, the alignment bands and the insights.
--
-- Rows: one per (member, assessment kind), where a kind is (assessment_type, evaluation_type,
-- evaluator): the latest completed assessment about that member (the evaluated person is
-- target_user_id, or the taker for a self assessment), so self, manager and peer evaluations of the
-- same person sit side by side. A member with no completed assessment gets one row whose assessment
-- columns are null, so the team's size is in the answer too. Assessments count when they belong to
-- the team's organisation; row-level security then decides which the caller sees (a team leader
-- sees those filed under their team). A missing evaluation_type reads as 'self', a
-- missing assessment_type as 'leadership'.
--
-- results is assessments.results as the scoring stored it: dimension_scores {Create, Relate,
-- Organize}, dominant_profile, type (MBTI), preferences, extra (a custom rule's output), rule_id,
-- rule_type, assessment_type. evaluator names are null when the caller may not read that profile.
-- Only teams in the caller's report scope (private.in_report_scope) answer; others answer no rows.
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
    select t.id, t.name from public.assessment_templates t where t.id in (select l.template_id from latest l)
  )
  select team.id, team.name, team.organization_id,
    m.member_id, m.first_name, m.last_name, m.email, m.role, m.position, m.department, m.job_description,
    l.id, l.assessment_type, l.evaluation_type, l.evaluator_id,
    coalesce(em.first_name, eo.first_name), coalesce(em.last_name, eo.last_name),
    l.template_id, tpl.name, l.score, l.results, l.completed_at
  from team
  cross join members m
  left join latest l on l.evaluated_id = m.member_id
  left join members em on em.member_id = l.evaluator_id
  left join outside_evaluators eo on eo.user_id = l.evaluator_id
  left join templates tpl on tpl.id = l.template_id
  order by m.last_name, m.first_name, m.member_id, l.assessment_type, l.evaluation_type, l.completed_at, l.id
$$;
comment on function public.team_assessment_report(uuid) is
  'Team report data: per member, their latest completed assessment of each (type, evaluation type, evaluator), with score and stored results; a member without any gets one row with null assessment columns. Security invoker: RLS applies; only report-scope teams answer.';

revoke execute on function public.team_assessment_report(uuid) from public, anon;
grant execute on function public.team_assessment_report(uuid) to authenticated, service_role;
