-- A question must be answerable as the member's widget reads it: it has a text, a choice has an
-- option, a ranking two, a rating matrix a row, a slider a maximum above its minimum. The editor
-- checks the same rules; these constraints keep a direct write from storing what it would refuse.

-- Options counted as the widgets' normaliser reads them: an array, a container object (options,
-- choices, items, rows), a map of key to text, or a JSON string of one of these or a comma list.
create or replace function private.question_option_count(_options jsonb)
returns integer language plpgsql immutable set search_path = '' as $$
declare
  _list jsonb := _options;
  _key text;
begin
  if _list is null or jsonb_typeof(_list) = 'null' then
    return 0;
  end if;
  if jsonb_typeof(_list) = 'string' then
    begin
      _list := (_options #>> '{}')::jsonb;
    exception when others then
      _list := null;
    end;
    if _list is null or jsonb_typeof(_list) not in ('array', 'object') then
      return (select count(*)::integer from unnest(string_to_array(_options #>> '{}', ',')) as part where trim(part) <> '');
    end if;
  end if;
  if jsonb_typeof(_list) = 'object' then
    foreach _key in array array['options', 'choices', 'items', 'rows'] loop
      if jsonb_typeof(_list -> _key) = 'array' then
        return private.question_option_count(_list -> _key);
      end if;
    end loop;
    if _list ? 'text' or _list ? 'label' then
      return 1;
    end if;
    return (select count(*)::integer from jsonb_object_keys(_list - 'columns'));
  end if;
  return (
    select count(*)::integer from jsonb_array_elements(_list) as e
    where jsonb_typeof(e) = 'object'
       or (jsonb_typeof(e) in ('string', 'number', 'boolean') and trim(e #>> '{}') <> '')
  );
end;
$$;
comment on function private.question_option_count(jsonb) is
  'How many options (or matrix rows) a question''s options hold, read the way the answer widgets read them.';
revoke execute on function private.question_option_count(jsonb) from public, anon;
grant execute on function private.question_option_count(jsonb) to authenticated, service_role;

alter table public.assessment_questions
  add constraint questions_have_text check (length(trim(question_text)) > 0),
  add constraint choice_questions_have_an_option check (
    response_type not in ('single_choice', 'multiple_choice') or private.question_option_count(options) >= 1
  ),
  add constraint rankings_have_two_options check (
    response_type <> 'ranking' or private.question_option_count(options) >= 2
  ),
  add constraint rating_matrices_have_a_row check (
    response_type <> 'rating_matrix'
    or greatest(private.question_option_count(options), private.question_option_count(metadata -> 'rows')) >= 1
  ),
  add constraint sliders_have_max_above_min check (
    response_type <> 'slider'
    or jsonb_typeof(metadata -> 'min') is distinct from 'number'
    or jsonb_typeof(metadata -> 'max') is distinct from 'number'
    or (metadata ->> 'max')::numeric > (metadata ->> 'min')::numeric
  );
