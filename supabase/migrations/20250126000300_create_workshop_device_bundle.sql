-- What a workshop tablet carries offline: its team's participants, the session's phases, activities
-- and forms, the participants' open assessments with their questions, and their progress. Whole rows
-- (to_jsonb), the shapes the app's own reads return, so that the tablet fills its usual caches.
-- Read as a definer because the coach is not every participant: only who prepared the device or an
-- org admin of its organisation, while the device is not revoked.
create or replace function public.workshop_device_bundle(p_device_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _d public.workshop_devices;
  _people uuid[];
  _activities uuid[];
  _forms uuid[];
begin
  if auth.uid() is null or not private.caller_is_active() then
    raise exception 'workshop_device_bundle: sign in first' using errcode = '42501';
  end if;
  select * into _d from public.workshop_devices d where d.id = p_device_id;
  if _d.id is null or not (_d.prepared_by = auth.uid() or private.can_manage_org(_d.organization_id)) then
    raise exception 'workshop_device_bundle: not allowed for this device' using errcode = '42501';
  end if;
  if _d.revoked_at is not null then
    raise exception 'workshop_device_bundle: the device is revoked' using errcode = '42501';
  end if;

  select coalesce(array_agg(tm.member_id), '{}') into _people
  from public.team_members tm
  join public.profiles p on p.user_id = tm.member_id
  where tm.team_id = _d.team_id and p.status <> 'inactive';

  select coalesce(array_agg(a.id), '{}') into _activities
  from public.coaching_activities a
  join public.coaching_phases ph on ph.id = a.phase_id
  join public.coaching_sessions s on s.program_id = ph.program_id
  where s.id = _d.session_id and a.is_active and ph.is_active;

  select coalesce(array_agg(distinct f.id), '{}') into _forms
  from public.assignment_forms f
  where f.activity_id = any (_activities)
    or f.id in (select a.source_form_template_id from public.coaching_activities a where a.id = any (_activities))
    or f.activity_id in (select a.source_form_activity_id from public.coaching_activities a where a.id = any (_activities));

  return jsonb_build_object(
    'device', jsonb_build_object('id', _d.id, 'organization_id', _d.organization_id, 'team_id', _d.team_id,
      'session_id', _d.session_id, 'label', _d.label, 'prepared_by', _d.prepared_by, 'prepared_at', _d.prepared_at,
      'upload_until', _d.upload_until, 'revoked_at', _d.revoked_at),
    'team', (select jsonb_build_object('id', t.id, 'name', t.name) from public.teams t where t.id = _d.team_id),
    'participants', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', p.user_id,
        'full_name', trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')))
        order by p.first_name, p.last_name)
      from public.profiles p where p.user_id = any (_people)), '[]'::jsonb),
    'session', (select to_jsonb(s) from public.coaching_sessions s where s.id = _d.session_id),
    'phases', coalesce((
      select jsonb_agg(to_jsonb(ph) order by ph.phase_number)
      from public.coaching_phases ph join public.coaching_sessions s on s.program_id = ph.program_id
      where s.id = _d.session_id and ph.is_active), '[]'::jsonb),
    'activities', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.phase_id, a.order_index)
      from public.coaching_activities a where a.id = any (_activities)), '[]'::jsonb),
    'forms', coalesce((
      select jsonb_agg(to_jsonb(f) || jsonb_build_object('questions', coalesce((
        select jsonb_agg(to_jsonb(q) order by q.order_index) from public.form_questions q where q.form_id = f.id), '[]'::jsonb)))
      from public.assignment_forms f where f.id = any (_forms)), '[]'::jsonb),
    'assessments', coalesce((
      select jsonb_agg(to_jsonb(x) || jsonb_build_object(
        'template', to_jsonb(t),
        'questions', coalesce((
          select jsonb_agg(to_jsonb(q) order by q.evaluation_type, q.language, q.order_index)
          from public.assessment_questions q where q.template_id = x.template_id), '[]'::jsonb),
        'scoring_rule_id', t.scoring_rule_id) order by x.user_id, x.created_at)
      from public.assessments x
      left join public.assessment_templates t on t.id = x.template_id
      where x.user_id = any (_people) and x.completed_at is null
        and x.organization_id is not distinct from _d.organization_id), '[]'::jsonb),
    'progress', coalesce((
      select jsonb_agg(to_jsonb(pr))
      from public.user_activity_progress pr
      where pr.user_id = any (_people) and pr.session_id = _d.session_id), '[]'::jsonb)
  );
end;
$$;
comment on function public.workshop_device_bundle(uuid) is 'What a workshop tablet carries offline (participants, session content, open assessments, progress); who prepared the device or an org admin, while it is not revoked.';
revoke execute on function public.workshop_device_bundle(uuid) from public, anon;
grant execute on function public.workshop_device_bundle(uuid) to authenticated;
