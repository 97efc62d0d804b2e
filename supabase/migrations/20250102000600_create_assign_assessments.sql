-- The admin screens assign an assessment (a template of type tpm, mbti, twn, combined...)
-- to chosen members or to a whole team, as self, manager or peer evaluation (manager and peer name
-- the evaluated person), with an optional time limit: one call, one transaction, every assignment
-- with its assessment row. Security definer so that managers may assign without being allowed to
-- insert assessment rows (with scores) directly; the checks below are what RLS would ask, and the
-- same_organisation triggers keep every end in the team's organisation.
create or replace function public.assign_assessments(
  _template_id uuid,
  _evaluation_type text default 'self',
  _team_id uuid default null,
  _user_ids uuid[] default null,
  _target_user_id uuid default null,
  _time_limit_minutes integer default null,
  _due_date date default null
)
returns table (user_id uuid, assignment_id uuid, assessment_id uuid, already_assigned boolean)
language plpgsql security definer set search_path = '' as $$
declare
  _org_id uuid;
  _template_org uuid;
  _type text;
  _evaluator uuid;
  _evaluators uuid[];
  _team uuid;
  _assignment uuid;
  _assessment uuid;
begin
  if auth.uid() is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  if _evaluation_type is null or _evaluation_type not in ('self', 'manager', 'peer') then
    raise exception 'invalid_evaluation_type: % (expected self, manager or peer)', _evaluation_type using errcode = '22023';
  end if;
  if _evaluation_type <> 'self' and _target_user_id is null then
    raise exception 'target_required: a % evaluation names the evaluated person', _evaluation_type using errcode = '22023';
  end if;
  if _time_limit_minutes is not null and _time_limit_minutes <= 0 then
    raise exception 'invalid_time_limit: the time limit is a positive number of minutes' using errcode = '22023';
  end if;
  if (_team_id is null) = (_user_ids is null) then
    raise exception 'invalid_assignees: give either a team or a list of people' using errcode = '22023';
  end if;

  select t.organization_id, t.assessment_type_id into _template_org, _type
  from public.assessment_templates t where t.id = _template_id and t.is_active;
  if not found then
    raise exception 'unknown_template: %', _template_id using errcode = '22023';
  end if;

  if _team_id is not null then
    _org_id := private.team_org(_team_id);
    if _org_id is null then
      raise exception 'unknown_team: %', _team_id using errcode = '22023';
    end if;
    select array_agg(tm.member_id order by tm.joined_at) into _evaluators
    from public.team_members tm where tm.team_id = _team_id
      and (_evaluation_type = 'self' or tm.member_id <> _target_user_id);
  else
    _org_id := private.user_org(_user_ids[1]);
    select array_agg(distinct u) into _evaluators from unnest(_user_ids) u
    where _evaluation_type = 'self' or u <> _target_user_id;
  end if;

  if _org_id is null or not private.can_oversee_org(_org_id) or not private.caller_is_active() then
    raise exception 'not_allowed: only the organisation''s admins and managers assign its assessments' using errcode = '42501';
  end if;
  if _template_org is not null and _template_org <> _org_id then
    raise exception 'cross_organisation: the template belongs to another organisation' using errcode = '42501';
  end if;
  if coalesce(cardinality(_evaluators), 0) = 0 then
    raise exception 'no_assignees: nobody to assign' using errcode = '22023';
  end if;

  foreach _evaluator in array _evaluators loop
    _team := coalesce(_team_id, (
      select tm.team_id from public.team_members tm join public.teams t on t.id = tm.team_id
      where tm.member_id = _evaluator and t.organization_id = _org_id order by tm.joined_at limit 1));
    select a.id into _assignment from public.assessment_assignments a
    where a.user_id = _evaluator and a.template_id = _template_id and a.evaluation_type = _evaluation_type
      and a.target_user_id is not distinct from coalesce(_target_user_id, _evaluator) and a.status = 'pending';
    if found then
      user_id := _evaluator;
      assignment_id := _assignment;
      assessment_id := (select s.id from public.assessments s where s.assignment_id = _assignment order by s.created_at limit 1);
      already_assigned := true;
      return next;
      continue;
    end if;
    insert into public.assessment_assignments (
      template_id, organization_id, team_id, user_id, target_user_id, evaluation_type, assessment_type, due_date, assigned_by
    ) values (
      _template_id, _org_id, _team, _evaluator, coalesce(_target_user_id, _evaluator), _evaluation_type, _type, _due_date, auth.uid()
    ) returning id into _assignment;
    insert into public.assessments (
      user_id, organization_id, team_id, template_id, assignment_id, assessment_type, evaluation_type, target_user_id, time_limit_minutes
    ) values (
      _evaluator, _org_id, _team, _template_id, _assignment, _type, _evaluation_type,
      case when _evaluation_type = 'self' then null else _target_user_id end, _time_limit_minutes
    ) returning id into _assessment;
    user_id := _evaluator;
    assignment_id := _assignment;
    assessment_id := _assessment;
    already_assigned := false;
    return next;
  end loop;
end;
$$;
comment on function public.assign_assessments(uuid, text, uuid, uuid[], uuid, integer, date) is
  'Assigns a template to a team''s members or to listed people (self, or manager/peer evaluations of _target_user_id), creating each assignment and its assessment in one transaction; an identical pending assignment is reported, not repeated. Org admins, managers and super admins of the organisation only.';

revoke execute on function public.assign_assessments(uuid, text, uuid, uuid[], uuid, integer, date) from public, anon;
grant execute on function public.assign_assessments(uuid, text, uuid, uuid[], uuid, integer, date) to authenticated, service_role;
