-- The report functions' comments, as the database shows them, without a reference a reader cannot follow.
comment on function public.assessment_report_teams(uuid) is
  'Assessment reports list: the caller''s report-scope teams with member counts, completed assessments, last update and report status (completed / in_progress / started / not_started; rule in the migration). Security invoker: RLS applies.';
comment on function public.team_assessment_report(uuid) is
  'Team report data: per member, their latest completed assessment of each (type, evaluation type, evaluator), with score and stored results; a member without any gets one row with null assessment columns. Security invoker: RLS applies; only report-scope teams answer.';
comment on function public.team_coaching_report(uuid, uuid) is
  'Coaching report: per session of the team, one row per (active activity, member) with progress, form submission and AI suggestion counts. Security invoker: RLS applies; the team''s report scope and the session''s coach only.';
