-- Answers are keyed by the template's question item codes: any other key is refused (22023, a 400),
-- so a request cannot grow a row with keys no question reads. The per-question merge is rewritten
-- as one set operation per column: the loop it replaces rebuilt the whole object for every key,
-- quadratic in the number of keys, on the backend's only thread.

create or replace function private.merge_assessment_answers()
returns trigger language plpgsql set search_path = '' as $$
declare
  -- Copied into variables so that each is detoasted once: a stored row's fields read inside the
  -- queries below would be detoasted again for every key.
  _old_answers jsonb := old.answers;
  _old_times jsonb := old.answer_times;
  _new_times jsonb := new.answer_times;
  _answers jsonb;
  _times jsonb;
begin
  if old.completed_at is null and new.completed_at is not null then
    return new;
  end if;
  -- The incoming value wins unless the stored one was given later (a missing time counts as oldest).
  select _old_answers || coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) into _answers
  from jsonb_each(new.answers) e
  where not (_old_answers ? e.key)
     or (_old_times ->> e.key) is null
     or (_new_times ->> e.key)::timestamptz >= (_old_times ->> e.key)::timestamptz;
  select _old_times || coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) into _times
  from jsonb_each(_new_times) e
  where (_old_times ->> e.key) is null
     or (e.value #>> '{}')::timestamptz >= (_old_times ->> e.key)::timestamptz;
  new.answers := _answers;
  new.answer_times := _times;
  return new;
end;
$$;
comment on function private.merge_assessment_answers() is 'BEFORE UPDATE on assessments: per-question merge of answers by answer_times (later wins, ties incoming), linear in the keys; the completing update keeps its answers as sent.';

create or replace function private.check_answer_keys()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _questions jsonb;
  _unknown text;
begin
  if tg_op = 'UPDATE' and new.answers is not distinct from old.answers and new.answer_times is not distinct from old.answer_times then
    return new;
  end if;
  select coalesce(jsonb_object_agg(q.item_code, true), '{}'::jsonb) into _questions
  from public.assessment_questions q where q.template_id = new.template_id;
  -- Keys already stored stay acceptable (a question removed from the template later).
  if tg_op = 'UPDATE' then
    _questions := _questions || old.answers || old.answer_times;
  end if;
  -- _questions is a variable (detoasted once); the keys are read once per column.
  select k into _unknown
  from (select jsonb_object_keys(new.answers) union all select jsonb_object_keys(new.answer_times)) as keys (k)
  where not (_questions ? k)
  limit 1;
  if _unknown is not null then
    raise exception 'unknown_answer_key: "%" is not a question of the assessment''s template', left(_unknown, 100)
      using errcode = '22023';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_answer_keys() from public;
comment on function private.check_answer_keys() is 'BEFORE INSERT OR UPDATE on assessments: answers and answer_times keys are item codes of the template''s questions (22023 unknown_answer_key:).';

-- c_ so that a completed assessment still answers assessment_completed (b_guard_completed) first.
create trigger c_check_answer_keys before insert or update on public.assessments
  for each row execute function private.check_answer_keys();
