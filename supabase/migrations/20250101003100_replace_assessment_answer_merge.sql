-- The completing PATCH carries the answers its score was computed on. Merging it with answers
-- stored later (another device's partial save) would leave a score that no longer matches the
-- stored answers, so the completion takes its answers and answer_times as sent. Every other
-- update still merges per question, and the finality guard (b_guard_completed) is unchanged.

create or replace function private.merge_assessment_answers()
returns trigger language plpgsql set search_path = '' as $$
declare
  _key text;
  _value jsonb;
  _old_time timestamptz;
  _new_time timestamptz;
  _answers jsonb := old.answers;
  _times jsonb := old.answer_times;
begin
  if old.completed_at is null and new.completed_at is not null then
    return new;
  end if;
  for _key, _value in select e.key, e.value from jsonb_each(new.answers) e loop
    _old_time := (old.answer_times ->> _key)::timestamptz;
    _new_time := (new.answer_times ->> _key)::timestamptz;
    -- The incoming value wins unless the stored one was given later (a missing time counts as oldest).
    if not (old.answers ? _key)
       or _old_time is null
       or (_new_time is not null and _new_time >= _old_time) then
      _answers := _answers || jsonb_build_object(_key, _value);
    end if;
  end loop;
  for _key, _value in select e.key, e.value from jsonb_each(new.answer_times) e loop
    _old_time := (old.answer_times ->> _key)::timestamptz;
    _new_time := (_value #>> '{}')::timestamptz;
    if _old_time is null or (_new_time is not null and _new_time >= _old_time) then
      _times := _times || jsonb_build_object(_key, _value);
    end if;
  end loop;
  new.answers := _answers;
  new.answer_times := _times;
  return new;
end;
$$;
comment on function private.merge_assessment_answers() is 'BEFORE UPDATE on assessments: per-question merge of answers by answer_times (later wins, ties incoming); the completing update keeps its answers as sent.';

revoke execute on function private.merge_assessment_answers() from public;
