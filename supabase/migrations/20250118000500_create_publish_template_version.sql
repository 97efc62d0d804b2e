-- Publishing a template: the editor sends the whole draft (template fields, every question in every
-- language, optionally a new scoring rule) and one transaction stores it as a new version. Editing an
-- existing version copies nothing under the assessments that use it: the new version is a new row
-- (version n + 1, same family, previous_version_id set), the old one is archived for new assignments
-- and keeps its questions and rule. The function runs as the caller (security invoker), so row-level
-- security decides what may be written; the explicit checks only make the refusals say why. The
-- question constraints refuse an unanswerable question, and a refusal anywhere leaves nothing behind.

create or replace function public.publish_template_version(_draft jsonb)
returns uuid language plpgsql security invoker set search_path = '' as $$
declare
  _source_id uuid := nullif(_draft ->> 'source_id', '')::uuid;
  _source public.assessment_templates;
  _organization_id uuid := nullif(_draft ->> 'organization_id', '')::uuid;
  _type text := _draft ->> 'assessment_type_id';
  _version integer := 1;
  _family uuid;
  _rule_id uuid;
  _new_id uuid := gen_random_uuid();
begin
  if jsonb_typeof(_draft) is distinct from 'object' then
    raise exception 'publish_refused: the draft must be a JSON object' using errcode = '22023';
  end if;
  if _source_id is not null then
    select * into _source from public.assessment_templates t where t.id = _source_id;
    if not found then
      raise exception 'publish_refused: no template with this id that you may read' using errcode = '42501';
    end if;
    if exists (select 1 from public.assessment_templates t where t.previous_version_id = _source_id) then
      raise exception 'publish_refused: a newer version of this template was published meanwhile; open it and edit that one'
        using errcode = '22023';
    end if;
    _organization_id := _source.organization_id;
    _version := _source.version + 1;
    _family := _source.family_id;
    _rule_id := _source.scoring_rule_id;
  end if;

  if _organization_id is null and not private.is_super_admin() then
    raise exception 'publish_refused: only a super admin publishes library templates' using errcode = '42501';
  end if;
  if _organization_id is not null and not private.can_manage_org(_organization_id) then
    raise exception 'publish_refused: only an administrator of the organisation publishes its templates' using errcode = '42501';
  end if;
  if length(trim(coalesce(_draft ->> 'name', ''))) = 0 then
    raise exception 'publish_refused: the template needs a name' using errcode = '23514';
  end if;
  if jsonb_typeof(_draft -> 'questions') is distinct from 'array' or jsonb_array_length(_draft -> 'questions') = 0 then
    raise exception 'publish_refused: the template needs at least one question' using errcode = '23514';
  end if;

  if jsonb_typeof(_draft -> 'rule') = 'object' then
    insert into public.scoring_rule_templates (
      name, description, rule_type, calculation_formula, applicable_assessment_types, is_system_default, is_active, organization_id
    ) values (
      coalesce(nullif(trim(_draft -> 'rule' ->> 'name'), ''), trim(_draft ->> 'name')),
      _draft -> 'rule' ->> 'description',
      _draft -> 'rule' ->> 'rule_type',
      coalesce(_draft -> 'rule' -> 'calculation_formula', '{}'::jsonb),
      array[_type], false, true, _organization_id
    ) returning id into _rule_id;
  end if;

  insert into public.assessment_templates (
    id, name, name_en, description, description_en, assessment_type_id, organization_id, time_limit_minutes,
    estimated_minutes, is_active, version, family_id, previous_version_id, scoring_rule_id
  ) values (
    _new_id, trim(_draft ->> 'name'), nullif(trim(_draft ->> 'name_en'), ''), nullif(_draft ->> 'description', ''),
    nullif(_draft ->> 'description_en', ''), _type, _organization_id, (_draft ->> 'time_limit_minutes')::integer,
    (_draft ->> 'estimated_minutes')::integer, true, _version, coalesce(_family, _new_id), _source_id, _rule_id
  );

  insert into public.assessment_questions (
    template_id, item_code, question_text, question_type, response_type, evaluation_type, language,
    options, is_required, help_text, metadata, order_index
  )
  select _new_id, q.item_code, q.question_text, q.question_type, q.response_type, coalesce(q.evaluation_type, 'self'),
    coalesce(q.language, 'it'), q.options, coalesce(q.is_required, true), nullif(q.help_text, ''),
    coalesce(q.metadata, '{"section": "default"}'::jsonb), coalesce(q.order_index, 0)
  from jsonb_to_recordset(_draft -> 'questions') as q (
    item_code text, question_text text, question_type text, response_type text, evaluation_type text, language text,
    options jsonb, is_required boolean, help_text text, metadata jsonb, order_index integer
  );

  if _source_id is not null then
    update public.assessment_templates set is_active = false where id = _source_id;
    if not found then
      raise exception 'publish_refused: only an administrator of the template''s owner archives its previous version'
        using errcode = '42501';
    end if;
  end if;
  return _new_id;
end;
$$;
comment on function public.publish_template_version(jsonb) is
  'Stores an edited template (fields, questions in every language, optionally a new rule) as a new version in one transaction, archiving the version it came from; returns the new id.';
revoke execute on function public.publish_template_version(jsonb) from public, anon;
grant execute on function public.publish_template_version(jsonb) to authenticated, service_role;
