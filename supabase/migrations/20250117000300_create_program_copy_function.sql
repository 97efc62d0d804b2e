-- Copying a coaching program into an organisation: the program with its phases and activities, the
-- forms those activities have or point at (with their questions) and the prompt templates they use.
-- Library forms and prompts are copied too, so the organisation can edit them; what is already the
-- organisation's is shared, not duplicated; activity templates stay the library's (an organisation's
-- activity may name a library template). Runs as the caller: row-level security decides, as in
-- public.copy_template_to_organization.

create or replace function public.copy_program_to_organization(_program_id uuid, _organization_id uuid default null)
returns uuid language plpgsql security invoker set search_path = '' as $$
declare
  _target uuid := private.content_copy_target(_organization_id);
  _source public.coaching_programs;
  _copy_id uuid;
  _new_id uuid;
  _map jsonb := '{}'; -- old id -> new id, for phases, activities, forms and prompts
  _row record;
begin
  select * into _source from public.coaching_programs p where p.id = _program_id;
  perform private.refuse_foreign_copy_source('program', found, _source.organization_id, _target);

  insert into public.coaching_programs (name, description, organization_id, total_phases, duration_weeks, template_id, is_template, is_active)
  values (_source.name, _source.description, _target, _source.total_phases, _source.duration_weeks, _source.id,
    _source.is_template, _source.is_active)
  returning id into _copy_id;

  for _row in select * from public.coaching_phases ph where ph.program_id = _program_id order by ph.phase_number loop
    insert into public.coaching_phases (
      program_id, title, description, phase_number, duration_weeks, learning_objectives, deliverables,
      template_id, is_from_template, is_active
    ) values (
      _copy_id, _row.title, _row.description, _row.phase_number, _row.duration_weeks, _row.learning_objectives,
      _row.deliverables, _row.id, true, _row.is_active
    ) returning id into _new_id;
    _map := _map || jsonb_build_object(_row.id::text, _new_id);
  end loop;

  -- Library prompts the activities use.
  for _row in
    select distinct pr.* from public.ai_prompt_templates pr
    join public.coaching_activities a on a.ai_prompt_template_id = pr.id
    join public.coaching_phases ph on ph.id = a.phase_id
    where ph.program_id = _program_id and pr.organization_id is null
  loop
    insert into public.ai_prompt_templates (name, description, system_prompt, user_prompt_template, output_format, model, organization_id, is_active)
    values (_row.name, _row.description, _row.system_prompt, _row.user_prompt_template, _row.output_format, _row.model, _target, _row.is_active)
    returning id into _new_id;
    _map := _map || jsonb_build_object(_row.id::text, _new_id);
  end loop;

  -- Activities first without their form links: a form of one activity may be the source of another.
  for _row in
    select a.* from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id
    where ph.program_id = _program_id order by ph.phase_number, a.order_index
  loop
    insert into public.coaching_activities (
      phase_id, title, description, activity_type, order_index, is_required, estimated_duration_minutes,
      submission_required, team_leader_only, content_url, instructions, content_data, template_id,
      ai_prompt_template_id, is_active
    ) values (
      (_map ->> _row.phase_id::text)::uuid, _row.title, _row.description, _row.activity_type, _row.order_index,
      _row.is_required, _row.estimated_duration_minutes, _row.submission_required, _row.team_leader_only,
      _row.content_url, _row.instructions, _row.content_data, _row.template_id,
      coalesce((_map ->> _row.ai_prompt_template_id::text)::uuid, _row.ai_prompt_template_id), _row.is_active
    ) returning id into _new_id;
    _map := _map || jsonb_build_object(_row.id::text, _new_id);
  end loop;

  -- Forms: those of the program's activities, and the library forms the activities point at.
  for _row in
    select f.* from public.assignment_forms f
    where f.activity_id in (
        select a.id from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id
        where ph.program_id = _program_id)
      or (private.form_org(f.id) is null and f.id in (
        select unnest(array[a.source_form_template_id, a.source_form_activity_id])
        from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id
        where ph.program_id = _program_id))
  loop
    insert into public.assignment_forms (title, description, activity_id, organization_id, is_template)
    values (_row.title, _row.description, (_map ->> _row.activity_id::text)::uuid, _target, _row.is_template)
    returning id into _new_id;
    _map := _map || jsonb_build_object(_row.id::text, _new_id);
    insert into public.form_questions (form_id, question_text, question_type, options, placeholder, help_text, is_required, order_index)
    select _new_id, q.question_text, q.question_type, q.options, q.placeholder, q.help_text, q.is_required, q.order_index
    from public.form_questions q where q.form_id = _row.id;
  end loop;

  for _row in
    select a.* from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id
    where ph.program_id = _program_id and (a.source_form_template_id is not null or a.source_form_activity_id is not null)
  loop
    update public.coaching_activities set
      source_form_template_id = coalesce((_map ->> _row.source_form_template_id::text)::uuid, _row.source_form_template_id),
      source_form_activity_id = coalesce((_map ->> _row.source_form_activity_id::text)::uuid, _row.source_form_activity_id)
    where id = (_map ->> _row.id::text)::uuid;
  end loop;

  return _copy_id;
end;
$$;
comment on function public.copy_program_to_organization(uuid, uuid) is
  'Copies a library (or own) coaching program with its phases, activities, forms with their questions and prompt templates into the caller''s organisation (a super admin names it); returns the new program id.';
revoke execute on function public.copy_program_to_organization(uuid, uuid) from public, anon;
grant execute on function public.copy_program_to_organization(uuid, uuid) to authenticated, service_role;
