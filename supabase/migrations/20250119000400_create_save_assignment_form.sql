-- An assignment form is saved whole: its title and its questions in the order given, in one
-- transaction, so a refused question (a choice with no options, a blank text) leaves the form as it
-- was. Questions sent with their id keep it (a member's answers are keyed by it); questions no longer
-- sent are removed. Runs as the caller: row-level security decides who may write the form.

create or replace function public.save_assignment_form(_form jsonb, _questions jsonb)
returns uuid language plpgsql security invoker set search_path = '' as $$
declare
  _form_id uuid := nullif(_form ->> 'id', '')::uuid;
  _kept uuid[] := '{}';
  _question jsonb;
  _question_id uuid;
  _position integer := 0;
begin
  if jsonb_typeof(_form) is distinct from 'object' or jsonb_typeof(_questions) is distinct from 'array' then
    raise exception 'form_refused: send the form as an object and its questions as a list' using errcode = '22023';
  end if;
  if _form_id is null then
    insert into public.assignment_forms (title, description, activity_id, organization_id, is_template)
    values (_form ->> 'title', nullif(btrim(_form ->> 'description'), ''), nullif(_form ->> 'activity_id', '')::uuid,
      nullif(_form ->> 'organization_id', '')::uuid, coalesce((_form ->> 'is_template')::boolean, false))
    returning id into _form_id;
  else
    update public.assignment_forms
    set title = _form ->> 'title', description = nullif(btrim(_form ->> 'description'), '')
    where id = _form_id;
    if not found then
      raise exception 'form_refused: no form with this id that you may edit' using errcode = '42501';
    end if;
  end if;

  for _question in select q from jsonb_array_elements(_questions) q loop
    _position := _position + 1;
    _question_id := nullif(_question ->> 'id', '')::uuid;
    if _question_id is not null then
      update public.form_questions set
        question_text = _question ->> 'question_text',
        question_type = _question ->> 'question_type',
        options = case when jsonb_typeof(_question -> 'options') in ('array', 'object') then _question -> 'options' end,
        placeholder = nullif(btrim(_question ->> 'placeholder'), ''),
        help_text = nullif(btrim(_question ->> 'help_text'), ''),
        is_required = coalesce((_question ->> 'is_required')::boolean, false),
        order_index = _position
      where id = _question_id and form_id = _form_id;
      if not found then
        _question_id := null;
      end if;
    end if;
    if _question_id is null then
      insert into public.form_questions (form_id, question_text, question_type, options, placeholder, help_text, is_required, order_index)
      values (_form_id, _question ->> 'question_text', _question ->> 'question_type',
        case when jsonb_typeof(_question -> 'options') in ('array', 'object') then _question -> 'options' end,
        nullif(btrim(_question ->> 'placeholder'), ''), nullif(btrim(_question ->> 'help_text'), ''),
        coalesce((_question ->> 'is_required')::boolean, false), _position)
      returning id into _question_id;
    end if;
    _kept := _kept || _question_id;
  end loop;

  delete from public.form_questions q where q.form_id = _form_id and q.id <> all (_kept);
  return _form_id;
end;
$$;
comment on function public.save_assignment_form(jsonb, jsonb) is
  'Creates or updates an assignment form with its questions in the order given, all or nothing; returns the form id.';
revoke execute on function public.save_assignment_form(jsonb, jsonb) from public, anon;
grant execute on function public.save_assignment_form(jsonb, jsonb) to authenticated, service_role;

-- A program's phase count follows its active phases, whoever adds, removes or switches one off.
create or replace function private.count_program_phases()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.coaching_programs p
  set total_phases = (select count(*) from public.coaching_phases ph where ph.program_id = p.id and ph.is_active)
  where p.id in (
    select (case when tg_op = 'DELETE' then old.program_id else new.program_id end)
    union select (case when tg_op = 'UPDATE' then old.program_id end)
  );
  return null;
end;
$$;
revoke execute on function private.count_program_phases() from public;
comment on function private.count_program_phases() is 'AFTER INSERT, DELETE or UPDATE OF is_active, program_id on coaching_phases: the program''s total_phases is the count of its active phases.';

create trigger count_phases after insert or delete or update of is_active, program_id on public.coaching_phases
  for each row execute function private.count_program_phases();
