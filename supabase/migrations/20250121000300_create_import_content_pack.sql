-- Importing a content pack: one call writes the template (its questions and its scoring rule) or the
-- program (phases, activities, forms with questions, prompt templates) with new ids, into the caller's
-- organisation, a named one, or the library (a super admin). The pack is checked again here and a
-- refusal answers 22023 naming the first path in the message and every {path, code} in the details.
-- The function runs as the caller (security invoker), so row-level security decides what may be
-- written; PostgREST runs it in one transaction, so a refusal half-way leaves nothing behind.

create or replace function private.content_pack_target(_organization_id uuid, _to_library boolean)
returns uuid language plpgsql stable security definer set search_path = '' as $$
declare
  _target uuid := coalesce(_organization_id, private.user_org(auth.uid()));
begin
  if _to_library then
    if _organization_id is not null then
      raise exception 'import_refused: name either an organisation or the library' using errcode = '22023';
    end if;
    if not private.is_super_admin() then
      raise exception 'import_refused: only a super admin imports into the library' using errcode = '42501';
    end if;
    return null;
  end if;
  if _target is null then
    raise exception 'import_refused: name the organisation to import into' using errcode = '22023';
  end if;
  if not exists (select 1 from public.organizations o where o.id = _target) or not private.can_manage_org(_target) then
    raise exception 'import_refused: only an administrator of the organisation imports content into it' using errcode = '42501';
  end if;
  return _target;
end;
$$;
comment on function private.content_pack_target(uuid, boolean) is
  'The organisation a pack is imported into (the named one, else the caller''s own), or null for the library; refuses a caller who may not write there.';
revoke execute on function private.content_pack_target(uuid, boolean) from public, anon;
grant execute on function private.content_pack_target(uuid, boolean) to authenticated, service_role;

create or replace function private.import_template_pack(_pack jsonb, _target uuid)
returns uuid language plpgsql security invoker set search_path = '' as $$
declare
  _template jsonb := _pack -> 'template';
  _type text := _template ->> 'assessment_type';
  _rule_id uuid;
  _new_id uuid := gen_random_uuid();
begin
  if jsonb_typeof(_pack -> 'scoring_rule') = 'object' then
    insert into public.scoring_rule_templates (
      name, description, rule_type, calculation_formula, applicable_assessment_types, is_system_default, is_active, organization_id
    ) values (
      _pack -> 'scoring_rule' ->> 'name', _pack -> 'scoring_rule' ->> 'description', _pack -> 'scoring_rule' ->> 'rule_type',
      _pack -> 'scoring_rule' -> 'calculation_formula', array[_type], false, true, _target
    ) returning id into _rule_id;
  end if;

  insert into public.assessment_templates (
    id, name, name_en, description, description_en, assessment_type_id, organization_id, time_limit_minutes,
    estimated_minutes, is_active, version, family_id, scoring_rule_id
  ) values (
    _new_id, _template ->> 'name', _template ->> 'name_en', _template ->> 'description', _template ->> 'description_en', _type,
    _target, (_template ->> 'time_limit_minutes')::integer, (_template ->> 'estimated_minutes')::integer, true, 1, _new_id, _rule_id
  );

  insert into public.assessment_questions (
    template_id, item_code, question_text, question_type, response_type, evaluation_type, language,
    options, is_required, help_text, metadata, order_index
  )
  select _new_id, q.item_code, q.question_text, q.question_type, q.response_type, q.evaluation_type, q.language,
    q.options, q.is_required, q.help_text, q.metadata, q.order_index
  from jsonb_to_recordset(_pack -> 'questions') as q (
    item_code text, question_text text, question_type text, response_type text, evaluation_type text, language text,
    options jsonb, is_required boolean, help_text text, metadata jsonb, order_index integer
  );
  return _new_id;
end;
$$;
comment on function private.import_template_pack(jsonb, uuid) is
  'Writes a checked assessment-template pack into an organisation (null: the library) as a new template family; returns its id.';
revoke execute on function private.import_template_pack(jsonb, uuid) from public, anon;
grant execute on function private.import_template_pack(jsonb, uuid) to authenticated, service_role;

create or replace function private.import_program_pack(_pack jsonb, _target uuid)
returns uuid language plpgsql security invoker set search_path = '' as $$
declare
  _program_id uuid;
  _phase_id uuid;
  _new_id uuid;
  _refs jsonb := '{}'; -- 'form:<ref>' / 'prompt:<ref>' -> new id
  _owner jsonb := '{}'; -- form ref -> id of the activity that owns it
  _phase record;
  _activity record;
  _item record;
