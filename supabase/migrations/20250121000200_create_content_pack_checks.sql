-- Checking a whole content pack before anything is written, as the app's validate-pack.ts does: the
-- shape field by field against private.content_pack_schema(), then the references inside the file
-- and the questions' options. Each error is {path, code}, the path naming the field in the file.

create or replace function private.content_pack_value_errors(_value jsonb, _type text, _path text)
returns jsonb language plpgsql immutable security definer set search_path = '' as $$
declare
  _errors jsonb := '[]';
  _i integer;
  _fits boolean;
begin
  if _type like 'object:%' then
    return private.content_pack_node_errors(_value, substr(_type, 8), _path);
  end if;
  if _type like 'array:%' then
    if jsonb_typeof(_value) <> 'array' then
      return jsonb_build_array(jsonb_build_object('path', _path, 'code', 'wrong_type'));
    end if;
    for _i in 0 .. jsonb_array_length(_value) - 1 loop
      _errors := _errors || private.content_pack_node_errors(_value -> _i, substr(_type, 7), _path || '[' || _i || ']');
    end loop;
    return _errors;
  end if;
  if _type like 'enum:%' then
    if jsonb_typeof(_value) <> 'string' then
      return jsonb_build_array(jsonb_build_object('path', _path, 'code', 'wrong_type'));
    end if;
    if not (_value #>> '{}') = any (string_to_array(substr(_type, 6), '|')) then
      return jsonb_build_array(jsonb_build_object('path', _path, 'code', 'unknown_value'));
    end if;
    return '[]';
  end if;
  _fits := case _type
    when 'string' then jsonb_typeof(_value) = 'string'
    when 'ref' then jsonb_typeof(_value) = 'string' and btrim(_value #>> '{}') <> ''
    when 'integer' then jsonb_typeof(_value) = 'number' and (_value #>> '{}')::numeric = trunc((_value #>> '{}')::numeric)
    when 'boolean' then jsonb_typeof(_value) = 'boolean'
    when 'json' then true
    when 'object' then jsonb_typeof(_value) = 'object'
    when 'strings' then private.is_text_list(_value)
    else false
  end;
  return case when _fits then '[]'::jsonb else jsonb_build_array(jsonb_build_object('path', _path, 'code', 'wrong_type')) end;
end;
$$;
comment on function private.content_pack_value_errors(jsonb, text, text) is
  'The errors of one value of a content pack against its type in the pack schema, each {path, code}.';

create or replace function private.content_pack_node_errors(_value jsonb, _node text, _path text)
returns jsonb language plpgsql immutable security definer set search_path = '' as $$
declare
  _fields jsonb := private.content_pack_schema() -> _node;
  _errors jsonb := '[]';
  _key text;
  _spec text;
  _field jsonb;
begin
  if jsonb_typeof(_value) is distinct from 'object' then
    return jsonb_build_array(jsonb_build_object('path', _path, 'code', 'wrong_type'));
  end if;
  for _key in select k from jsonb_object_keys(_value) k loop
    if not _fields ? _key then
      _errors := _errors || jsonb_build_object('path', private.content_pack_path(_path, _key), 'code', 'unknown_field');
    end if;
  end loop;
  for _key, _spec in select e.key, e.value #>> '{}' from jsonb_each(_fields) e loop
    _field := _value -> _key;
    if _field is null or jsonb_typeof(_field) = 'null' then
      if right(_spec, 1) <> '?' then
        _errors := _errors || jsonb_build_object('path', private.content_pack_path(_path, _key), 'code', 'missing_field');
      end if;
    else
      _errors := _errors || private.content_pack_value_errors(_field, rtrim(_spec, '?'), private.content_pack_path(_path, _key));
    end if;
  end loop;
  return _errors;
end;
$$;
comment on function private.content_pack_node_errors(jsonb, text, text) is
  'The errors of one object of a content pack against its node in the pack schema: unknown, missing and mistyped fields.';

-- Options a choice question must carry: one for an assessment question, two non-blank ones for a
-- form question (private.are_choice_options), as the rows' own constraints require.
create or replace function private.content_pack_reference_errors(_pack jsonb)
returns jsonb language plpgsql immutable security definer set search_path = '' as $$
declare
  _errors jsonb := '[]';
  _forms text[] := '{}';
  _prompts text[] := '{}';
  _owned text[] := '{}';
  _item record;
  _field text;
begin
  if _pack ->> 'kind' = 'assessment-template' then
    return coalesce((
      select jsonb_agg(jsonb_build_object('path', 'questions[' || (q.n - 1) || '].options', 'code', 'no_options') order by q.n)
      from jsonb_array_elements(_pack -> 'questions') with ordinality q (value, n)
      where q.value ->> 'response_type' in ('single_choice', 'multiple_choice')
        and (jsonb_typeof(q.value -> 'options') is distinct from 'array' or jsonb_array_length(q.value -> 'options') = 0)
    ), '[]');
  end if;

  for _item in select f.value ->> 'ref' as ref, f.n - 1 as i from jsonb_array_elements(_pack -> 'forms') with ordinality f (value, n) order by f.n loop
    if _item.ref = any (_forms) then
      _errors := _errors || jsonb_build_object('path', 'forms[' || _item.i || '].ref', 'code', 'duplicate_reference');
    end if;
    _forms := _forms || _item.ref;
  end loop;
  for _item in select p.value ->> 'ref' as ref, p.n - 1 as i from jsonb_array_elements(_pack -> 'prompts') with ordinality p (value, n) order by p.n loop
    if _item.ref = any (_prompts) then
      _errors := _errors || jsonb_build_object('path', 'prompts[' || _item.i || '].ref', 'code', 'duplicate_reference');
    end if;
    _prompts := _prompts || _item.ref;
  end loop;

  for _item in
    select a.value as activity, 'phases[' || (ph.n - 1) || '].activities[' || (a.n - 1) || '].' as at
    from jsonb_array_elements(_pack -> 'phases') with ordinality ph (value, n),
      jsonb_array_elements(ph.value -> 'activities') with ordinality a (value, n)
    order by ph.n, a.n
  loop
    foreach _field in array array['form_ref', 'source_form_template_ref', 'source_form_activity_ref'] loop
      if _item.activity ->> _field is not null and not (_item.activity ->> _field) = any (_forms) then
        _errors := _errors || jsonb_build_object('path', _item.at || _field, 'code', 'missing_reference');
      end if;
    end loop;
    if _item.activity ->> 'prompt_ref' is not null and not (_item.activity ->> 'prompt_ref') = any (_prompts) then
      _errors := _errors || jsonb_build_object('path', _item.at || 'prompt_ref', 'code', 'missing_reference');
    end if;
    if _item.activity ->> 'form_ref' is not null then
      if (_item.activity ->> 'form_ref') = any (_owned) then
        _errors := _errors || jsonb_build_object('path', _item.at || 'form_ref', 'code', 'duplicate_reference');
      end if;
      _owned := _owned || (_item.activity ->> 'form_ref');
    end if;
  end loop;

  return _errors || coalesce((
    select jsonb_agg(jsonb_build_object('path', 'forms[' || (f.n - 1) || '].questions[' || (q.n - 1) || '].options', 'code', 'no_options')
      order by f.n, q.n)
    from jsonb_array_elements(_pack -> 'forms') with ordinality f (value, n),
      jsonb_array_elements(f.value -> 'questions') with ordinality q (value, n)
    where q.value ->> 'question_type' in ('single_choice', 'multiple_choice')
      and not coalesce(private.are_choice_options(q.value -> 'options'), false)
  ), '[]');
end;
$$;
comment on function private.content_pack_reference_errors(jsonb) is
  'The errors of a well-shaped content pack that its shape cannot express: refs named but not defined or defined twice, a form owned twice, choice questions without options.';

create or replace function private.content_pack_errors(_pack jsonb)
returns jsonb language plpgsql immutable security definer set search_path = '' as $$
declare
  _errors jsonb;
begin
  if jsonb_typeof(_pack) is distinct from 'object' then
    return jsonb_build_array(jsonb_build_object('path', '', 'code', 'wrong_type'));
  end if;
  if _pack -> 'format' is distinct from to_jsonb('taas-content-pack'::text) then
    return jsonb_build_array(jsonb_build_object('path', 'format', 'code', 'unknown_format'));
  end if;
  if _pack -> 'version' is distinct from to_jsonb(1) then
    return jsonb_build_array(jsonb_build_object('path', 'version', 'code', 'unknown_version'));
  end if;
  _errors := private.content_pack_value_errors(coalesce(_pack -> 'kind', 'null'), private.content_pack_schema() -> 'head' ->> 'kind', 'kind');
  if jsonb_array_length(_errors) > 0 then
    return _errors;
  end if;
  _errors := private.content_pack_node_errors(_pack, _pack ->> 'kind', '');
  if jsonb_array_length(_errors) > 0 then
    return _errors;
  end if;
  return private.content_pack_reference_errors(_pack);
end;
$$;
comment on function private.content_pack_errors(jsonb) is
  'Every error of a content pack as [{path, code}], empty when the pack may be imported; mirrors the app''s validatePack.';

do $$
declare
  fn text;
begin
  foreach fn in array array['content_pack_schema()', 'content_pack_path(text, text)', 'content_pack_value_errors(jsonb, text, text)',
    'content_pack_node_errors(jsonb, text, text)', 'content_pack_reference_errors(jsonb)', 'content_pack_errors(jsonb)'] loop
    execute format('revoke execute on function private.%s from public, anon', fn);
    execute format('grant execute on function private.%s to authenticated, service_role', fn);
  end loop;
end;
$$;