begin
  insert into public.coaching_programs (name, description, organization_id, total_phases, duration_weeks)
  values (_pack -> 'program' ->> 'name', _pack -> 'program' ->> 'description', _target,
    jsonb_array_length(_pack -> 'phases'), (_pack -> 'program' ->> 'duration_weeks')::integer)
  returning id into _program_id;

  for _item in select p.value from jsonb_array_elements(_pack -> 'prompts') p loop
    insert into public.ai_prompt_templates (name, description, system_prompt, user_prompt_template, output_format, model, organization_id)
    values (_item.value ->> 'name', _item.value ->> 'description', _item.value ->> 'system_prompt',
      _item.value ->> 'user_prompt_template', _item.value ->> 'output_format', _item.value ->> 'model', _target)
    returning id into _new_id;
    _refs := _refs || jsonb_build_object('prompt:' || (_item.value ->> 'ref'), _new_id);
  end loop;

  for _phase in select ph.value from jsonb_array_elements(_pack -> 'phases') ph loop
    insert into public.coaching_phases (program_id, title, description, phase_number, duration_weeks, learning_objectives, deliverables)
    values (_program_id, _phase.value ->> 'title', _phase.value ->> 'description', (_phase.value ->> 'phase_number')::integer,
      (_phase.value ->> 'duration_weeks')::integer, _phase.value -> 'learning_objectives', _phase.value -> 'deliverables')
    returning id into _phase_id;
    for _activity in select a.value from jsonb_array_elements(_phase.value -> 'activities') a loop
      insert into public.coaching_activities (
        phase_id, title, description, activity_type, order_index, is_required, estimated_duration_minutes,
        submission_required, team_leader_only, content_url, instructions, content_data, ai_prompt_template_id
      ) values (
        _phase_id, _activity.value ->> 'title', _activity.value ->> 'description', _activity.value ->> 'activity_type',
        (_activity.value ->> 'order_index')::integer, (_activity.value ->> 'is_required')::boolean,
        (_activity.value ->> 'estimated_duration_minutes')::integer, (_activity.value ->> 'submission_required')::boolean,
        (_activity.value ->> 'team_leader_only')::boolean, _activity.value ->> 'content_url', _activity.value ->> 'instructions',
        _activity.value -> 'content_data', (_refs ->> ('prompt:' || (_activity.value ->> 'prompt_ref')))::uuid
      ) returning id into _new_id;
      _refs := _refs || jsonb_build_object('activity:' || _new_id, _activity.value);
      if _activity.value ->> 'form_ref' is not null then
        _owner := _owner || jsonb_build_object(_activity.value ->> 'form_ref', _new_id);
      end if;
    end loop;
  end loop;

  for _item in select f.value from jsonb_array_elements(_pack -> 'forms') f loop
    insert into public.assignment_forms (title, description, activity_id, organization_id, is_template)
    values (_item.value ->> 'title', _item.value ->> 'description', (_owner ->> (_item.value ->> 'ref'))::uuid, _target,
      (_item.value ->> 'is_template')::boolean)
    returning id into _new_id;
    _refs := _refs || jsonb_build_object('form:' || (_item.value ->> 'ref'), _new_id);
    insert into public.form_questions (form_id, question_text, question_type, options, placeholder, help_text, is_required, order_index)
    select _new_id, q.question_text, q.question_type, q.options, q.placeholder, q.help_text, q.is_required, q.order_index
    from jsonb_to_recordset(_item.value -> 'questions') as q (
      question_text text, question_type text, options jsonb, placeholder text, help_text text, is_required boolean, order_index integer
    );
  end loop;

  -- Links to forms last: a form one activity owns may be the source of another activity.
  for _item in select key as id, value as activity from jsonb_each(_refs) where key like 'activity:%' loop
    if _item.activity ->> 'source_form_template_ref' is not null or _item.activity ->> 'source_form_activity_ref' is not null then
      update public.coaching_activities set
        source_form_template_id = (_refs ->> ('form:' || (_item.activity ->> 'source_form_template_ref')))::uuid,
        source_form_activity_id = (_refs ->> ('form:' || (_item.activity ->> 'source_form_activity_ref')))::uuid
      where id = substr(_item.id, 10)::uuid;
    end if;
  end loop;
  return _program_id;
end;
$$;
comment on function private.import_program_pack(jsonb, uuid) is
  'Writes a checked coaching-program pack into an organisation (null: the library) with new ids for every row; returns the program id.';
revoke execute on function private.import_program_pack(jsonb, uuid) from public, anon;
grant execute on function private.import_program_pack(jsonb, uuid) to authenticated, service_role;

create or replace function public.import_content_pack(_pack jsonb, _organization_id uuid default null, _to_library boolean default false)
returns uuid language plpgsql security invoker set search_path = '' as $$
declare
  _target uuid := private.content_pack_target(_organization_id, _to_library);
  _errors jsonb := private.content_pack_errors(_pack);
begin
  if jsonb_array_length(_errors) > 0 then
    raise exception 'pack_refused: % (%)', _errors -> 0 ->> 'path', _errors -> 0 ->> 'code'
      using errcode = '22023', detail = _errors::text;
  end if;
  if _pack ->> 'kind' = 'assessment-template' then
    return private.import_template_pack(_pack, _target);
  end if;
  return private.import_program_pack(_pack, _target);
end;
$$;
comment on function public.import_content_pack(jsonb, uuid, boolean) is
  'Imports a content pack (docs/content-packs.md) into the caller''s organisation, a named one or (super admin, _to_library) the library, all or nothing; refuses an invalid pack with 22023 naming its paths; returns the new template or program id.';
revoke execute on function public.import_content_pack(jsonb, uuid, boolean) from public, anon;
grant execute on function public.import_content_pack(jsonb, uuid, boolean) to authenticated, service_role;
